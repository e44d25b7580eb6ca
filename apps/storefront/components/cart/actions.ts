'use server';

import { revalidatePath } from 'next/cache';
import { changeLineQuantity, changeVoucher, removeLine, undoRemoveLine } from '@/lib/cart/cart-mutations';
import { cartActionError, cartActionStateFor, type CartActionState } from '@/lib/cart/cart-result';
import { validateQuantityInput } from '@/lib/cart/quantity';
import { currentTranslator } from '@/lib/site/site';

function limitsFrom(formData: FormData) {
  const number = (name: string) => {
    const value = Number(formData.get(name));
    return Number.isInteger(value) ? value : undefined;
  };
  return { maxQuantity: number('maxQuantity'), minimumOrderQuantity: number('minimumOrderQuantity') };
}

/** Changes the quantity of one basket line; answers with a message in the shop language instead of throwing. */
export async function changeQuantityAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const lineId = String(formData.get('lineId') ?? '');
  const i18n = await currentTranslator();
  // The limits only spare a round trip; the orchestrator enforces the item's real limits.
  const quantity = validateQuantityInput(formData.get('quantity'), limitsFrom(formData), i18n);
  if (!quantity.ok) return cartActionError(quantity.message, { quantity: quantity.message });
  try {
    const outcome = await changeLineQuantity(lineId, quantity.quantity, i18n);
    revalidatePath('/', 'layout');
    return cartActionStateFor(outcome, i18n.message('vue.cart.notification.quantityChanged'), i18n);
  } catch (error) {
    console.error('[storefront] change quantity failed', error);
    return cartActionError(i18n.message('vue.cart.error.somethingWentWrong'));
  }
}

/** Removes one basket line; the state names the removed article for the notice. */
export async function removeLineAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const lineId = String(formData.get('lineId') ?? '');
  const name = String(formData.get('name') ?? '');
  const i18n = await currentTranslator();
  try {
    const outcome = await removeLine(lineId, i18n);
    revalidatePath('/', 'layout');
    return cartActionStateFor(outcome, i18n.message('vue.cart.notification.removed', { name }), i18n);
  } catch (error) {
    console.error('[storefront] remove line failed', error);
    return cartActionError(i18n.message('vue.cart.error.somethingWentWrong'));
  }
}

/** Puts back the line removed last (spec §4: within 8 s of its removal). */
export async function undoRemoveAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const lineId = String(formData.get('lineId') ?? '');
  const name = String(formData.get('name') ?? '');
  const i18n = await currentTranslator();
  try {
    const outcome = await undoRemoveLine(lineId, i18n);
    revalidatePath('/', 'layout');
    return cartActionStateFor(outcome, i18n.message('vue.cart.notification.restored', { name }), i18n);
  } catch (error) {
    console.error('[storefront] undo remove failed', error);
    return cartActionError(i18n.message('vue.cart.error.somethingWentWrong'));
  }
}

/** Redeems (intent "apply") or removes a voucher code; refusals come back as the field's message. */
export async function voucherAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const change = formData.get('intent') === 'remove' ? 'remove' : 'apply';
  const code = String(formData.get('code') ?? '').trim();
  const i18n = await currentTranslator();
  if (code === '') return cartActionError(i18n.message('ui.cart.voucher.required'), { code: i18n.message('ui.cart.voucher.required') });
  try {
    const outcome = await changeVoucher(change, code, i18n);
    revalidatePath('/', 'layout');
    const done = i18n.message(change === 'apply' ? 'vue.cart.notification.voucherApplied' : 'vue.cart.notification.voucherRemoved', { code: code.toUpperCase().slice(0, 32) });
    const state = cartActionStateFor(outcome, done, i18n);
    return state.status === 'error' ? { ...state, fieldErrors: { code: state.message ?? '' } } : state;
  } catch (error) {
    console.error('[storefront] voucher change failed', error);
    return cartActionError(i18n.message('vue.cart.error.somethingWentWrong'));
  }
}
