import { describe, expect, it } from '@jest/globals';
import {
  isRefusedPath,
  pageSearch,
  parsePageHeader,
  redirectLocation,
  resolveRoute,
  withoutTrailingSlash,
  type PageLookup,
  type PageRoute,
} from './routing';

/** A stubbed page(url): the routes by path (query left out), as the stand-in's table has them. */
function stub(table: Record<string, PageRoute | null>): PageLookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (url: string) => {
    asked.push(url);
    const path = url.split('?', 1)[0]!;
    const route = table[path];
    if (route === undefined) return { kind: 'NOT_FOUND', httpStatus: 404 } as PageRoute;
    if (route?.kind === 'REDIRECT' && route.redirectTo && url.includes('?') && !route.redirectTo.includes('?')) {
      return { ...route, redirectTo: `${route.redirectTo}?${url.split('?')[1]}` };
    }
    return route;
  };
  return Object.assign(lookup, { asked });
}

const TABLE: Record<string, PageRoute | null> = {
  '/angebote/': { kind: 'REDIRECT', httpStatus: 301, redirectTo: '/cat/900/' },
  '/aktion/': { kind: 'REDIRECT', httpStatus: 302, redirectTo: '/campaigns/' },
  '/alt/': { kind: 'REDIRECT', httpStatus: 301, redirectTo: '/aktion/' },
  '/kette/': { kind: 'REDIRECT', httpStatus: 301, redirectTo: '/angebote/' },
  '/schleife/': { kind: 'REDIRECT', httpStatus: 301, redirectTo: '/schleife/' },
  '/weg/': { kind: 'REDIRECT', httpStatus: 301, redirectTo: '//evil.example/' },
  '/extern/': { kind: 'REDIRECT', httpStatus: 301, redirectTo: 'https://blog.example/' },
  '/service/katalog-2019/': { kind: 'GONE', httpStatus: 410 },
  '/schreiben-zeichnen/': { kind: 'CATEGORY', httpStatus: 200, categoryId: '100' },
  '/impressum/': { kind: 'CONTENT', httpStatus: 200, gridPageId: 'impressum' },
  '/campaigns/': { kind: 'CONTENT', httpStatus: 200, gridPageId: 'campaigns' },
  '/down/': null,
};

describe('resolveRoute (session spec §2 catch-all)', () => {
  it('answers a redirect with 301 to its target, keeping the query string', async () => {
    expect(await resolveRoute('/angebote/', '?x=1', stub(TABLE))).toEqual({ action: 'redirect', location: '/cat/900/?x=1', status: 301 });
  });

  it('answers a temporary redirect with 302', async () => {
    expect(await resolveRoute('/aktion/', '', stub(TABLE))).toEqual({ action: 'redirect', location: '/campaigns/', status: 302 });
  });

  it('follows a chain of redirects to the final target in one hop, 302 when any step is temporary', async () => {
    const lookup = stub(TABLE);
    expect(await resolveRoute('/kette/', '?a=b', lookup)).toEqual({ action: 'redirect', location: '/cat/900/?a=b', status: 301 });
    // /cat/900/ is an app route: not asked about.
    expect(lookup.asked).toEqual(['/kette/?a=b', '/angebote/?a=b']);
    expect(await resolveRoute('/alt/', '', stub(TABLE))).toEqual({ action: 'redirect', location: '/campaigns/', status: 302 });
  });

  it('stops at a redirect to itself and after a few lookups', async () => {
    expect(await resolveRoute('/schleife/', '', stub(TABLE))).toEqual({ action: 'redirect', location: '/schleife/', status: 301 });
    const endless: PageLookup = async (url) => ({ kind: 'REDIRECT', httpStatus: 301, redirectTo: `${url.replace(/\/$/, '')}x/` });
    const decision = await resolveRoute('/a/', '', endless);
    expect(decision).toEqual({ action: 'redirect', location: '/axxx/', status: 301 });
  });

  it('redirects to absolute http(s) targets but never to a protocol-relative one', async () => {
    expect(await resolveRoute('/extern/', '', stub(TABLE))).toEqual({ action: 'redirect', location: 'https://blog.example/', status: 301 });
    expect(await resolveRoute('/weg/', '', stub(TABLE))).toEqual({ action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 });
  });

  it('answers gone pages 410, category slugs and content pages 200, anything else 404', async () => {
    expect(await resolveRoute('/service/katalog-2019/', '', stub(TABLE))).toEqual({ action: 'render', page: { kind: 'GONE' }, status: 410 });
    expect(await resolveRoute('/schreiben-zeichnen/', '?p=2', stub(TABLE))).toEqual({ action: 'render', page: { kind: 'CATEGORY', categoryId: '100' }, status: 200 });
    expect(await resolveRoute('/impressum/', '', stub(TABLE))).toEqual({ action: 'render', page: { kind: 'CONTENT', gridPageId: 'impressum' }, status: 200 });
    expect(await resolveRoute('/gibt-es-nicht/', '', stub(TABLE))).toEqual({ action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 });
    // A category or content answer without its id cannot be shown.
    expect(await resolveRoute('/x/', '', stub({ '/x/': { kind: 'CATEGORY', httpStatus: 200 } }))).toEqual({ action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 });
  });

  it('answers 404 for uppercase letters or $ without asking the orchestrator', async () => {
    const lookup = stub(TABLE);
    expect(await resolveRoute('/Beratung/', '', lookup)).toEqual({ action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 });
    expect(await resolveRoute('/a$b/', '', lookup)).toEqual({ action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 });
    expect(await resolveRoute('/a%24b/', '', lookup)).toEqual({ action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 });
    expect(lookup.asked).toEqual([]);
  });

  it('answers 503 when the orchestrator cannot answer, or the redirect found so far', async () => {
    expect(await resolveRoute('/down/', '', stub(TABLE))).toEqual({ action: 'render', page: { kind: 'UNAVAILABLE' }, status: 503 });
    const half = stub({ '/eins/': { kind: 'REDIRECT', httpStatus: 301, redirectTo: '/down/' }, '/down/': null });
    expect(await resolveRoute('/eins/', '', half)).toEqual({ action: 'redirect', location: '/down/', status: 301 });
  });
});

describe('routing helpers', () => {
  it('strip trailing slashes for the route, home stays home', () => {
    expect(withoutTrailingSlash('/cat/110/')).toBe('/cat/110');
    expect(withoutTrailingSlash('/beratung//')).toBe('/beratung');
    expect(withoutTrailingSlash('/cat/110')).toBe('/cat/110');
    expect(withoutTrailingSlash('/')).toBe('/');
  });

  it('refuse uppercase and $ only outside /cat/ and /prod/', () => {
    expect(isRefusedPath('/Beratung/')).toBe(true);
    expect(isRefusedPath('/%C3%9Cber/')).toBe(true);
    expect(isRefusedPath('/a$b')).toBe(true);
    expect(isRefusedPath('/%E0%A4%A/')).toBe(true);
    expect(isRefusedPath('/cat/ABC')).toBe(false);
    expect(isRefusedPath('/prod/A$1')).toBe(false);
    expect(isRefusedPath('/beratung/')).toBe(false);
  });

  it('drop Next’s RSC marker from the query', () => {
    expect(pageSearch('?_rsc=abc')).toBe('');
    expect(pageSearch('?x=1&_rsc=abc')).toBe('?x=1');
    expect(pageSearch('?x=1')).toBe('?x=1');
    expect(pageSearch('')).toBe('');
  });

  it('build redirect locations with the query string, refusing targets off the shop', () => {
    expect(redirectLocation('/cat/900/', '?x=1')).toBe('/cat/900/?x=1');
    expect(redirectLocation('/cat/900/?x=1', '?x=1')).toBe('/cat/900/?x=1');
    expect(redirectLocation('/cat/900/', '')).toBe('/cat/900/');
    expect(redirectLocation('https://blog.example/a', '?x=1')).toBe('https://blog.example/a?x=1');
    expect(redirectLocation('//evil.example/', '')).toBeNull();
    expect(redirectLocation('/\\evil.example/', '')).toBeNull();
    expect(redirectLocation('javascript:alert(1)', '')).toBeNull();
    expect(redirectLocation('', '')).toBeNull();
    expect(redirectLocation(null, '')).toBeNull();
  });

  it('read only well-formed resolutions from the page header', () => {
    expect(parsePageHeader('{"kind":"CATEGORY","categoryId":"100"}')).toEqual({ kind: 'CATEGORY', categoryId: '100' });
    expect(parsePageHeader('{"kind":"CONTENT","gridPageId":"impressum"}')).toEqual({ kind: 'CONTENT', gridPageId: 'impressum' });
    expect(parsePageHeader('{"kind":"GONE"}')).toEqual({ kind: 'GONE' });
    expect(parsePageHeader('{"kind":"UNAVAILABLE"}')).toEqual({ kind: 'UNAVAILABLE' });
    expect(parsePageHeader('{"kind":"CATEGORY"}')).toEqual({ kind: 'NOT_FOUND' });
    expect(parsePageHeader('{"kind":"REDIRECT"}')).toEqual({ kind: 'NOT_FOUND' });
    expect(parsePageHeader('nope')).toEqual({ kind: 'NOT_FOUND' });
    expect(parsePageHeader(null)).toEqual({ kind: 'NOT_FOUND' });
  });
});
