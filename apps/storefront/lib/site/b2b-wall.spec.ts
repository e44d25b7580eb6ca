import { describe, expect, it } from '@jest/globals';
import { b2bWall, catalogueRedirect, isWallRedirectPath, safeRedirectPath, wallReasonOf } from './b2b-wall';

describe('B2B login wall (spec §2)', () => {
  const host = 'shop.tafel-educational.de';

  it('stops visitors of the B2B host on every page off the public list', () => {
    expect(b2bWall(host, '/cat/100', false)).toBe('login');
    expect(b2bWall(host, '/', false)).toBe('login');
  });

  it('lets logged-in customers, public pages, assets and other hosts through', () => {
    expect(b2bWall(host, '/cat/100', true)).toBeNull();
    expect(b2bWall(host, '/login', false)).toBeNull();
    expect(b2bWall(host, '/myaccount/register/', false)).toBeNull();
    expect(b2bWall(host, '/service/newsletter/success', false)).toBeNull();
    expect(b2bWall(host, '/_next/static/x.js', false)).toBeNull();
    expect(b2bWall(host, '/api/login-action/', false)).toBeNull();
    expect(b2bWall('localhost:3000', '/cat/100', false)).toBeNull();
    expect(b2bWall(host, '/loginx', false)).toBe('login');
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
      '/terms/', // conditions of the English host
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
    for (const path of publicPages) expect({ path, wall: b2bWall(host, path, false) }).toEqual({ path, wall: null });
    for (const path of ['/beratung/', '/service/katalog/', '/service/orderform', '/myaccount/orders/', '/cat/110/', '/schreiben-zeichnen/', '/agbx/', '/termsx']) {
      expect({ path, wall: b2bWall(host, path, false) }).toEqual({ path, wall: 'login' });
    }
  });

  it('tells a customer whose login ran out so (the session-expired warning), only where the wall stops', () => {
    expect(b2bWall(host, '/cat/100', false, true)).toBe('expired');
    expect(b2bWall(host, '/login', false, true)).toBeNull();
    expect(b2bWall(host, '/cat/100', true, true)).toBeNull();
    expect(b2bWall('www.tafel.de', '/cat/100', false, true)).toBeNull();
  });

  it('sends only route handlers behind the wall to the login (pages show the flyout)', () => {
    expect(isWallRedirectPath('/computop/success')).toBe(true);
    expect(isWallRedirectPath('/cat/100')).toBe(false);
    expect(isWallRedirectPath('/computopx')).toBe(false);
  });

  it('reads only the two reasons from the wall header', () => {
    expect(wallReasonOf('login')).toBe('login');
    expect(wallReasonOf('expired')).toBe('expired');
    for (const other of [null, undefined, '', 'EXPIRED', 'login ']) expect(wallReasonOf(other)).toBeNull();
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
