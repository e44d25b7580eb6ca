import { firstProblem, maxLength, required, type FieldProblem, type FieldValidator } from '@tafel/domain';

/** Message keys of the checkout area. The first four are the spec's (§8); the rest are ours. */
export const CHECKOUT_KEYS = {
  orderAlreadySubmitted: 'vue.checkout.error.orderAlreadySubmitted',
  noPaymentSelected: 'vue.checkout.paymentStep.errorNoPaymentSelected',
  paymentDeclined: 'vue.checkout.payment.error',
  somethingWentWrong: 'vue.cart.error.somethingWentWrong',
  emptyCart: 'vue.checkout.error.emptyCart',
  billingAddressMissing: 'vue.checkout.error.billingAddressMissing',
  addressNotFound: 'vue.checkout.error.addressNotFound',
  packstationNotBillable: 'vue.checkout.error.packstationNotAllowedForBilling',
  shipperNotAvailable: 'vue.checkout.shippingStep.error.shipperNotAvailable',
  noShipperAvailable: 'vue.checkout.error.noShipperAvailable',
  paymentNotAvailable: 'vue.checkout.paymentStep.errorPaymentNotAvailable',
  speditionDataMissing: 'vue.checkout.error.speditionDataMissing',
  speditionDataInvalid: 'vue.checkout.error.speditionDataInvalid',
  buyerReferenceIncorrect: 'vue.form.error.buyerReference.incorrect',
  phoneIncorrect: 'vue.form.error.phone.incorrect',
  invalidCharacters: 'vue.form.error.invalidCharacters',
  unknownField: 'vue.form.error.unknownField',
  invalidOption: 'vue.form.error.invalidOption',
} as const;

/** Limits of the checkout's free-text arguments (documented in checkout.graphql). */
export const CHECKOUT_LIMITS = {
  id: 100,
  orderReference: 35,
  orderComment: 1000,
  methodCode: 30,
  paymentId: 30,
  buyerReference: 46,
  checkoutSessionId: 100,
  speditionFields: 20,
} as const;

// Leitweg-ID (German e-invoicing routing id): coarse address of 2–12 digits, an optional fine
// address of up to 30 letters/digits, and 2 check digits, separated by dashes; 46 at most.
const LEITWEG_ID = /^\d{2,12}(-[A-Za-z0-9]{1,30})?-\d{2}$/;
// Spec §5 helper rule "phone characters (digits, -, +, space)".
const PHONE = /^[0-9+\- ]+$/;
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);
/** C0/C1 control characters; tab and line breaks count only where `multiLine` is false. */
function hasControl(value: string, multiLine: boolean): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
    if (control && !(multiLine && LINE_BREAKS.has(code))) return true;
  }
  return false;
}

/** Leitweg-ID pattern; empty is valid (combine with `required`). */
export const leitwegId: FieldValidator = (value) =>
  value === '' || LEITWEG_ID.test(value) ? null : { messageKey: CHECKOUT_KEYS.buyerReferenceIncorrect };

/** Phone characters only; empty is valid. */
export const phoneCharacters: FieldValidator = (value) => (value === '' || PHONE.test(value) ? null : { messageKey: CHECKOUT_KEYS.phoneIncorrect });

/** No control characters; line breaks and tabs only where a multi-line text allows them. */
export function printable(multiLine: boolean): FieldValidator {
  return (value) => (hasControl(value, multiLine) ? { messageKey: CHECKOUT_KEYS.invalidCharacters } : null);
}

/** Buyer reference for X_RECHNUNG: required, at most 46 characters, a Leitweg-ID. */
export function buyerReferenceProblem(value: string): FieldProblem | null {
  return firstProblem(value, [required, maxLength(CHECKOUT_LIMITS.buyerReference), leitwegId]);
}

/** A single-line text of at most `max` characters (e.g. the order reference). */
export function lineProblem(value: string, max: number): FieldProblem | null {
  return firstProblem(value, [maxLength(max), printable(false)]);
}

/** A multi-line text of at most `max` characters (e.g. the order comment). */
export function textProblem(value: string, max: number): FieldProblem | null {
  return firstProblem(value, [maxLength(max), printable(true)]);
}

/** Ids are opaque, but never empty and never huge. */
export function isWellFormedId(value: string): boolean {
  return value.trim() !== '' && value.length <= CHECKOUT_LIMITS.id;
}

/** A field error of a checkout result (spec §5: fieldName, errorMessage = message key, formName). */
export interface FieldErrorRecord {
  fieldName: string;
  errorMessage: string;
  formName: string | null;
}

export const fieldError = (fieldName: string, problem: FieldProblem, formName: string | null = null): FieldErrorRecord => ({
  fieldName,
  errorMessage: problem.messageKey,
  formName,
});
