import { describe, expect, it } from '@jest/globals';
import { accountWallRedirect, headerLoginHref, isProtectedAccountPath, securityLogoutRedirect } from './account-wall';
import { SESSION_EXPIRED_TOAST } from './b2b-wall';

describe('isProtectedAccountPath (spec §2)', () => {
  it.each([
    ['/myaccount', true],
    ['/myaccount/', true],
    ['/myaccount/orders', true],
    ['/myaccount/orders/orderdetail', true],
    ['/myaccount/addresses/billing', true],
    ['/myaccount/contact-details', true],
    ['/myaccount/wishlist', true],
    ['/myaccount/register', false],
    ['/myaccount/resetpassword', false],
    ['/myaccount/newpassword', false],
    ['/myaccount/returns', false],
    ['/myaccount/returns/productselection', false],
    ['/myaccountx', false],
    ['/myaccount/registerx', true],
    ['/login', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isProtectedAccountPath(path)).toBe(expected);
  });
});

describe('accountWallRedirect', () => {
  it('sends a visitor to the login and back to the page with its query', () => {
    expect(accountWallRedirect('/myaccount/orders', '?p=2&filter=2025', false)).toBe('/login?redirect=%2Fmyaccount%2Forders%3Fp%3D2%26filter%3D2025');
  });
  it('lets a logged-in customer and open pages through', () => {
    expect(accountWallRedirect('/myaccount/orders', '', true)).toBeNull();
    expect(accountWallRedirect('/myaccount/register', '', false)).toBeNull();
  });
  it('passes the session-expired warning to the login when the session ran out', () => {
    expect(accountWallRedirect('/myaccount', '', false, true)).toBe(`/login?redirect=%2Fmyaccount&toast=${SESSION_EXPIRED_TOAST}`);
    expect(accountWallRedirect('/myaccount', '', true, true)).toBeNull();
  });
});

describe('securityLogoutRedirect (spec §4 security logout)', () => {
  it('sends the next page through /logout with the warning', () => {
    expect(securityLogoutRedirect('/cat/110', true)).toBe('/logout?reason=security');
    expect(securityLogoutRedirect('/', true)).toBe('/logout?reason=security');
  });
  it('does nothing without the flag, on /logout itself and for non-pages', () => {
    expect(securityLogoutRedirect('/cat/110', false)).toBeNull();
    expect(securityLogoutRedirect('/logout', true)).toBeNull();
    expect(securityLogoutRedirect('/api/logout-action/', true)).toBeNull();
    expect(securityLogoutRedirect('/_next/static/x.js', true)).toBeNull();
  });
});

describe('headerLoginHref (the header login comes back to the page)', () => {
  it('names the current page as the way back', () => {
    expect(headerLoginHref('/cat/100')).toBe('/login?redirect=%2Fcat%2F100');
    expect(headerLoginHref('/checkout/basket/')).toBe('/login?redirect=%2Fcheckout%2Fbasket');
  });
  it('is the plain login on home, the login, logout and visitor pages', () => {
    for (const path of ['/', '', '/login', '/logout', '/myaccount/register', '/myaccount/resetpassword', '/myaccount/newpassword/x']) expect(headerLoginHref(path)).toBe('/login');
  });
});
