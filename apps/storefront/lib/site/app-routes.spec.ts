import { describe, expect, it } from '@jest/globals';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ROUTE_PREFIXES, isAppRoute } from './app-routes';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'app');

/** The first URL segment of every route folder under app/ (route groups looked into, dynamic and private folders left out). */
function topSegments(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (name.startsWith('(')) out.push(...topSegments(path));
    else if (!name.startsWith('[') && !name.startsWith('_')) out.push(name);
  }
  return out;
}

describe('app routes (the paths proxy.ts never asks page(url) about)', () => {
  it('are the home and every route of the spec table, with what lies below them', () => {
    for (const path of ['/', '/cat/110', '/cat/110/', '/prod/10401', '/search', '/login/', '/logout', '/rating', '/checkout/basket', '/checkout/shipping',
      '/computop/success', '/myaccount/orders/', '/myaccount/returns/confirm', '/service/katalog', '/service/catalogue/', '/service/orderform',
      '/service/newsletter/success/', '/service/newsletter/newsletter-abmelden', '/test/test-api', '/api/shop/', '/media/p/1.jpg', '/support/machines',
      '/_next/data/x', '/__nextjs_original-stack-frames', '/robots.txt', '/sitemap.xml', '/og-default.jpg', '/favicon.ico']) {
      expect({ path, app: isAppRoute(path) }).toEqual({ path, app: true });
    }
  });

  it('are not content pages, category slugs, redirects or gone pages, nor paths that only start like an app route', () => {
    for (const path of ['/beratung/', '/impressum/', '/service/kontakt/', '/service/katalog-2019/', '/angebote/', '/aktion/', '/schreiben-zeichnen/',
      '/catalog', '/cats/1', '/loginx', '/service/', '/service', '/Login', '/api-docs']) {
      expect({ path, app: isAppRoute(path) }).toEqual({ path, app: false });
    }
  });

  it('cover every route folder of app/ (a new route must be listed, or proxy.ts would ask the orchestrator about it)', () => {
    const listed = new Set(APP_ROUTE_PREFIXES.map((prefix) => prefix.split('/')[1]));
    for (const segment of topSegments(appDir)) {
      // app/service and app/test hold several routes; their own prefixes are listed.
      if (segment === 'service' || segment === 'test') continue;
      expect({ segment, listed: listed.has(segment) }).toEqual({ segment, listed: true });
    }
  });
});
