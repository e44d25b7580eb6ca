'use server';

import { revalidatePath } from 'next/cache';
import { changeLineQuantity, removeLine } from '../../lib/cart-mutations';
import type { CartActionState } from '../../lib/cart-result';
import { t } from '../../lib/i18n';
import { validateQuantityInput } from '../../lib/quantity';

function failure(message: string, fieldErrors: Record<string, string> = {}): CartActionState {
  return { status: 'error', message, fieldErrors, at: Date.now() };
}

function limitsFrom(formData: FormData) {
  const number = (name: string) => {
    const value = Number(formData.get(name));
    return Number.isInteger(value) ? value : undefined;
  };
  return { maxQuantity: number('maxQuantity'), minimumOrderQuantity: number('minimumOrderQuantity') };
}

/** Changes the quantity of one basket line; answers with a German message instead of throwing. */
export async function changeQuantityAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const lineId = String(formData.get('lineId') ?? '');
  // The limits only spare a round trip; the orchestrator enforces the item's real limits.
  const quantity = validateQuantityInput(formData.get('quantity'), limitsFrom(formData));
  if (!quantity.ok) return failure(quantity.message, { quantity: quantity.message });
  try {
    const outcome = await changeLineQuantity(lineId, quantity.quantity);
    revalidatePath('/', 'layout');
    if (outcome.kind === 'updated') {
      return { status: 'success', message: t('vue.cart.notification.quantityChanged'), articleCount: outcome.cart.articleCount, at: Date.now() };
    }
    if (outcome.kind === 'cartNotFound') return failure(t('vue.cart.error.cartNotFound'));
    return failure(outcome.message, outcome.fieldErrors);
  } catch (error) {
    console.error('[storefront] change quantity failed', error);
    return failure(t('vue.cart.error.somethingWentWrong'));
  }
}

/** Removes one basket line; the state names the removed article for the notice. */
export async function removeLineAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const lineId = String(formData.get('lineId') ?? '');
  const name = String(formData.get('name') ?? '');
  try {
    const outcome = await removeLine(lineId);
    revalidatePath('/', 'layout');
    if (outcome.kind === 'updated') {
      return { status: 'success', message: t('vue.cart.notification.removed', { name }), articleCount: outcome.cart.articleCount, at: Date.now() };
    }
    if (outcome.kind === 'cartNotFound') return failure(t('vue.cart.error.cartNotFound'));
    return failure(outcome.message);
  } catch (error) {
    console.error('[storefront] remove line failed', error);
    return failure(t('vue.cart.error.somethingWentWrong'));
  }
}
