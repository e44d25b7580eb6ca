import { deliveryLogos, paymentLogos, socialLinks, type ParameterLookup } from './footer-rules.js';
import { globalParameter } from './parameters.js';

const ids = (logos: Array<{ id: string }>): string[] => logos.map((l) => l.id);
/** The seed with some entries overridden. */
const withOverrides = (values: Record<string, string>): ParameterLookup => (name, entry) => values[`${name}/${entry}`] ?? globalParameter(name, entry);

describe('paymentLogos (spec §9)', () => {
  it('with the seeded flags: e-invoice in de and b2b, Mastercard elsewhere, Twint only in ch, Amazon Pay outside b2b', () => {
    expect(ids(paymentLogos('de', globalParameter))).toEqual(['paypal', 'invoice', 'visa', 'e-invoice', 'amazonpay']);
    expect(ids(paymentLogos('at', globalParameter))).toEqual(['paypal', 'invoice', 'visa', 'mastercard', 'amazonpay']);
    expect(ids(paymentLogos('ch', globalParameter))).toEqual(['paypal', 'invoice', 'visa', 'mastercard', 'amazonpay', 'twint']);
    expect(ids(paymentLogos('b2b', globalParameter))).toEqual(['paypal', 'invoice', 'visa', 'e-invoice']);
  });

  it('shows Mastercard instead of the e-invoice logo when xRechnung is off', () => {
    const off = withOverrides({ 'paymentTypes/xRechnung': 'false' });
    expect(ids(paymentLogos('de', off))).toContain('mastercard');
    expect(ids(paymentLogos('de', off))).not.toContain('e-invoice');
  });

  it('drops Twint when its flag is off and Amazon Pay when it is not activated', () => {
    const off = withOverrides({ 'featureFlags/T134_Twint-Payment': 'false', 'amazonPayV2Activation/activation': 'amazonpay.deactivated' });
    expect(ids(paymentLogos('ch', off))).toEqual(['paypal', 'invoice', 'visa', 'mastercard']);
  });
});

describe('deliveryLogos (spec §9)', () => {
  it('dpd outside ch (carrier flag on), DHL outside at and ch, Swiss Post in ch', () => {
    expect(ids(deliveryLogos('de', globalParameter))).toEqual(['dpd', 'dhl']);
    expect(ids(deliveryLogos('b2b', globalParameter))).toEqual(['dpd', 'dhl']);
    expect(ids(deliveryLogos('at', globalParameter))).toEqual(['dpd']);
    expect(ids(deliveryLogos('ch', globalParameter))).toEqual(['swiss-post']);
  });

  it('gls when the dpd flag is off', () => {
    const off = withOverrides({ 'shippingCarrier/dpd': 'false' });
    expect(ids(deliveryLogos('de', off))).toEqual(['gls', 'dhl']);
    expect(ids(deliveryLogos('at', off))).toEqual(['gls']);
  });
});

describe('socialLinks (spec §9)', () => {
  it('non-b2b: Facebook, Instagram, Pinterest, Youtube, blog; b2b: LinkedIn, Xing', () => {
    for (const shop of ['de', 'at', 'ch'] as const) expect(ids(socialLinks(shop))).toEqual(['facebook', 'instagram', 'pinterest', 'youtube', 'blog']);
    expect(ids(socialLinks('b2b'))).toEqual(['linkedin', 'xing']);
  });
});
