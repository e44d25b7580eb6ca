import type { TextKey } from '@/lib/i18n/translate';
import type { ToastAsk, ToastKind } from './toast-queue';

// A server (redirect after a server action or in a page) asks for a toast on the next page with
// the search parameter ?toast=<messageKey>; a client component shows it and removes the parameter.

/** The notice on the payment step after the buyer cancelled the payment on the provider's page. */
export const PAYMENT_CANCELLED_KEY = 'ui.checkout.paymentCancelled';

/** The search parameter naming the message key of a toast to show. */
export const TOAST_PARAM = 'toast';

/**
 * Set beside the payment-cancelled toast: the method the buyer cancelled on the provider's page
 * (PAYPAL, AMAZONPAY, CREDIT_CARD), for the data layer's payment_cancel event.
 */
export const PAYMENT_CANCELLED_PARAM = 'paymentCancelled';

/** Parameters a page acts on once, when it opens; ToastFromUrl removes them all in one step. */
export const ONE_SHOT_PARAMS: readonly string[] = [TOAST_PARAM, PAYMENT_CANCELLED_PARAM];

const MAX_KEY_LENGTH = 200;
// Keys the spec uses for warnings rather than errors: the visitor has to look again, nothing failed.
const WARNING_KEYS = new Set([
  'vue.checkout.summaryStep.notification.cartChanged',
  'vue.checkout.notification.sessionExpired',
  'vue.error.security.valid_token_required',
  PAYMENT_CANCELLED_KEY,
]);

/** How a message key is shown when only the key is known: errors by their key, successes likewise. */
export function kindForMessageKey(key: string): ToastKind {
  if (WARNING_KEYS.has(key)) return 'warning';
  const segments = key.split('.');
  if (key === 'Internal error' || segments.some((segment) => segment.startsWith('error'))) return 'error';
  if (segments.some((segment) => segment.startsWith('success'))) return 'success';
  return 'info';
}

/**
 * Whether a `toast` parameter may name a message key at all: short, no internal variant such as
 * "#noParams". Whether the key has a text is for `toastFromParam`'s caller to know.
 */
export function isToastKeyCandidate(value: string | null | undefined): value is string {
  return !!value && value.length <= MAX_KEY_LENGTH && !value.includes('#');
}

/**
 * The toast a `toast` parameter asks for: only keys with a text (`known`: the catalogue on the
 * server, the page's messages in the browser) are honoured; anything else — unknown keys, junk — is null.
 */
export function toastFromParam(value: string | null | undefined, known: (key: string) => boolean): ToastAsk | null {
  if (!isToastKeyCandidate(value) || !known(value)) return null;
  return { kind: kindForMessageKey(value), messageKey: value };
}

/** The search string without the one-shot parameters, other parameters kept in order (no leading "?"). */
export function searchWithoutOneShotParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ONE_SHOT_PARAMS) params.delete(name);
  return params.toString();
}

/** A path with a search parameter set (the hash kept), e.g. the payment-cancelled method beside its toast. */
export function withParam(path: string, name: string, value: string): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const [pathname = '', search = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `${pathname}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * A path (with or without a search string) that shows a toast when it opens, e.g. for
 * `redirect(withToast('/checkout/basket', CART_CHANGED_KEY))`. The key must be one with a text
 * (TextKey, checked by the compiler; a key from elsewhere passes hasMessage first): a page would
 * otherwise silently ignore it.
 */
export function withToast(path: string, messageKey: TextKey): string {
  if (messageKey.includes('#')) throw new Error(`"${messageKey}" is a variant, not a toast key`);
  return withParam(path, TOAST_PARAM, messageKey);
}
