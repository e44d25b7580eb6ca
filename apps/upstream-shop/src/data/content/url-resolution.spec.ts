import { Catalogue } from '../catalogue.js';
import { buildCategories } from '../categories.js';
import { buildSeed } from '../seed.js';
import { ContentStore } from './content-store.js';
import { globalParameter } from './parameters.js';
import { parseShopUrl, redirectTarget, resolvePath, type ParsedShopUrl, type Resolution } from './url-resolution.js';

const catalogue = new Catalogue(buildSeed());
const content = new ContentStore();

function parsed(url: string): ParsedShopUrl {
  const result = parseShopUrl(url);
  if ('error' in result) throw new Error(result.error);
  return result;
}

const resolve = (url: string, shop: 'de' | 'at' | 'ch' | 'b2b' = 'de', store = content): Resolution => resolvePath(parsed(url), shop, store, catalogue);
const kind = (url: string, shop: 'de' | 'at' | 'ch' | 'b2b' = 'de'): string => resolve(url, shop).kind;

describe('parseShopUrl', () => {
  it('accepts paths and absolute http(s) URLs, keeping path, query and hash', () => {
    expect(parsed('/cat/100/?p=2#x')).toMatchObject({ path: '/cat/100/', hash: '#x' });
    expect(parsed('https://www.tafel.de/beratung/?q=a').path).toBe('/beratung/');
    expect(parsed('HTTP://example.org/x').path).toBe('/x');
    expect(parsed('/suche%20x').path).toBe('/suche x');
  });

  it.each([
    ['', /empty/],
    ['beratung/', /starting with "\/"/],
    ['//evil.example/x', /starting with "\/"/],
    ['ftp://x/y', /starting with "\/"/],
    ['/a b', /whitespace/],
    ['/a\u0000', /control/],
    [`/${'a'.repeat(2048)}`, /at most 2048/],
  ])('refuses %j', (url, message) => {
    const result = parseShopUrl(url);
    expect('error' in result && result.error).toMatch(message);
  });

  it('accepts exactly 2048 characters', () => {
    expect('error' in parseShopUrl(`/${'a'.repeat(2047)}`)).toBe(false);
  });

  it('marks a malformed percent-encoding as a path that cannot exist', () => {
    expect(parsed('/%E0%A4%A').path).toBeNull();
    expect(kind('/%E0%A4%A')).toBe('notFound');
  });
});

describe('resolvePath', () => {
  it('answers the home page for /', () => {
    expect(resolve('/')).toMatchObject({ kind: 'home', page: { pageId: 'home' } });
  });

  it('resolves /cat/{id} and /prod/{id} against the catalogue', () => {
    expect(resolve('/cat/100/')).toEqual({ kind: 'category', categoryId: '100' });
    expect(resolve('/cat/1101')).toEqual({ kind: 'category', categoryId: '1101' });
    expect(resolve('/prod/10401')).toEqual({ kind: 'product', productId: '10401' });
    expect(resolve('/prod/10401/?varid=10401-02')).toEqual({ kind: 'product', productId: '10401' });
    for (const url of ['/cat/999/', '/cat/', '/prod/99999', '/prod/', '/cat/100/extra/']) expect(kind(url)).toBe('notFound');
  });

  it('gives 404 for uppercase letters or $ outside /cat/ and /prod/', () => {
    expect(kind('/Beratung/')).toBe('notFound');
    expect(kind('/beratung$/')).toBe('notFound');
    expect(kind('/beratung%24/')).toBe('notFound');
    expect(kind('/Angebote/')).toBe('notFound');
    expect(kind('/Login')).toBe('notFound');
    // Uppercase in the query does not matter.
    expect(kind('/beratung/?utm=ABC')).toBe('content');
  });

  it('answers redirects (301 and a temporary 302) and gone pages', () => {
    expect(resolve('/angebote/')).toEqual({ kind: 'redirect', to: '/cat/900/', status: 301 });
    expect(resolve('/angebote')).toEqual({ kind: 'redirect', to: '/cat/900/', status: 301 });
    expect(resolve('/aktion/')).toEqual({ kind: 'redirect', to: '/campaigns/', status: 302 });
    expect(kind('/service/katalog-2019/')).toBe('gone');
    expect(kind('/service/katalog-2019')).toBe('gone');
  });

  it('finds content pages with or without the trailing slash, per shop', () => {
    expect(resolve('/beratung/')).toMatchObject({ kind: 'content', page: { pageId: 'beratung' } });
    expect(resolve('/beratung')).toMatchObject({ kind: 'content', page: { pageId: 'beratung' } });
    expect(kind('/service/spielwarensicherheit/', 'de')).toBe('content');
    expect(kind('/service/spielwarensicherheit/', 'b2b')).toBe('notFound');
    expect(kind('/service/product-safety/', 'b2b')).toBe('content');
    expect(kind('/service/product-safety/', 'ch')).toBe('notFound');
    expect(kind('/about-betzold/', 'b2b')).toBe('content');
    expect(kind('/about-betzold/', 'de')).toBe('notFound');
  });

  it('answers category slugs as category pages', () => {
    expect(resolve('/schreiben-zeichnen/')).toEqual({ kind: 'category', categoryId: '100' });
    expect(resolve('/schreiben-zeichnen/bleistifte-buntstifte')).toEqual({ kind: 'category', categoryId: '110' });
    expect(kind('/schreiben-zeichnen/gibt-es-nicht/')).toBe('notFound');
  });

  it('answers known app routes as app (search as search) and anything else 404', () => {
    for (const url of ['/login', '/logout/', '/checkout/basket', '/checkout/shipping', '/myaccount', '/myaccount/orders/orderdetail?orderId=1', '/service/newsletter', '/service/newsletter/success']) {
      expect(kind(url)).toBe('app');
    }
    expect(kind('/search?q=stifte')).toBe('search');
    expect(kind('/checkout/unknown')).toBe('notFound');
    expect(kind('/irgendwas/')).toBe('notFound');
  });

  it('answers /rating only with its enc data', () => {
    expect(kind('/rating?enc=abc')).toBe('app');
    expect(kind('/rating')).toBe('notFound');
    expect(kind('/rating?enc=')).toBe('notFound');
  });

  it('answers return pages only while the return switch is "true"', () => {
    expect(kind('/myaccount/returns')).toBe('app');
    expect(kind('/myaccount/returns/productselection?order=1')).toBe('app');
    const off = new ContentStore(buildCategories(), (name, entry) => (name === 'returnSwitch' ? 'false' : globalParameter(name, entry)));
    expect(resolve('/myaccount/returns', 'de', off).kind).toBe('notFound');
    expect(resolve('/myaccount/returns/confirm', 'de', off).kind).toBe('notFound');
    expect(resolve('/myaccount/orders', 'de', off).kind).toBe('app');
  });
});

describe('redirectTarget', () => {
  it('keeps the query string unless the target has its own', () => {
    expect(redirectTarget('/cat/900/', new URLSearchParams('p=2'))).toBe('/cat/900/?p=2');
    expect(redirectTarget('/cat/900/', new URLSearchParams())).toBe('/cat/900/');
    expect(redirectTarget('/search?q=x', new URLSearchParams('p=2'))).toBe('/search?q=x');
  });
});
