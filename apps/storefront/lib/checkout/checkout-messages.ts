import {
  BUYER_REFERENCE_INVALID_KEY,
  CART_CHANGED_KEY,
  INTERNAL_ERROR_MESSAGE,
  NO_PAYMENT_SELECTED_KEY,
  ORDER_ALREADY_SUBMITTED_KEY,
  PAYMENT_ERROR_KEY,
  SERVICE_UNAVAILABLE_KEY,
  SESSION_EXPIRED_KEY,
  ValidationKeys,
} from '@tafel/domain';
import { GUARD_REASONS, type GuardReason } from '@tafel/checkout-machine';
import { TIMEOUT_MESSAGE } from '@/lib/shop-api/graphql-transport';
import { NETWORK_ERROR_MESSAGE } from '@/lib/shop-api/shop-answer';

/**
 * Every message key the checkout (and the login/registration it includes) can show; each needs a
 * German text in lib/i18n/i18n.ts, which a test checks. Sources: spec §8, the domain rules, and the
 * field and general errors the upstream API documents (libs/graphql-schema/schema/upstream/
 * account.graphql and checkout.graphql) and the orchestrator passes on.
 */
/** The text key explaining a refusal of the checkout machine at a button. */
export function guardReasonKey(reason: GuardReason): string {
  return `tafel.checkout.reason.${reason}`;
}

export const CHECKOUT_MESSAGE_KEYS: readonly string[] = [
  // Every guard reason of the checkout machine
  ...GUARD_REASONS.map(guardReasonKey),
  'tafel.checkout.submitting',
  'tafel.checkout.redirecting',
  'tafel.checkout.upstreamUnavailable',
  'tafel.checkout.addressRejected',
  // Spec §8 message keys
  NO_PAYMENT_SELECTED_KEY,
  'vue.cart.error.somethingWentWrong',
  ORDER_ALREADY_SUBMITTED_KEY,
  CART_CHANGED_KEY,
  'vue.cart.notification.mergeCarts',
  'vue.user.registerPage.notification.successRegister',
  'vue.user.password.notification.successfulChange',
  PAYMENT_ERROR_KEY,
  // Session (spec §4, §8)
  SESSION_EXPIRED_KEY,
  'vue.error.security.valid_token_required',
  'vue.user.login.error.invalidCredentials',
  'vue.user.login.error.tooManyAttempts',
  // Checkout results of the upstream
  'vue.checkout.error.addressNotFound',
  'vue.checkout.error.packstationNotAllowedForBilling',
  'vue.checkout.error.speditionDataInvalid',
  'vue.checkout.error.speditionDataMissing',
  'vue.checkout.error.emptyCart',
  'vue.checkout.error.billingAddressMissing',
  'vue.checkout.error.noShipperAvailable',
  'vue.checkout.paymentStep.errorPaymentNotAvailable',
  'vue.checkout.shippingStep.error.shipperNotAvailable',
  // Field errors: the domain's validators and the upstream's
  ...Object.values(ValidationKeys),
  BUYER_REFERENCE_INVALID_KEY,
  'vue.form.error.buyerReference.incorrect',
  'vue.form.error.invalidFormat',
  'vue.form.error.invalidInput',
  'vue.form.error.invalidOption',
  'vue.form.error.invalidCharacters',
  'vue.form.error.unknownField',
  'vue.form.error.postcode.incorrect',
  'vue.form.error.country.notAllowed',
  'vue.form.error.salutation.incorrect',
  'vue.form.error.street.numberMissing',
  'vue.form.error.phone.incorrect',
  'vue.form.error.password.notEqual',
  'vue.form.error.password.wrong',
  'vue.form.error.customerNumber.notUnique',
  // The orchestrator's own Redis or workers away for a moment (SERVICE_UNAVAILABLE)
  SERVICE_UNAVAILABLE_KEY,
  // Literal messages: submit fallback (spec §4), timeout and network error (spec §8)
  INTERNAL_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
];

/**
 * What a server action shows when the orchestrator could not answer: a timeout says so and an
 * unreachable orchestrator is a network error (spec §8); SERVICE_UNAVAILABLE (its Redis or
 * workers away for a moment) asks to try again shortly.
 */
export function unavailableMessageKey(code: string | undefined, timedOut: boolean): string {
  if (code === 'SERVICE_UNAVAILABLE') return SERVICE_UNAVAILABLE_KEY;
  return timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE;
}
