import { describe, expect, it } from '@jest/globals';
import { b2bWallRedirect, safeRedirectPath } from './b2b-wall';

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
