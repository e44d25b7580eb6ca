import { describe, expect, it } from '@jest/globals';
import { parseConfig } from './config';
import { HSTS_VALUE, createNonce, isCrossOriginServerAction, isServerActionRequest, pageCsp, securityHeaders } from './security-headers';

const directives = (csp: string): Map<string, string[]> =>
  new Map(csp.split(';').map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    return [name!, sources];
  }));

const options = { nonce: 'bm9uY2U=', paymentOrigins: ['https://pay.example'], development: false };

describe('page CSP', () => {
  it('runs only scripts with the nonce and what they load, never inline ones', () => {
    const csp = directives(pageCsp(options));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(pageCsp(options)).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('refuses framing, plugins and foreign base URLs; forms go to the shop and the payment providers', () => {
    const csp = directives(pageCsp(options));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.example']);
    expect(csp.get('img-src')).toContain('https://pay.example');
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it("allows eval only under next dev", () => {
    expect(directives(pageCsp(options)).get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives(pageCsp({ ...options, development: true })).get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('securityHeaders', () => {
  const base = { pathname: '/', nonce: 'bm9uY2U=', paymentOrigins: [], development: false };

  it('sends HSTS only with the production configuration', () => {
    const production = parseConfig({ NODE_ENV: 'production', PAYMENT_ORIGINS: 'https://pay.example' });
    const development = parseConfig({ NODE_ENV: 'development' });
    expect(securityHeaders({ ...base, production: production.production })['Strict-Transport-Security']).toBe(HSTS_VALUE);
    expect(securityHeaders({ ...base, production: development.production })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ ...base, production: parseConfig({}).production })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('sends the static headers everywhere', () => {
    expect(securityHeaders({ ...base, production: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it("gives bull-board a policy its nonce-less script files run under, still unframeable", () => {
    const csp = securityHeaders({ ...base, pathname: '/support/queues/api/queues', production: false })['Content-Security-Policy']!;
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
    expect(directives(csp).get('frame-ancestors')).toEqual(["'none'"]);
    expect(securityHeaders({ ...base, pathname: '/support/submissions', production: false })['Content-Security-Policy']).toContain("'strict-dynamic'");
  });
});

describe('createNonce', () => {
  it('is fresh per call and in the form Next reads from the CSP', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('isServerActionRequest', () => {
  const h = (values: Record<string, string>) => new Headers(values);
  it('recognises a server action posted by the page or by a form without JavaScript', () => {
    expect(isServerActionRequest('POST', '/myaccount/password', h({ 'next-action': 'abc' }))).toBe(true);
    expect(isServerActionRequest('POST', '/myaccount/password', h({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true);
  });
  it('is false for page views, API routes and the payment return', () => {
    expect(isServerActionRequest('GET', '/myaccount/password', h({ 'next-action': 'abc' }))).toBe(false);
    expect(isServerActionRequest('POST', '/myaccount/password', h({ 'content-type': 'application/json' }))).toBe(false);
    expect(isServerActionRequest('POST', '/api/login-action/', h({ 'content-type': 'multipart/form-data' }))).toBe(false);
    expect(isServerActionRequest('POST', '/computop/success', h({ 'content-type': 'multipart/form-data' }))).toBe(false);
  });
});

describe('isCrossOriginServerAction', () => {
  const headers = (entries: Record<string, string>): Headers => new Headers({ host: 'shop.example:3000', ...entries });
  const action = { 'next-action': '7f00aa' };

  it('refuses an action posted from another origin, or from an opaque one', () => {
    expect(isCrossOriginServerAction('POST', '/prod/1', headers({ ...action, origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossOriginServerAction('POST', '/prod/1', headers({ ...action, origin: 'null' }))).toBe(true);
    expect(isCrossOriginServerAction('POST', '/prod/1', headers({ ...action, origin: 'not a url' }))).toBe(true);
    expect(isCrossOriginServerAction('POST', '/cat/1', headers({ 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' }))).toBe(true);
  });

  it('lets same-origin actions through, by Host or the forwarded host', () => {
    expect(isCrossOriginServerAction('POST', '/prod/1', headers({ ...action, origin: 'http://shop.example:3000' }))).toBe(false);
    expect(
      isCrossOriginServerAction('POST', '/prod/1', headers({ ...action, origin: 'https://www.shop.example', 'x-forwarded-host': 'www.shop.example, proxy' })),
    ).toBe(false);
    expect(isCrossOriginServerAction('POST', '/prod/1', headers(action))).toBe(false);
  });

  it("leaves the route handlers alone: a provider's post-back, API calls, GETs", () => {
    const evil = { origin: 'https://pay.example' };
    expect(isCrossOriginServerAction('POST', '/computop/success', headers({ ...evil, 'content-type': 'application/x-www-form-urlencoded' }))).toBe(false);
    expect(isCrossOriginServerAction('POST', '/computop/success', headers({ ...evil, 'content-type': 'multipart/form-data; boundary=x' }))).toBe(false);
    expect(isCrossOriginServerAction('POST', '/api/shop/', headers({ ...evil, 'content-type': 'application/json' }))).toBe(false);
    expect(isCrossOriginServerAction('GET', '/prod/1', headers({ ...action, ...evil }))).toBe(false);
  });
});

describe('PAYMENT_ORIGINS', () => {
  it('defaults to the stand-in and is reduced to origins', () => {
    expect(parseConfig({}).paymentOrigins).toEqual(['http://127.0.0.1:4100']);
    expect(parseConfig({ PAYMENT_ORIGINS: 'https://www.paypal.com/x, https://pay.example:8443' }).paymentOrigins).toEqual([
      'https://www.paypal.com',
      'https://pay.example:8443',
    ]);
    expect(parseConfig({ PAYMENT_ORIGINS: ' ' }).paymentOrigins).toEqual([]);
  });

  it('refuses what is not an http(s) origin', () => {
    expect(() => parseConfig({ PAYMENT_ORIGINS: 'javascript:alert(1)' })).toThrow(/PAYMENT_ORIGINS/);
    expect(() => parseConfig({ PAYMENT_ORIGINS: 'paypal' })).toThrow(/PAYMENT_ORIGINS/);
  });
});
