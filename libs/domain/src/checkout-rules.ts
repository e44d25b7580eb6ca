/** Spec §3: how a visitor without a session proceeds through checkout. */
export type LoginOption = 'guest' | 'register';

/** Spec §4: the login step is ok when a login option is chosen or a session exists. */
export function loginOk(input: { loginOption: LoginOption | null; hasSession: boolean }): boolean {
  return input.loginOption !== null || input.hasSession;
}

/** Spec §4: shipping is ok after login and when validated. */
export function shippingOk(input: { loginOk: boolean; validated: boolean }): boolean {
  return input.loginOk && input.validated;
}

/** Spec §4/§8: toast when the cart was already submitted. */
export const ORDER_ALREADY_SUBMITTED_KEY = 'vue.checkout.error.orderAlreadySubmitted';
/** Spec §4/§8: warning toast when the cart changed before submit. */
export const CART_CHANGED_KEY = 'vue.checkout.summaryStep.notification.cartChanged';
/** Spec §8: payment error after submit or a payment return with errorCode. */
export const PAYMENT_ERROR_KEY = 'vue.checkout.payment.error';
/** Toast when the session expired during checkout (our key; the spec's catalogue names none). */
export const SESSION_EXPIRED_KEY = 'vue.checkout.notification.sessionExpired';
/**
 * Our own service (the orchestrator's Redis, its job workers) was away for a moment: "please try
 * again shortly" (our key; errorCode / extensions.code SERVICE_UNAVAILABLE).
 */
export const SERVICE_UNAVAILABLE_KEY = 'tafel.error.serviceUnavailable';
/** Spec §4: fallback text on a submit exception without a messageKey. */
export const INTERNAL_ERROR_MESSAGE = 'Internal error';

/** Spec §4/§9: a submit redirectUrl is followed after 100 ms. */
export const SUBMIT_REDIRECT_DELAY_MS = 100;
