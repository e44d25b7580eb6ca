import { PageRouteDocument } from '@tafel/graphql-schema/storefront';
import { isBadInput, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { PAGE_LOOKUP_TIMEOUT_MS, type PageLookup, type PageRoute } from './routing';
import type { SiteCode } from './site';

/**
 * proxy.ts's page(url) lookup for one site: a URL the orchestrator refuses as malformed is
 * NOT_FOUND, an orchestrator that cannot answer within PAGE_LOOKUP_TIMEOUT_MS is null (503).
 */
export function pageLookupFor(site: SiteCode): PageLookup {
  return async (url: string): Promise<PageRoute | null> => {
    try {
      const data = await orchestratorRequest(PageRouteDocument, { url }, { site, timeoutMs: PAGE_LOOKUP_TIMEOUT_MS });
      return data.page;
    } catch (error) {
      if (isBadInput(error)) return { kind: 'NOT_FOUND', httpStatus: 404 };
      console.warn(`[storefront] page(url) not available for ${url.slice(0, 200)}:`, error instanceof Error ? error.message : error);
      return null;
    }
  };
}
