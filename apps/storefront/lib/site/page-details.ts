import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { PageDetailsDocument, type PageDetailsQuery } from '@tafel/graphql-schema/storefront';
import { catalogueOptions } from '@/lib/listing/catalogue';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { PAGE_HEADER, parsePageHeader, URL_HEADER, type PageHeaderValue } from './routing';
import { b2bAlternates, type Alternate } from './seo';
import { currentOrigin } from './site';

export type PageDetails = PageDetailsQuery['page'];

/** The path and query the browser asked for (proxy.ts's URL_HEADER: before the trailing slash was rewritten away); null outside a page request. */
export async function currentPageUrl(): Promise<string | null> {
  const value = (await headers()).get(URL_HEADER);
  return value && value.startsWith('/') ? value : null;
}

/** What proxy.ts resolved the current URL to (the catch-all page); NOT_FOUND when it resolved nothing. */
export async function currentPageResolution(): Promise<PageHeaderValue> {
  return parsePageHeader((await headers()).get(PAGE_HEADER));
}

/**
 * page(url) with its SEO data (title, description, canonical, alternates), once per request; null
 * when the orchestrator cannot answer (the page then goes without its alternates rather than fail).
 */
export const pageDetailsOrNull = cache(async (url: string): Promise<PageDetails | null> => {
  try {
    const data = await orchestratorRequest(PageDetailsDocument, { url }, await catalogueOptions());
    return data.page;
  } catch (error) {
    unstable_rethrow(error);
    console.warn(`[storefront] page details of ${url.slice(0, 200)} not available`, error instanceof Error ? error.message : error);
    return null;
  }
});

/**
 * The hreflang alternates of a page: between the de/at/ch shops as the orchestrator names them,
 * on the B2B host between its German and English hosts.
 */
export async function alternatesFor(pathAndQuery: string, details: PageDetails | null): Promise<Alternate[]> {
  const origin = await currentOrigin();
  const b2b = origin ? b2bAlternates(origin, pathAndQuery) : [];
  if (b2b.length > 0) return b2b;
  return details?.seo.alternates.map(({ hreflang, url }) => ({ hreflang, url })) ?? [];
}
