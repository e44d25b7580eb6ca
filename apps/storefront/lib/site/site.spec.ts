import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE, localeFromHost, originFrom, SITE_CODES, siteCodeFor, siteFromHost } from './site';

describe('siteCodeFor', () => {
  it.each([
    [{ shop: 'de', language: 'de-DE' }, 'de-de'],
    [{ shop: 'at', language: 'de-AT' }, 'at-de'],
    [{ shop: 'ch', language: 'de-CH' }, 'ch-de'],
    [{ shop: 'b2b', language: 'de-DE' }, 'edu-de'],
    [{ shop: 'b2b', language: 'en-DE' }, 'edu-en'],
  ] as const)('%o → %s', (variant, code) => {
    expect(siteCodeFor(variant)).toBe(code);
  });
});

describe('siteFromHost', () => {
  it.each([
    ['localhost:3000', 'de-de'],
    ['127.0.0.1:3000', 'de-de'],
    ['www.tafel.de', 'de-de'],
    ['www.tafel.at', 'at-de'],
    ['WWW.TAFEL.CH', 'ch-de'],
    ['www.tafel-educational.de', 'edu-de'],
    ['en.tafel-educational.de:443', 'edu-en'],
    ['[::1]:3000', 'de-de'],
  ])('%s → %s', (host, code) => {
    expect(siteFromHost(host)).toBe(code);
  });

  it.each([null, undefined, '', '   ', 'evil.ch/path', 'a b.ch', 'tafel.ch:abc', `${'x'.repeat(300)}.ch`, 'tafel.ch\r\nX-Other: 1'])(
    'unreadable host no. %# is the German shop',
    (host) => {
      expect(siteFromHost(host)).toBe(DEFAULT_SITE);
    },
  );

  it('answers only codes the orchestrator knows', () => {
    for (const host of ['tafel.de', 'tafel.at', 'tafel.ch', 'tafel-educational.de', 'en.tafel-educational.de']) {
      expect(SITE_CODES).toContain(siteFromHost(host));
    }
  });
});

describe('localeFromHost', () => {
  it.each([
    ['localhost:3000', 'de-DE'],
    ['www.tafel.at', 'de-AT'],
    ['www.tafel.ch', 'de-CH'],
    ['tafel-educational.localhost:3000', 'de-DE'],
    ['en.tafel-educational.de', 'en-DE'],
    ['tafel-educational-en.localhost:3000', 'en-DE'],
    ['en.tafel.de', 'de-DE'],
    ['evil.ch/path', 'de-DE'],
    [null, 'de-DE'],
  ])('%s → %s', (host, locale) => {
    expect(localeFromHost(host)).toBe(locale);
  });
});

describe('originFrom (canonical links)', () => {
  it('takes the host and the scheme the browser used', () => {
    expect(originFrom('www.tafel.de', 'https')).toBe('https://www.tafel.de');
    expect(originFrom('localhost:3000', 'http')).toBe('http://localhost:3000');
    expect(originFrom('WWW.Tafel.AT', 'https, http')).toBe('https://www.tafel.at');
    expect(originFrom('www.tafel.de', null)).toBe('https://www.tafel.de');
  });

  it('has none for a host that is not a plain host name', () => {
    expect(originFrom('evil.ch/path', 'https')).toBeNull();
    expect(originFrom(undefined, 'https')).toBeNull();
    expect(originFrom('tafel.ch\r\nX-Other: 1', 'https')).toBeNull();
  });
});
