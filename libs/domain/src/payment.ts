import { required, type FieldProblem } from './validation.js';

/** Spec §3: the payment ids the shop knows. */
export const PAYMENT_IDS = [
  'CREDIT_CARD',
  'PAYPAL',
  'AMAZONPAY',
  'VINCO_V',
  'VORKASSE_V',
  'VORKASSE',
  'PREPAID',
  'INVOICE',
  'RECHNUNG_V',
  'RECHNUNG',
  'CASH_ON_DELIVERY',
  'TWINT',
  'X_RECHNUNG',
] as const;

/** One of the spec's payment ids. */
export type PaymentId = (typeof PAYMENT_IDS)[number];

const PREPAID_IDS: readonly string[] = ['VORKASSE', 'VORKASSE_V', 'PREPAID', 'VINCO_V'];

/** Spec §3: the prepaid kinds (VORKASSE, VORKASSE_V, PREPAID, VINCO_V) are prepaid; unknown ids are treated as prepaid. */
export function isPrepaid(id: string): boolean {
  return PREPAID_IDS.includes(id) || !(PAYMENT_IDS as readonly string[]).includes(id);
}

/** Spec §4: the payment step applies only to non-B2B, not when payless, not when express Amazon-style pay is selected. */
export function paymentStepApplies(input: { isB2b: boolean; isPayless: boolean; expressAmazonSelected: boolean }): boolean {
  return !input.isB2b && !input.isPayless && !input.expressAmazonSelected;
}

/** Spec §4: payment is ok when validated or not applicable. */
export function paymentOk(input: { applies: boolean; validated: boolean }): boolean {
  return !input.applies || input.validated;
}

/** Spec §4: X_RECHNUNG (e-invoice) additionally validates the buyer reference. */
export function requiresBuyerReference(id: string): boolean {
  return id === 'X_RECHNUNG';
}

/** Message key for a malformed buyer reference (our key; the spec names none). */
export const BUYER_REFERENCE_INVALID_KEY = 'vue.form.error.buyerReference.invalid';
/** Longest Leitweg-ID (XRechnung buyer reference). */
export const BUYER_REFERENCE_MAX_LENGTH = 46;

// Leitweg-ID: coarse address (2–12 digits), optional fine address (1–30 letters/digits), check digits (2).
const LEITWEG_ID_PATTERN = /^\d{2,12}(?:-[A-Za-z0-9]{1,30})?-\d{2}$/;

/**
 * Spec §4: the X_RECHNUNG buyer reference is required and must be a German Leitweg-ID
 * (e.g. 991-12345-67; 2–3 dash-separated groups, at most 46 characters), as public buyers issue them.
 */
export function buyerReferenceProblem(reference: string): FieldProblem | null {
  const missing = required(reference);
  if (missing) return missing;
  const value = reference.trim();
  if (value.length > BUYER_REFERENCE_MAX_LENGTH || !LEITWEG_ID_PATTERN.test(value)) {
    return { messageKey: BUYER_REFERENCE_INVALID_KEY };
  }
  return null;
}

/** Spec §4: the activation parameter value that enables Amazon-style express pay. */
export const AMAZON_PAY_ACTIVATION = 'amazonpay.activated';
/** Spec §4: Amazon-style pay is blocked for a list of 9 article numbers (the list itself is configuration). */
export const AMAZON_PAY_BLOCKED_ARTICLE_COUNT = 9;

/** Spec §4: Amazon-style pay only when activated, never in B2B, and not when the cart holds a blocked article. */
export function amazonPayAvailable(input: {
  activationValue: string | null;
  isB2b: boolean;
  articleNumbers: string[];
  blockedArticleNumbers: readonly string[];
}): boolean {
  if (input.activationValue !== AMAZON_PAY_ACTIVATION || input.isB2b) return false;
  const blocked = new Set(input.blockedArticleNumbers.map((n) => n.trim()));
  return !input.articleNumbers.some((n) => blocked.has(n.trim()));
}

/** Spec §8: shown when no payment method is selected. */
export const NO_PAYMENT_SELECTED_KEY = 'vue.checkout.paymentStep.errorNoPaymentSelected';
