// Spec catalogue-content §9: which payment and delivery logos and social links a shop's footer
// shows. Pure functions of the shop and the global parameters, so every rule is unit-tested.
import type { ShopId } from '../customers/customer-types.js';
import { PARAMETERS } from './parameters.js';
import type { LogoRecord, SocialLinkRecord } from './types.js';

/** Reads one global parameter entry (globalParameter, or a stub in tests). */
export type ParameterLookup = (name: string, entry: string) => string | null;

const LOGO = {
  paypal: { id: 'paypal', name: 'PayPal' },
  invoice: { id: 'invoice', name: 'Kauf auf Rechnung' },
  visa: { id: 'visa', name: 'Visa' },
  mastercard: { id: 'mastercard', name: 'Mastercard' },
  eInvoice: { id: 'e-invoice', name: 'E-Rechnung (XRechnung)' },
  amazonPay: { id: 'amazonpay', name: 'Amazon Pay' },
  twint: { id: 'twint', name: 'TWINT' },
  dpd: { id: 'dpd', name: 'DPD' },
  gls: { id: 'gls', name: 'GLS' },
  dhl: { id: 'dhl', name: 'DHL' },
  swissPost: { id: 'swiss-post', name: 'Die Schweizerische Post' },
} as const satisfies Record<string, LogoRecord>;

/**
 * Amazon Pay is "available" in the consumer shops: B2B orders are paid on account, so the B2B
 * checkout never offers it (our reading of "when available and activated").
 */
const amazonPayAvailable = (shop: ShopId): boolean => shop !== 'b2b';

export function paymentLogos(shop: ShopId, parameter: ParameterLookup): LogoRecord[] {
  const on = (name: string, entry: string) => parameter(name, entry) === 'true';
  const logos: LogoRecord[] = [LOGO.paypal, LOGO.invoice, LOGO.visa];
  const eInvoice = (shop === 'de' || shop === 'b2b') && on(PARAMETERS.paymentTypes.name, PARAMETERS.paymentTypes.xRechnung);
  logos.push(eInvoice ? LOGO.eInvoice : LOGO.mastercard);
  const amazon = parameter(PARAMETERS.amazonPay.name, PARAMETERS.amazonPay.activation) === PARAMETERS.amazonPay.activated;
  if (amazon && amazonPayAvailable(shop)) logos.push(LOGO.amazonPay);
  if (shop === 'ch' && on(PARAMETERS.featureFlags.name, PARAMETERS.featureFlags.twint)) logos.push(LOGO.twint);
  return logos.map((l) => ({ ...l }));
}

export function deliveryLogos(shop: ShopId, parameter: ParameterLookup): LogoRecord[] {
  const logos: LogoRecord[] = [];
  if (shop !== 'ch') logos.push(parameter(PARAMETERS.shippingCarrier.name, PARAMETERS.shippingCarrier.dpd) === 'true' ? LOGO.dpd : LOGO.gls);
  if (shop !== 'at' && shop !== 'ch') logos.push(LOGO.dhl);
  if (shop === 'ch') logos.push(LOGO.swissPost);
  return logos.map((l) => ({ ...l }));
}

const SOCIAL_B2C: SocialLinkRecord[] = [
  { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/tafel.schulbedarf' },
  { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/tafel.schulbedarf/' },
  { id: 'pinterest', name: 'Pinterest', url: 'https://www.pinterest.de/tafelschulbedarf/' },
  { id: 'youtube', name: 'Youtube', url: 'https://www.youtube.com/@tafel-schulbedarf' },
  { id: 'blog', name: 'Blog', url: 'https://blog.tafel.de/' },
];

const SOCIAL_B2B: SocialLinkRecord[] = [
  { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/tafel-educational/' },
  { id: 'xing', name: 'Xing', url: 'https://www.xing.com/pages/tafel-educational' },
];

export function socialLinks(shop: ShopId): SocialLinkRecord[] {
  return (shop === 'b2b' ? SOCIAL_B2B : SOCIAL_B2C).map((l) => ({ ...l }));
}
