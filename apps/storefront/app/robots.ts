import type { MetadataRoute } from 'next';
import { currentOrigin } from '@/lib/site/site';

/**
 * robots.txt of the host's shop: everything but the routes that are no pages for search engines
 * (API, staff console, checkout, account), and the shop's sitemap. Noindex pages stay crawlable so
 * crawlers see their noindex (spec §2/§9).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await currentOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/support/', '/checkout/', '/myaccount/'] },
    ...(origin ? { sitemap: `${origin}/sitemap.xml`, host: origin } : {}),
  };
}
