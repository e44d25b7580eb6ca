// The payment ids and the prepaid rule of spec §3 come from libs/domain, like everywhere else.
import { isPrepaid, PAYMENT_IDS, type PaymentId } from '@tafel/domain';
import type { ShopId } from '../customers/customer-types.js';
import type { CheckoutParameters } from './checkout-parameters.js';

export { isPrepaid, PAYMENT_IDS, type PaymentId };

/** Recorded on orders whose total is 0 (payless, spec §4): nothing to pay. */
export const PAYLESS_PAYMENT_ID = 'NONE';

export function isPaymentId(id: string): id is PaymentId {
  return (PAYMENT_IDS as readonly string[]).includes(id);
}

interface PaymentTexts {
  displayName: string;
  description: string;
  label: string | null;
}

const PREPAID_TEXTS: PaymentTexts = {
  displayName: 'Vorkasse',
  description: 'Überweisen Sie den Betrag vorab; wir versenden nach Zahlungseingang.',
  label: 'Versand nach Zahlungseingang',
};
const B2B_INVOICE: PaymentTexts = { displayName: 'Rechnung', description: 'Kauf auf Rechnung für Schulen, Kitas und Einrichtungen.', label: null };

const TEXTS: Record<PaymentId, PaymentTexts> = {
  CREDIT_CARD: { displayName: 'Kreditkarte', description: 'Sicher bezahlt über unseren Zahlungsdienstleister.', label: 'Visa, Mastercard' },
  PAYPAL: { displayName: 'PayPal', description: 'Sie werden zu PayPal weitergeleitet und kehren danach zur Bestellbestätigung zurück.', label: null },
  AMAZONPAY: { displayName: 'Amazon Pay', description: 'Bezahlen Sie mit den Zahlungsdaten Ihres Amazon-Kontos.', label: null },
  VINCO_V: { ...PREPAID_TEXTS, displayName: 'Vinco' },
  VORKASSE_V: PREPAID_TEXTS,
  VORKASSE: PREPAID_TEXTS,
  PREPAID: PREPAID_TEXTS,
  INVOICE: { displayName: 'Rechnung', description: 'Bequem nach Erhalt der Ware bezahlen.', label: 'Zahlbar innerhalb von 14 Tagen' },
  RECHNUNG_V: B2B_INVOICE,
  RECHNUNG: B2B_INVOICE,
  CASH_ON_DELIVERY: { displayName: 'Nachnahme', description: 'Sie bezahlen bei Lieferung an den Zusteller.', label: null },
  TWINT: { displayName: 'TWINT', description: 'Bezahlen Sie mit der TWINT-App.', label: null },
  X_RECHNUNG: {
    displayName: 'E-Rechnung (XRechnung)',
    description: 'Elektronische Rechnung für öffentliche Auftraggeber; bitte geben Sie Ihre Leitweg-ID an.',
    label: 'Leitweg-ID erforderlich',
  },
};

export interface PaymentOption {
  paymentId: string;
  displayName: string;
  description: string;
  label: string | null;
  enabled: boolean;
  prepaid: boolean;
  iconSrc: string;
}

export interface PaymentInput {
  shop: ShopId;
  /** B2B: the customer's own method (spec §3 customer contact paymentMethod); null for others. */
  b2bPaymentMethod: string | null;
  termsOfPayment: string | null;
  /** The cart holds an article Amazon Pay is blocked for. */
  amazonPayBlocked: boolean;
  params: CheckoutParameters;
}

/** Path of the method's logo on this API's host (served by the stand-in's payment pages). */
export const paymentIconSrc = (paymentId: string): string => `/__payment/icons/${paymentId.toLowerCase()}.svg`;

/** Display name of any payment id (unknown ids show as themselves). */
export function paymentDisplayName(paymentId: string): string {
  if (paymentId === PAYLESS_PAYMENT_ID) return 'Keine Zahlung erforderlich';
  return isPaymentId(paymentId) ? TEXTS[paymentId].displayName : paymentId;
}

function idsFor(input: PaymentInput): string[] {
  const { params, shop } = input;
  if (shop === 'b2b') return [input.b2bPaymentMethod ?? 'RECHNUNG', ...(params.xRechnung ? ['X_RECHNUNG'] : [])];
  if (shop === 'ch') return ['INVOICE', 'CREDIT_CARD', 'PAYPAL', ...(params.twint ? ['TWINT'] : [])];
  return [
    'INVOICE', 'PAYPAL', 'CREDIT_CARD', 'VORKASSE',
    ...(params.amazonPay ? ['AMAZONPAY'] : []),
    ...(shop === 'de' && params.xRechnung ? ['X_RECHNUNG'] : []),
  ];
}

/** The methods the shop offers for a cart, in display order (spec §4 payment step, §9 logos). */
export function paymentOptionsFor(input: PaymentInput): PaymentOption[] {
  const ids = [...new Set(idsFor(input))];
  return ids.map((paymentId) => {
    const texts: PaymentTexts = isPaymentId(paymentId) ? TEXTS[paymentId] : { displayName: paymentId, description: '', label: null };
    const b2bOwn = input.shop === 'b2b' && paymentId !== 'X_RECHNUNG';
    return {
      paymentId,
      displayName: texts.displayName,
      description: paymentId === 'AMAZONPAY' && input.amazonPayBlocked ? 'Für einen Artikel in Ihrem Warenkorb ist Amazon Pay nicht verfügbar.' : texts.description,
      label: b2bOwn && input.termsOfPayment ? `Zahlungsziel: ${input.termsOfPayment}` : texts.label,
      enabled: !(paymentId === 'AMAZONPAY' && input.amazonPayBlocked),
      prepaid: isPrepaid(paymentId),
      iconSrc: paymentIconSrc(paymentId),
    };
  });
}

/** B2B customers pay with their own method unless they chose another; others must choose. */
export function defaultPaymentId(shop: ShopId, options: readonly PaymentOption[]): string | null {
  return shop === 'b2b' ? (options.find((o) => o.enabled)?.paymentId ?? null) : null;
}

/** The method in effect: the chosen one while offered and enabled, else the default. */
export function paymentInEffect(shop: ShopId, options: readonly PaymentOption[], chosen: string | null): PaymentOption | null {
  const wanted = options.find((o) => o.enabled && o.paymentId === chosen);
  if (wanted) return wanted;
  const fallback = defaultPaymentId(shop, options);
  return options.find((o) => o.paymentId === fallback) ?? null;
}
