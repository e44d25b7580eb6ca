// What the lightning mutations' answers mean for the shopper (orchestrator-lightning.graphql
// LightningCartResult). Pure: the server action passes its translator in.
import type {
  AddLightningDealToCartMutation,
  LightningChangeFieldsFragment,
  LightningReservationFieldsFragment,
} from '@tafel/graphql-schema/storefront';
import { errorText } from '@/lib/cart/cart-result';
import { SOMETHING_WENT_WRONG_KEY, type Translator } from '@/lib/i18n/translate';

export type LightningCartResult = AddLightningDealToCartMutation['addLightningDealToCart'];

export type LightningOutcome =
  | {
      kind: 'updated';
      articleCount: number;
      reservation: LightningReservationFieldsFragment;
      change: LightningChangeFieldsFragment | null;
      newSession: { cartId: string; userId: string } | null;
    }
  | { kind: 'cartNotFound' }
  /** The cart was ordered already: the orchestrator's message. */
  | { kind: 'cartSubmitted'; message: string }
  /** Refused by the lightning machine or switched off (`reason` the guard's, e.g. DEAL_OVER); nothing changed. */
  | { kind: 'refused'; message: string; reason: string }
  /** Too many adds and refreshes from this visitor or address; nothing changed. */
  | { kind: 'rateLimited'; message: string; retryAfterSeconds: number }
  | { kind: 'error'; message: string };

type Messages = Pick<Translator, 'message' | 'has'>;

/** The refusal's text: the spec key with the allowed quantity, the API's key, the reason's own text, or the generic one. */
function refusalText(result: Extract<LightningCartResult, { __typename: 'LightningRefusedError' }>, i18n: Messages): string {
  if (result.reason === 'QUANTITY_ABOVE_ALLOWED' || result.messageKey === 'vue.buybox.text.quantity.error') {
    return i18n.message('vue.buybox.text.quantity.error', result.allowedQuantity === null ? [] : { limit: result.allowedQuantity });
  }
  if (i18n.has(result.messageKey)) return i18n.message(result.messageKey);
  const reasonKey = `ui.lightning.reason.${result.reason}`;
  return i18n.message(i18n.has(reasonKey) ? reasonKey : SOMETHING_WENT_WRONG_KEY);
}

/** Reads a lightning mutation's answer. */
export function interpretLightningResult(result: LightningCartResult, i18n: Messages): LightningOutcome {
  switch (result.__typename) {
    case 'LightningCartUpdated':
      return { kind: 'updated', articleCount: result.cart.articleCount, reservation: result.reservation, change: result.change, newSession: result.newSession };
    case 'CartNotFoundError':
      return { kind: 'cartNotFound' };
    case 'LightningRefusedError':
      return { kind: 'refused', message: refusalText(result, i18n), reason: result.reason };
    case 'LightningRateLimitedError':
      return { kind: 'rateLimited', message: i18n.message('ui.lightning.rateLimited', { seconds: result.retryAfterSeconds }), retryAfterSeconds: result.retryAfterSeconds };
    case 'LightningDisabledError':
      return { kind: 'refused', message: i18n.message('ui.lightning.disabled'), reason: 'DISABLED' };
    case 'CartUpdateRejectedError':
      if (result.errorCode === 'CART_SUBMITTED') return { kind: 'cartSubmitted', message: errorText(result, i18n) };
      return { kind: 'error', message: errorText(result, i18n) };
    case 'ValidationError': {
      const first = result.fieldErrors[0];
      return { kind: 'error', message: first ? errorText({ messageKey: first.messageKey, errorCode: result.errorCode }, i18n, first.params) : errorText(result, i18n) };
    }
    default:
      return { kind: 'error', message: i18n.message(SOMETHING_WENT_WRONG_KEY) };
  }
}

/** How a "reserve again" ended, for the basket's notice. */
export type RefreshOutcomeKind = 'refreshed' | 'reduced' | 'notLegal' | 'notExpired' | 'notRefreshed';

/** Spec §4 refresh outcomes: not legal any more, reduced quantity, refreshed — or nothing to refresh. */
export function refreshOutcome(change: LightningChangeFieldsFragment | null, reservation: LightningReservationFieldsFragment): RefreshOutcomeKind {
  const reasons = change?.reasons ?? [];
  if (reasons.includes('NOT_LEGAL_DEAL')) return 'notLegal';
  if (reasons.includes('REDUCED_QUANTITY')) return 'reduced';
  if (reasons.includes('REFRESHED')) return 'refreshed';
  return reservation.expired || reservation.state === 'EXPIRED' ? 'notRefreshed' : 'notExpired';
}

const REFRESH_TEXT = {
  refreshed: 'ui.lightning.basket.refreshed',
  reduced: 'ui.lightning.basket.reduced',
  notLegal: 'ui.lightning.basket.notLegal',
  notExpired: 'ui.lightning.basket.notExpired',
  notRefreshed: 'ui.lightning.basket.notRefreshed',
} as const satisfies Record<RefreshOutcomeKind, string>;

/** The message key of a refresh outcome (the basket shows it as a toast, with the basket's texts). */
export function refreshOutcomeKey(kind: RefreshOutcomeKind): (typeof REFRESH_TEXT)[RefreshOutcomeKind] {
  return REFRESH_TEXT[kind];
}

/** The toast kind of a refresh outcome: the deal price back, a change to look at, or nothing renewed. */
export function refreshOutcomeTone(kind: RefreshOutcomeKind): 'success' | 'warning' | 'error' {
  if (kind === 'refreshed') return 'success';
  return kind === 'notRefreshed' ? 'error' : 'warning';
}
