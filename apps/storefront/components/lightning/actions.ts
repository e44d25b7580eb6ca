'use server';

import { isShopId } from '@tafel/domain';
import { revalidatePath } from 'next/cache';
import { cartActionError, type CartActionState } from '@/lib/cart/cart-result';
import { validateQuantityInput } from '@/lib/cart/quantity';
import { addLightningDeal, refreshLightningReservation } from '@/lib/lightning/lightning-mutations';
import { refreshOutcome, refreshOutcomeKey, refreshOutcomeTone, type LightningOutcome } from '@/lib/lightning/lightning-result';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/translate';
import { currentTranslator } from '@/lib/site/site';

/** Spec §9: at most 9999 of an article; the deal's own bound is the orchestrator's (QUANTITY_ABOVE_ALLOWED). */
const MAX_QUANTITY = 9999;

function failure(outcome: Exclude<LightningOutcome, { kind: 'updated' }>, cartNotFound: string): CartActionState {
  return cartActionError(outcome.kind === 'cartNotFound' ? cartNotFound : outcome.message);
}

/**
 * Puts a deal's item into the cart at the deal price (the product page's deal block). The form's
 * quantity must be a whole number from 1; whether the cart may add that many at the deal price is
 * the orchestrator's word (its refusal names the allowed quantity). Answers, never throws.
 */
export async function addLightningDealAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const itemId = formData.get('itemId');
  const i18n = await currentTranslator();
  if (!isShopId(itemId)) return cartActionError(i18n.message('vue.cart.error.itemNotFound'));
  const quantity = validateQuantityInput(formData.get('quantity'), { minimumOrderQuantity: 1, maxQuantity: MAX_QUANTITY }, i18n);
  if (!quantity.ok) return cartActionError(quantity.message, { quantity: quantity.message });
  try {
    const outcome = await addLightningDeal(itemId, quantity.quantity, i18n);
    if (outcome.kind !== 'updated') {
      const state = failure(outcome, i18n.message('vue.cart.error.cartNotFound'));
      // The refused quantity is the field's problem (spec §8: vue.buybox.text.quantity.error).
      return outcome.kind === 'refused' && outcome.reason === 'QUANTITY_ABOVE_ALLOWED' ? { ...state, fieldErrors: { quantity: outcome.message } } : state;
    }
    revalidatePath('/', 'layout');
    return { status: 'success', message: i18n.t('ui.lightning.buy.added'), articleCount: outcome.articleCount, at: Date.now() };
  } catch (error) {
    console.error('[storefront] lightning add failed', error);
    return cartActionError(i18n.message('vue.cart.error.somethingWentWrong'));
  }
}

/** The basket's "Erneut reservieren" answer: the toast to show (a message key of the basket's texts). */
export interface RefreshAnswer {
  kind: 'success' | 'warning' | 'error';
  messageKey: string;
  params?: Record<string, number>;
}

/**
 * Claims the cart's expired lightning reservation again; answers what happened (refreshed, reduced
 * quantity, deal over, not renewed) for the basket's toast. Never throws.
 */
export async function refreshReservationAction(): Promise<RefreshAnswer> {
  const i18n = await currentTranslator();
  try {
    const outcome = await refreshLightningReservation(i18n);
    if (outcome.kind === 'cartNotFound') return { kind: 'error', messageKey: 'vue.cart.error.cartNotFound' };
    if (outcome.kind === 'rateLimited') return { kind: 'warning', messageKey: 'ui.lightning.basket.rateLimited', params: { seconds: outcome.retryAfterSeconds } };
    // Refused (deal over, switched off) or the cart ordered meanwhile: nothing was renewed.
    if (outcome.kind !== 'updated') return { kind: 'error', messageKey: refreshOutcomeKey('notRefreshed') };
    revalidatePath('/', 'layout');
    const result = refreshOutcome(outcome.change, outcome.reservation);
    return { kind: refreshOutcomeTone(result), messageKey: refreshOutcomeKey(result) };
  } catch (error) {
    console.error('[storefront] lightning refresh failed', error);
    return { kind: 'error', messageKey: SOMETHING_WENT_WRONG_KEY };
  }
}
