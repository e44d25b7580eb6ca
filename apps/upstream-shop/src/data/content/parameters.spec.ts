import { globalParameter, globalParameterGroup, isParameterOn, overrideGlobalParameter, PARAMETERS } from './parameters.js';

describe('global parameters', () => {
  it('answers the entries other areas read', () => {
    expect(globalParameter('shippingCarrier', 'dpd')).toBe('true');
    expect(globalParameter('amazonPayV2Activation', 'activation')).toBe('amazonpay.activated');
    expect(globalParameter('paymentTypes', 'xRechnung')).toBe('true');
    expect(globalParameter('featureFlags', 'T134_Twint-Payment')).toBe('true');
    expect(globalParameter('featureFlags', 'T164-DHL-Retest')).toBe('true');
    expect(globalParameter(PARAMETERS.lightningDeal.name, PARAMETERS.lightningDeal.entry)).toBe('on');
    expect(isParameterOn(PARAMETERS.returnSwitch.name, PARAMETERS.returnSwitch.returns)).toBe(true);
  });

  it('answers null for an unknown name or entry, case-sensitively', () => {
    expect(globalParameter('nope', 'dpd')).toBeNull();
    expect(globalParameter('shippingCarrier', 'gls')).toBeNull();
    expect(globalParameter('ShippingCarrier', 'dpd')).toBeNull();
    expect(isParameterOn('nope', 'x')).toBe(false);
  });

  it('groups entries by name', () => {
    expect(globalParameterGroup('featureFlags')?.entries.map((e) => e.entry)).toEqual(['T164-DHL-Retest', 'T134_Twint-Payment', 'selenium-datalayer']);
    expect(globalParameterGroup('unknown')).toBeUndefined();
  });

  it('answers texts per shop and language, switches the same everywhere', () => {
    const b2bDe = { shop: 'b2b', language: 'de' } as const;
    const b2bEn = { shop: 'b2b', language: 'en' } as const;
    expect(globalParameter('newsletterTeasers', 'headline')).toBe('Newsletter abonnieren und 5 € sparen');
    expect(globalParameter('newsletterTeasers', 'headline', { shop: 'at', language: 'de' })).toBe('Newsletter abonnieren und 5 € sparen');
    expect(globalParameter('newsletterTeasers', 'headline', b2bDe)).toBe('Newsletter für Schulen und Kitas');
    expect(globalParameter('newsletterTeasers', 'headline', b2bEn)).toBe('Newsletter for schools and nurseries');
    expect(globalParameter('infolayer', 'headline', b2bEn)).toBe('Free delivery from €49');
    expect(globalParameter('infolayer', 'headline', b2bDe)).toBe('Versandkostenfrei ab 49 €');
    for (const scope of [undefined, b2bDe, b2bEn]) expect(globalParameter('newsletterTeasers', 'footer', scope)).toBe('true');
    expect(globalParameterGroup('newsletterTeasers', b2bEn)?.entries.map((e) => e.entry)).toEqual(['footer', 'checkoutSummary', 'headline', 'text']);
  });

  it('lets a fault-API override win over a shop text', () => {
    overrideGlobalParameter('newsletterTeasers', 'footer', 'false');
    try {
      expect(globalParameter('newsletterTeasers', 'footer', { shop: 'b2b', language: 'en' })).toBe('false');
      expect(globalParameterGroup('newsletterTeasers', { shop: 'b2b', language: 'en' })?.entries).toContainEqual({ entry: 'headline', parameterValue: 'Newsletter for schools and nurseries' });
    } finally {
      overrideGlobalParameter('newsletterTeasers', 'footer', null);
    }
  });
});
