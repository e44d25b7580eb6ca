import { alternateLanguageHost, FALLBACK_ENVIRONMENT_HOSTS, storefrontVariantFromHost } from './shop-variant.js';

describe('storefront variants (spec §1)', () => {
  it.each(['www.tafel.ch', 'tafel.ch', 'staging-ch.tafel.de', 'ch.tafel.de'])('"the Swiss marker" → ch, de-CH: %s', (host) => {
    expect(storefrontVariantFromHost(host)).toMatchObject({ shop: 'ch', language: 'de-CH', isB2b: false });
  });

  it.each(['www.tafel.at', 'staging-at.tafel.de'])('"the Austrian marker" → at, de-AT: %s', (host) => {
    expect(storefrontVariantFromHost(host)).toMatchObject({ shop: 'at', language: 'de-AT', isB2b: false });
  });

  it('"\'educational\' → b2b, de-DE, or en-DE for the English-language host"', () => {
    expect(storefrontVariantFromHost('www.tafel-educational.de')).toMatchObject({ shop: 'b2b', language: 'de-DE', isB2b: true });
    expect(storefrontVariantFromHost('en.tafel-educational.de')).toMatchObject({ shop: 'b2b', language: 'en-DE', isB2b: true });
    expect(storefrontVariantFromHost('staging-educational-en.tafel.de')).toMatchObject({ shop: 'b2b', language: 'en-DE' });
  });

  it('"anything else (including localhost) → de, de-DE"', () => {
    expect(storefrontVariantFromHost('www.tafel.de')).toMatchObject({ shop: 'de', language: 'de-DE', isB2b: false });
    expect(storefrontVariantFromHost('localhost:3000')).toEqual({
      shop: 'de', language: 'de-DE', isB2b: false, host: 'localhost:3000', baseUrl: 'http://localhost:3000',
    });
    // country-like substrings that are not markers
    expect(storefrontVariantFromHost('www.athletics-shop.de').shop).toBe('de');
    expect(storefrontVariantFromHost('chemie.tafel.de').shop).toBe('de');
  });

  it.each([...FALLBACK_ENVIRONMENT_HOSTS])('"Unknown environment hosts … fall back to the German brand": %s', (host) => {
    expect(storefrontVariantFromHost(host)).toMatchObject({ shop: 'de', language: 'de-DE' });
  });

  it('"Setting the host also sets the business flag, true when the host contains \'educational\'"', () => {
    expect(storefrontVariantFromHost('tafel-educational.de').isB2b).toBe(true);
    expect(storefrontVariantFromHost('tafel.de').isB2b).toBe(false);
  });

  it('"The domain state holds host (string), isB2b (boolean) and baseUrl (string)"', () => {
    expect(storefrontVariantFromHost(' WWW.Tafel.AT ')).toEqual({
      shop: 'at', language: 'de-AT', isB2b: false, host: 'www.tafel.at', baseUrl: 'https://www.tafel.at',
    });
  });
});

describe('the B2B language switch "swaps the host and keeps the path" (catalogue spec, header)', () => {
  it.each([
    ['tafel-educational.de', 'tafel-educational-en.de'],
    ['www.tafel-educational.de', 'www.tafel-educational-en.de'],
    ['tafel-educational.localhost:3000', 'tafel-educational-en.localhost:3000'],
    ['staging-educational.tafel.de', 'staging-educational-en.tafel.de'],
  ])('German %s ⇄ English %s', (german, english) => {
    expect(alternateLanguageHost(german)).toBe(english);
    expect(alternateLanguageHost(english)).toBe(german);
    expect(storefrontVariantFromHost(english).language).toBe('en-DE');
    expect(storefrontVariantFromHost(german).language).toBe('de-DE');
  });

  it('an en. label is the English host too; its German host drops the label', () => {
    expect(alternateLanguageHost('en.tafel-educational.de')).toBe('tafel-educational.de');
    expect(alternateLanguageHost('EN.Tafel-Educational.de:8443')).toBe('tafel-educational.de:8443');
  });

  it('no switch outside the educational shop', () => {
    for (const host of ['www.tafel.de', 'localhost:3000', 'tafel.at', 'en.tafel.de']) expect(alternateLanguageHost(host)).toBeNull();
  });
});
