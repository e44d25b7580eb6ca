import type { ProductTile } from '@tafel/graphql-schema/orchestrator-resolvers';
import { AppError } from '../common/app-error.js';
import { parsePageId, parsePageUrl } from './content-args.js';
import { notFoundResolution, redirectTarget, toPageResolution, type UpstreamPageDetails } from './page.mapper.js';
import type { TeaserContext } from './teaser.mapper.js';

const context: TeaserContext = {
  site: 'de-de',
  upstreamUrl: 'http://127.0.0.1:4100',
  abTests: [],
  lightning: { on: true, now: 0 },
  productTile: (tile) => ({ id: tile.id }) as ProductTile,
};

const details = (fields: Partial<UpstreamPageDetails>): UpstreamPageDetails => ({
  pageType: 'content',
  httpStatus: 200,
  redirectUrl: null,
  title: 'Titel',
  description: 'Beschreibung',
  robots: 'index,follow',
  canonicalUrl: 'https://www.tafel.de/beratung/',
  hreflang: [{ lang: 'de-AT', url: 'https://www.tafel.at/beratung/' }],
  breadcrumbs: [{ displayName: 'Beratung', url: '/beratung/' }],
  categoryId: null,
  productId: null,
  gridPageId: 'beratung',
  activeAbTests: [],
  leftNavigation: { hidden: true },
  rows: [],
  ...fields,
});

const refused: string[] = [];
const check = { refused: (target: string) => refused.push(target) };
const resolve = (fields: Partial<UpstreamPageDetails>, url = '/x/') => toPageResolution(details(fields), url, context, check);

describe('toPageResolution', () => {
  beforeEach(() => {
    refused.length = 0;
  });

  it('maps a content page with its SEO data', () => {
    expect(resolve({})).toMatchObject({
      kind: 'CONTENT',
      httpStatus: 200,
      redirectTo: null,
      gridPageId: 'beratung',
      leftNavigationHidden: true,
      seo: {
        title: 'Titel',
        robots: 'index,follow',
        canonicalUrl: 'https://www.tafel.de/beratung/',
        alternates: [{ hreflang: 'de-AT', url: 'https://www.tafel.at/beratung/' }],
        breadcrumbs: [{ name: 'Beratung', url: '/beratung/' }],
      },
    });
  });

  it('keeps only breadcrumbs that link to a shop path or an http(s) URL', () => {
    const breadcrumbs = [
      { displayName: 'Start', url: 'https://www.tafel.de/' },
      { displayName: 'Böse', url: 'javascript:alert(1)' },
      { displayName: 'Fremd', url: '//evil.example/' },
      { displayName: 'Beratung', url: '/beratung/' },
    ];
    expect(resolve({ breadcrumbs }).seo.breadcrumbs).toEqual([
      { name: 'Start', url: '/' },
      { name: 'Beratung', url: '/beratung/' },
    ]);
  });

  it('keeps the ids of the kind only', () => {
    expect(resolve({ pageType: 'category', categoryId: '100', gridPageId: 'x', productId: 'y' })).toMatchObject({ kind: 'CATEGORY', categoryId: '100', gridPageId: null, productId: null });
    expect(resolve({ pageType: 'product', productId: '10401', categoryId: '1' })).toMatchObject({ kind: 'PRODUCT', productId: '10401', categoryId: null, seo: { canonicalUrl: null } });
  });

  it('redirects to a shop path with the query string of the request', () => {
    expect(resolve({ pageType: 'redirect', httpStatus: 301, redirectUrl: '/cat/900/' }, '/angebote/?a=1')).toMatchObject({ kind: 'REDIRECT', httpStatus: 301, redirectTo: '/cat/900/?a=1' });
    // The upstream kept it already: not added twice.
    expect(resolve({ pageType: 'redirect', httpStatus: 302, redirectUrl: '/campaigns/?a=1' }, '/aktion/?a=1')).toMatchObject({ httpStatus: 302, redirectTo: '/campaigns/?a=1' });
    // An absolute URL of the shop's own host is its path.
    expect(resolve({ pageType: 'redirect', httpStatus: 301, redirectUrl: 'https://www.tafel.de/cat/100/' })).toMatchObject({ redirectTo: '/cat/100/' });
    expect(refused).toEqual([]);
  });

  it('never redirects off the shop: a target that is no shop path answers 404 and is reported', () => {
    for (const target of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)', '/\\evil.example', 'https://www.tafel.at/cat/100/', 'cat/100/']) {
      expect(resolve({ pageType: 'redirect', httpStatus: 301, redirectUrl: target })).toEqual(notFoundResolution());
    }
    expect(resolve({ pageType: 'redirect', httpStatus: 301, redirectUrl: null })).toEqual(notFoundResolution());
    expect(refused).toHaveLength(7);
  });

  it('answers gone and not found noindex without canonical URL or alternates', () => {
    const gone = resolve({ pageType: 'gone', httpStatus: 410 });
    expect(gone).toMatchObject({ kind: 'GONE', httpStatus: 410, seo: { robots: 'noindex,follow', canonicalUrl: null, alternates: [] } });
    expect(resolve({ pageType: 'notFound', httpStatus: 404 })).toEqual(notFoundResolution());
  });

  it('drops canonical and alternate URLs that are not absolute http(s) URLs and robots values it does not know', () => {
    const page = resolve({ canonicalUrl: 'javascript:alert(1)', hreflang: [{ lang: 'de-AT', url: '/relative' }, { lang: '"><x', url: 'https://www.tafel.at/' }], robots: 'all' });
    expect(page.seo).toMatchObject({ canonicalUrl: null, alternates: [], robots: 'noindex,follow' });
  });

  it('lists no alternates for app routes and in the B2B shop', () => {
    expect(resolve({ pageType: 'app' }).seo.alternates).toEqual([]);
    expect(toPageResolution(details({}), '/x/', { ...context, site: 'edu-de' }, check).seo.alternates).toEqual([]);
    expect(resolve({}).seo.alternates).toHaveLength(1);
  });

  it('maps rows for content pages only', () => {
    const rows = [{ y: 0, cells: [] }];
    expect(resolve({ rows }).rows).toEqual([{ y: 0, cells: [] }]);
    expect(resolve({ pageType: 'home', rows }).rows).toEqual([]);
  });
});

describe('redirectTarget', () => {
  it('keeps the request query only when the target has none', () => {
    expect(redirectTarget('/a/', '/b/?x=1&y=2', context)).toBe('/a/?x=1&y=2');
    expect(redirectTarget('/a/?z=1', '/b/?x=1', context)).toBe('/a/?z=1');
    expect(redirectTarget('/a/', '/b/', context)).toBe('/a/');
    expect(redirectTarget('/a/', '/b/?', context)).toBe('/a/');
  });

  it('keeps the query as the browser sent it where the upstream re-encoded it into its target', () => {
    // The stand-in (and URLSearchParams) write %20 as '+', '~' as %7E and a bare flag as 'flag='.
    expect(redirectTarget('/a/?q=a+b&flag=&t=%7E', '/b/?q=a%20b&flag&t=~', context)).toBe('/a/?q=a%20b&flag&t=~');
    expect(redirectTarget('/a/?sig=abc%2Fdef', '/b/?sig=abc%2Fdef', context)).toBe('/a/?sig=abc%2Fdef');
  });

  it('puts the query before a fragment of the target, never a second "?"', () => {
    expect(redirectTarget('/a/#teil', '/b/?x=1', context)).toBe('/a/?x=1#teil');
    expect(redirectTarget('/a/?z=1#teil', '/b/?x=1', context)).toBe('/a/?z=1#teil');
    expect(redirectTarget('/a/', '/b/?x=1?y=2', context)).toBe('/a/?x=1?y=2');
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash the browser reads as a slash', '/\\evil.example/'],
    ['a dot segment before two slashes', '/.//evil.example/'],
    ['an encoded dot segment before two slashes', '/%2e//evil.example/'],
    ['the own host with a path of two slashes', 'https://www.tafel.de//evil.example/'],
    ['another shop of the group', 'https://www.tafel.ch/impressum/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'impressum/'],
  ])('refuses a target that is no path of this shop: %s', (_label, target) => {
    expect(redirectTarget(target, '/b/?x=1', context)).toBeNull();
  });

  it('makes an absolute URL of the own shop its path and keeps encoded slashes as they are', () => {
    expect(redirectTarget('https://www.tafel.de/impressum/', '/b/', context)).toBe('/impressum/');
    expect(redirectTarget('/%2F%2Fevil.example/', '/b/', context)).toBe('/%2F%2Fevil.example/');
  });
});

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a refusal');
};

describe('parsePageUrl', () => {
  it('accepts shop paths with a query string up to 2048 characters', () => {
    expect(parsePageUrl('/')).toBe('/');
    expect(parsePageUrl('/search?q=ordner&p=2')).toBe('/search?q=ordner&p=2');
    expect(parsePageUrl(`/${'a'.repeat(2047)}`)).toHaveLength(2048);
  });

  it.each(['', 'a', '//x', 'https://www.tafel.de/', '/a b', '/a\tb', '/a\u200bb', '/a\\b', '/a#b', `/${'a'.repeat(2048)}`])('refuses %p as BAD_USER_INPUT', (url) => {
    expect(refusal(() => parsePageUrl(url)).code).toBe('BAD_USER_INPUT');
  });

  it('quotes a long url only as an excerpt', () => {
    expect(refusal(() => parsePageUrl(`x${'a'.repeat(5000)}`)).message.length).toBeLessThan(200);
  });
});

describe('parsePageId', () => {
  it('accepts 1 to 100 characters of a-z, 0-9 and -', () => {
    expect(parsePageId('footer-vue')).toBe('footer-vue');
    expect(parsePageId('a'.repeat(100))).toHaveLength(100);
  });

  it.each(['', 'Home', 'a_b', 'a/b', 'a'.repeat(101), 7])('refuses %p as BAD_USER_INPUT', (id) => {
    expect(refusal(() => parsePageId(id)).code).toBe('BAD_USER_INPUT');
  });
});
