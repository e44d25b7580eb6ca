import { describe, expect, it } from '@jest/globals';
import { configWarnings, parseConfig } from './config';

const SECRET = 's'.repeat(32);

describe('parseConfig: PAYMENT_ORIGINS in production', () => {
  it('must be named by a production server; the stand-in is assumed only outside production and while building', () => {
    for (const value of [undefined, '', '  ']) {
      expect(() => parseConfig({ NODE_ENV: 'production', PAYMENT_ORIGINS: value })).toThrow(/^PAYMENT_ORIGINS must be set in production/);
    }
    expect(parseConfig({ NODE_ENV: 'production', PAYMENT_ORIGINS: 'https://pay.example/x' }).paymentOrigins).toEqual(['https://pay.example']);
    expect(parseConfig({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).paymentOrigins).toEqual(['http://127.0.0.1:4100']);
    expect(parseConfig({ NODE_ENV: 'development' }).paymentOrigins).toEqual(['http://127.0.0.1:4100']);
  });
});

describe('parseConfig: the browser address for the staff sign-in limits', () => {
  it('needs INTERNAL_API_SECRET in the shared form for a trusted proxy hop, and never echoes a bad one', () => {
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '1', INTERNAL_API_SECRET: SECRET })).toMatchObject({ trustedProxyHops: 1, internalApiSecret: SECRET });
    expect(() => parseConfig({ TRUSTED_PROXY_HOPS: '1' })).toThrow(/^TRUSTED_PROXY_HOPS needs INTERNAL_API_SECRET/);
    expect(() => parseConfig({ NODE_ENV: 'production', PAYMENT_ORIGINS: 'https://pay.example', TRUSTED_PROXY_HOPS: '2' })).toThrow(/^TRUSTED_PROXY_HOPS needs INTERNAL_API_SECRET/);
    expect(() => parseConfig({ INTERNAL_API_SECRET: 'short secret' })).toThrow(/^INTERNAL_API_SECRET must be 32-256 printable ASCII characters without spaces$/);
    expect(parseConfig({})).toMatchObject({ trustedProxyHops: 0, internalApiSecret: null });
  });

  it('warns a production storefront that knows no browser address', () => {
    const production = { NODE_ENV: 'production', PAYMENT_ORIGINS: 'https://pay.example' };
    expect(configWarnings(parseConfig(production))).toEqual([expect.stringMatching(/^TRUSTED_PROXY_HOPS=0: the storefront knows no browser address/)]);
    expect(configWarnings(parseConfig({ ...production, INTERNAL_API_SECRET: SECRET }))).toHaveLength(1);
    expect(configWarnings(parseConfig({ ...production, TRUSTED_PROXY_HOPS: '1', INTERNAL_API_SECRET: SECRET }))).toEqual([]);
    expect(configWarnings(parseConfig({}))).toEqual([]);
  });
});
