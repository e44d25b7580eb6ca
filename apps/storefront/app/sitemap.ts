import type { MetadataRoute } from 'next';
import { SitemapDocument } from '@tafel/graphql-schema/storefront';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';

/** Seconds the sitemap may be reused (the orchestrator caches its answer as CMS data). */
const SITEMAP_REVALIDATE_SECONDS = 3600;

/**
 * sitemap.xml of the host's shop (the orchestrator's `sitemap`: main and sub categories, products
 * and content pages, absolute URLs on the shop's host). An orchestrator that cannot answer makes
 * it fail (500) rather than publish an empty sitemap search engines would take for the truth.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const data = await orchestratorRequest(SitemapDocument, {}, { revalidate: SITEMAP_REVALIDATE_SECONDS });
  return data.sitemap.map((entry) => ({ url: entry.url }));
}
