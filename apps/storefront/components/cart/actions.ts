'use server';

import { revalidatePath } from 'next/cache';
import { changeLineQuantity, removeLine } from '../../lib/cart-mutations';
import { cartActionError, cartActionStateFor, type CartActionState } from '../../lib/cart-result';
import { t } from '../../lib/i18n';
import { validateQuantityInput } from '../../lib/quantity';

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
  if (!quantity.ok) return cartActionError(quantity.message, { quantity: quantity.message });
  try {
    const outcome = await changeLineQuantity(lineId, quantity.quantity);
    revalidatePath('/', 'layout');
    return cartActionStateFor(outcome, t('vue.cart.notification.quantityChanged'));
  } catch (error) {
    console.error('[storefront] change quantity failed', error);
    return cartActionError(t('vue.cart.error.somethingWentWrong'));
  }
}

/** Removes one basket line; the state names the removed article for the notice. */
export async function removeLineAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const lineId = String(formData.get('lineId') ?? '');
  const name = String(formData.get('name') ?? '');
  try {
    const outcome = await removeLine(lineId);
    revalidatePath('/', 'layout');
    return cartActionStateFor(outcome, t('vue.cart.notification.removed', { name }));
  } catch (error) {
    console.error('[storefront] remove line failed', error);
    return cartActionError(t('vue.cart.error.somethingWentWrong'));
  }
}
