import { describe, expect, it } from '@jest/globals';
import { b2bWallRedirect, catalogueRedirect, safeRedirectPath, SESSION_EXPIRED_TOAST } from './b2b-wall';

describe('B2B login wall (spec §2)', () => {
  const host = 'shop.tafel-educational.de';

  it('sends visitors of the B2B host to the login, remembering where they wanted to go', () => {
    expect(b2bWallRedirect(host, '/cat/100', '?p=2', false)).toBe('/login?redirect=%2Fcat%2F100%3Fp%3D2');
    expect(b2bWallRedirect(host, '/', '', false)).toBe('/login?redirect=%2F');
  });

  it('lets logged-in customers, public pages, assets and other hosts through', () => {
    expect(b2bWallRedirect(host, '/cat/100', '', true)).toBeNull();
    expect(b2bWallRedirect(host, '/login', '', false)).toBeNull();
    expect(b2bWallRedirect(host, '/myaccount/register/', '', false)).toBeNull();
    expect(b2bWallRedirect(host, '/service/newsletter/success', '', false)).toBeNull();
    expect(b2bWallRedirect(host, '/_next/static/x.js', '', false)).toBeNull();
    expect(b2bWallRedirect(host, '/api/login-action/', '', false)).toBeNull();
    expect(b2bWallRedirect('localhost:3000', '/cat/100', '', false)).toBeNull();
    expect(b2bWallRedirect(host, '/loginx', '', false)).toBe('/login?redirect=%2Floginx');
  });

  it('lets the whole public list of spec §2 through, with and without the trailing slash', () => {
    const publicPages = [
      '/login', // login
      '/logout/', // logout
      '/myaccount/register/', // register
      '/myaccount/resetpassword/', // reset password
      '/myaccount/newpassword/', // reset password, its second step
      '/myaccount/returns/', // returns
      '/myaccount/returns/productselection',
      '/service/kontakt/', // contact
      '/impressum/', // imprint
      '/imprint/',
      '/agb/', // conditions
      '/service/newsletter/', // newsletter
      '/service/newsletter/newsletter-abmelden/',
      '/about-betzold/', // about
      '/service/your-advantages/', // advantages
      '/service/product-safety/', // product safety
      '/datenschutz/', // privacy
      '/privacy/',
      '/robots.txt', // not pages
      '/sitemap.xml',
      '/og-default.jpg',
    ];
    for (const path of publicPages) expect({ path, wall: b2bWallRedirect(host, path, '', false) }).toEqual({ path, wall: null });
    for (const path of ['/beratung/', '/service/katalog/', '/service/orderform', '/myaccount/orders/', '/cat/110/', '/schreiben-zeichnen/', '/agbx/']) {
      expect({ path, wall: b2bWallRedirect(host, path, '', false) }).toEqual({ path, wall: `/login?redirect=${encodeURIComponent(path)}` });
    }
  });

  it('tells a customer whose login ran out so at the login (the session-expired warning)', () => {
    expect(b2bWallRedirect(host, '/cat/100', '', false, true)).toBe(`/login?redirect=%2Fcat%2F100&toast=${SESSION_EXPIRED_TOAST}`);
    expect(b2bWallRedirect(host, '/login', '', false, true)).toBeNull();
  });

  it('sends each educational host to the catalogue of its language and everyone else home', () => {
    const english = 'shop.tafel-educational-en.de';
    expect(catalogueRedirect(host, '/service/catalogue', '')).toEqual({ location: '/service/katalog', status: 301 });
    expect(catalogueRedirect(host, '/service/catalogue/', '?a=1')).toEqual({ location: '/service/katalog/?a=1', status: 301 });
    expect(catalogueRedirect(host, '/service/katalog/', '')).toBeNull();
    expect(catalogueRedirect(english, '/service/katalog/', '?a=1')).toEqual({ location: '/service/catalogue/?a=1', status: 301 });
    expect(catalogueRedirect(english, '/service/catalogue', '')).toBeNull();
    for (const other of ['www.tafel.de', 'www.tafel.ch', 'localhost:3000', null]) {
      expect(catalogueRedirect(other, '/service/katalog/', '?a=1')).toEqual({ location: '/', status: 302 });
      expect(catalogueRedirect(other, '/service/catalogue', '')).toEqual({ location: '/', status: 302 });
    }
    expect(catalogueRedirect('www.tafel.de', '/service/katalog-2019/', '')).toBeNull();
    expect(catalogueRedirect('www.tafel.de', '/service/kontakt/', '')).toBeNull();
  });

  it('only redirects after login to paths of this shop', () => {
    expect(safeRedirectPath('/checkout/basket')).toBe('/checkout/basket');
    expect(safeRedirectPath('https://evil.example/')).toBe('/');
    expect(safeRedirectPath('//evil.example/')).toBe('/');
    expect(safeRedirectPath('/\\evil')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });

  it('refuses paths a browser turns into another site (tabs, newlines, control characters)', () => {
    expect(safeRedirectPath('/\t/evil.com')).toBe('/');
    expect(safeRedirectPath('/\n/evil.com')).toBe('/');
    expect(safeRedirectPath('/\r/evil.com')).toBe('/');
    expect(safeRedirectPath('/\u0000/evil.com')).toBe('/');
    expect(safeRedirectPath('/%2F/evil.com')).toBe('/%2F/evil.com');
    expect(safeRedirectPath('/ /evil.com')).toBe('/%20/evil.com');
    expect(safeRedirectPath('/myaccount?tab=1#top')).toBe('/myaccount?tab=1#top');
    expect(safeRedirectPath('/a/../../b')).toBe('/b');
  });
});
