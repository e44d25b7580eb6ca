import type { AddToCartMutation, ApplyVoucherMutation, CartQuery, UndoRemoveCartLineMutation } from '@tafel/graphql-schema/storefront';
import { SOMETHING_WENT_WRONG_KEY, type Translator } from '@/lib/i18n/translate';

/** The cart as the Cart query and every cart mutation return it. */
export type Cart = Extract<CartQuery['cart'], { __typename: 'Cart' }>;
export type CartLine = Cart['lines'][number];
/** The basket's undo row: the line removed last, while it may be put back (spec §4, 8 s). */
export type RemovedLine = NonNullable<Cart['lastRemovedLine']>;
/** The answer of applyVoucher and removeVoucher (one shared fragment). */
export type VoucherResult = ApplyVoucherMutation['applyVoucher'];
export type UndoRemoveResult = UndoRemoveCartLineMutation['undoRemoveCartLine'];
/** The answer of addToCart, changeCartLineQuantity and removeCartLine (one shared fragment). */
export type CartMutationResult = AddToCartMutation['addToCart'];

/** What a cart mutation means for the storefront. */
export type CartMutationOutcome =
  | { kind: 'updated'; cart: Cart; newSession: { cartId: string; userId: string } | null }
  | { kind: 'cartNotFound' }
  /** The cart was ordered already (CART_SUBMITTED); the message is the orchestrator's. */
  | { kind: 'cartSubmitted'; message: string }
  /** The cart's order waits for its payment at the provider: nothing changes until it is paid or cancelled there. */
  | { kind: 'awaitingPayment' }
  | { kind: 'error'; message: string; fieldErrors: Record<string, string> };

/** Message keys for error codes whose orchestrator messageKey has no text here. */
const ERROR_CODE_KEYS: Readonly<Record<string, string>> = {
  CART_NOT_FOUND: 'vue.cart.error.cartNotFound',
  CART_SUBMITTED: 'vue.cart.error.cartSubmitted',
  ITEM_NOT_FOUND: 'vue.cart.error.itemNotFound',
  ITEM_NOT_SALEABLE: 'vue.cart.error.itemNotSaleable',
};

type Messages = Pick<Translator, 'message' | 'has'>;

/** Text of an ErrorResult: its messageKey if known, else a text for its errorCode, else the generic one. */
export function errorText(error: { messageKey: string; errorCode: string }, i18n: Messages, params?: readonly { name: string; value: string }[]): string {
  if (i18n.has(error.messageKey)) return i18n.message(error.messageKey, params);
  return i18n.message(ERROR_CODE_KEYS[error.errorCode] ?? SOMETHING_WENT_WRONG_KEY);
}

/** Reads a cart mutation result: the new cart, "cart gone", or messages in the shop language (general and per field). */
export function interpretCartMutation(result: CartMutationResult, i18n: Messages): CartMutationOutcome {
  switch (result.__typename) {
    case 'CartUpdated':
      return { kind: 'updated', cart: { __typename: 'Cart', ...result.cart }, newSession: result.newSession };
    case 'CartNotFoundError':
      return { kind: 'cartNotFound' };
    case 'ValidationError': {
      const fieldErrors: Record<string, string> = {};
      for (const fieldError of result.fieldErrors) {
        fieldErrors[fieldError.field] ??= errorText({ messageKey: fieldError.messageKey, errorCode: result.errorCode }, i18n, fieldError.params);
      }
      const message = result.fieldErrors.length > 0 ? (Object.values(fieldErrors)[0] ?? errorText(result, i18n)) : errorText(result, i18n);
      return { kind: 'error', message, fieldErrors };
    }
    case 'CartUpdateRejectedError':
      if (result.errorCode === 'CART_SUBMITTED') return { kind: 'cartSubmitted', message: errorText(result, i18n) };
      return { kind: 'error', message: errorText(result, i18n), fieldErrors: {} };
    default:
      return { kind: 'error', message: i18n.message(SOMETHING_WENT_WRONG_KEY), fieldErrors: {} };
  }
}

/**
 * Reads a voucher or undo answer like a cart mutation's: the shop's voucher keys
 * (vue.cart.voucher.error.*), the voucher limit and an undo too late become errors with their text.
 */
export function interpretCartChange(result: VoucherResult | UndoRemoveResult, i18n: Messages): CartMutationOutcome {
  switch (result.__typename) {
    case 'CartUpdated':
      return { kind: 'updated', cart: { __typename: 'Cart', ...result.cart }, newSession: null };
    case 'CartNotFoundError':
      return { kind: 'cartNotFound' };
    case 'CartUpdateRejectedError':
      if (result.errorCode === 'CART_SUBMITTED') return { kind: 'cartSubmitted', message: errorText(result, i18n) };
      return { kind: 'error', message: errorText(result, i18n), fieldErrors: {} };
    case 'VoucherRateLimitedError': {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      return { kind: 'error', message: i18n.message(result.messageKey, [{ name: 'minutes', value: String(minutes) }]), fieldErrors: {} };
    }
    case 'ValidationError':
    case 'VoucherRejectedError':
    case 'UndoExpiredError':
      return { kind: 'error', message: errorText(result, i18n), fieldErrors: {} };
    default:
      return { kind: 'error', message: i18n.message(SOMETHING_WENT_WRONG_KEY), fieldErrors: {} };
  }
}

/** State of a cart form driven by a server action (useActionState). */
export interface CartActionState {
  status: 'idle' | 'success' | 'error';
  /** Text for the shopper in the shop language. */
  message?: string;
  /** Texts per input field, e.g. quantity. */
  fieldErrors?: Record<string, string>;
  /** Refused because the cart's order waits for its payment at the provider: the answer leads to the order. */
  awaitingPayment?: boolean;
  /** Articles in the cart after a successful change. */
  articleCount?: number;
  /** Changes with every answer, so repeated identical answers still re-announce. */
  at?: number;
}

export const IDLE_CART_ACTION_STATE: CartActionState = { status: 'idle' };

/** A refused cart action: the message and, per input field, the texts shown at the field. */
export function cartActionError(message: string, fieldErrors: Record<string, string> = {}): CartActionState {
  return { status: 'error', message, fieldErrors, at: Date.now() };
}

/** What a cart action answers for a mutation's outcome: the given success text with the new article count, or the error. */
export function cartActionStateFor(outcome: CartMutationOutcome, successMessage: string, i18n: Messages): CartActionState {
  switch (outcome.kind) {
    case 'updated':
      return { status: 'success', message: successMessage, articleCount: outcome.cart.articleCount, at: Date.now() };
    case 'cartNotFound':
      return cartActionError(i18n.message('vue.cart.error.cartNotFound'));
    case 'cartSubmitted':
      return cartActionError(outcome.message);
    case 'awaitingPayment':
      return { ...cartActionError(i18n.message('ui.basket.awaitingPayment')), awaitingPayment: true };
    case 'error':
      return cartActionError(outcome.message, outcome.fieldErrors);
  }
}
