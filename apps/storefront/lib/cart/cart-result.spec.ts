import { describe, expect, it } from '@jest/globals';
import { cartActionError, cartActionStateFor, interpretCartChange, interpretCartMutation, type CartMutationResult } from './cart-result';
import { translator } from '@/lib/i18n/i18n';

const de = translator('de-DE');

const money = (amount: number) => ({ amount, currency: 'EUR', formatted: `${amount} €` });
const cart = {
  id: 'c1',
  lineCount: 0,
  articleCount: 0,
  submitted: false,
  deliveryFreeMessage: null,
  subtotal: money(0),
  shippingCost: money(0),
  total: money(0),
  tax: money(0),
  promotionsSaving: money(0),
  voucherCodeStatus: null,
  payless: false,
  vouchers: [],
  lines: [],
};

describe('interpretCartMutation', () => {
  it('passes the cart and a new session through', () => {
    const outcome = interpretCartMutation({ __typename: 'CartUpdated', cart, newSession: { cartId: 'c2', userId: 'u2' } }, de);
    expect(outcome).toMatchObject({ kind: 'updated', cart: { id: 'c1', __typename: 'Cart' }, newSession: { cartId: 'c2', userId: 'u2' } });
  });

  it('reports a missing cart', () => {
    expect(
      interpretCartMutation({ __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND', messageKey: 'x', message: 'gone' }, de),
    ).toEqual({ kind: 'cartNotFound' });
  });

  it('translates quantity field errors with their limit', () => {
    const result: CartMutationResult = {
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      messageKey: 'vue.buybox.text.quantity.error',
      message: 'too many',
      fieldErrors: [
        { field: 'quantity', messageKey: 'vue.buybox.text.quantity.error', message: 'too many', params: [{ name: 'limit', value: '20' }] },
      ],
    };
    expect(interpretCartMutation(result, de)).toEqual({
      kind: 'error',
      message: 'Die maximale Bestellmenge für diesen Artikel ist 20.',
      fieldErrors: { quantity: 'Die maximale Bestellmenge für diesen Artikel ist 20.' },
    });
  });

  it('uses the only param when its name differs from the placeholder', () => {
    const result: CartMutationResult = {
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      messageKey: 'vue.pdp.minQuantity',
      message: 'too few',
      fieldErrors: [{ field: 'quantity', messageKey: 'vue.pdp.minQuantity', message: 'too few', params: [{ name: 'min', value: '5' }] }],
    };
    expect(interpretCartMutation(result, de)).toMatchObject({ fieldErrors: { quantity: 'Die Mindestbestellmenge für diesen Artikel ist 5.' } });
  });

  it('never shows a raw key: unknown keys fall back to the error code or the generic text', () => {
    expect(
      interpretCartMutation({ __typename: 'CartUpdateRejectedError', errorCode: 'ITEM_NOT_SALEABLE', messageKey: 'upstream.nope', message: 'no' }, de),
    ).toEqual({ kind: 'error', message: 'Dieser Artikel ist derzeit leider nicht bestellbar.', fieldErrors: {} });
    expect(
      interpretCartMutation({ __typename: 'CartUpdateRejectedError', errorCode: 'UPSTREAM_REJECTED', messageKey: 'upstream.nope', message: 'no' }, de),
    ).toEqual({ kind: 'error', message: 'Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es erneut.', fieldErrors: {} });
  });

  it('tells an already ordered cart apart, with its text (the caller may know why it was ordered)', () => {
    expect(
      interpretCartMutation(
        { __typename: 'CartUpdateRejectedError', errorCode: 'CART_SUBMITTED', messageKey: 'vue.checkout.error.orderAlreadySubmitted', message: 'submitted' },
        de,
      ),
    ).toEqual({ kind: 'cartSubmitted', message: de.message('vue.checkout.error.orderAlreadySubmitted') });
    expect(interpretCartMutation({ __typename: 'CartUpdateRejectedError', errorCode: 'CART_SUBMITTED', messageKey: 'upstream.nope', message: 'x' }, de)).toEqual({
      kind: 'cartSubmitted',
      message: 'Dieser Warenkorb wurde bereits bestellt. Bitte laden Sie die Seite neu.',
    });
  });
});

describe('cartActionStateFor', () => {
  it('answers a changed cart with the success text and the new article count', () => {
    const outcome = { kind: 'updated', cart: { __typename: 'Cart', ...cart, articleCount: 3 }, newSession: null } as const;
    expect(cartActionStateFor(outcome, 'Gespeichert.', de)).toEqual({ status: 'success', message: 'Gespeichert.', articleCount: 3, at: expect.any(Number) });
  });

  it('answers a missing cart with the German text', () => {
    expect(cartActionStateFor({ kind: 'cartNotFound' }, 'Gespeichert.', de)).toMatchObject({ status: 'error', fieldErrors: {} });
    expect(cartActionStateFor({ kind: 'cartNotFound' }, 'Gespeichert.', de).message).not.toContain('vue.cart');
  });

  it('answers an already ordered cart with its text and no field texts', () => {
    expect(cartActionStateFor({ kind: 'cartSubmitted', message: 'Schon bestellt.' }, 'Gespeichert.', de)).toEqual({
      status: 'error',
      message: 'Schon bestellt.',
      fieldErrors: {},
      at: expect.any(Number),
    });
  });

  it('answers a cart whose order waits for its payment with why, flagged so the form can lead to the order', () => {
    const state = cartActionStateFor({ kind: 'awaitingPayment' }, 'Gespeichert.', de);
    expect(state).toEqual({ status: 'error', message: expect.stringContaining('wartet auf Ihre Zahlung'), fieldErrors: {}, awaitingPayment: true, at: expect.any(Number) });
    expect(cartActionStateFor({ kind: 'awaitingPayment' }, 'Saved.', translator('en-DE')).message).toContain('waiting for your payment');
  });

  it('passes an error message and its field texts on', () => {
    expect(cartActionStateFor({ kind: 'error', message: 'Zu viele.', fieldErrors: { quantity: 'Zu viele.' } }, 'Gespeichert.', de)).toEqual({
      status: 'error',
      message: 'Zu viele.',
      fieldErrors: { quantity: 'Zu viele.' },
      at: expect.any(Number),
    });
  });
});

describe('cartActionError', () => {
  it('is an error state without field texts unless given', () => {
    expect(cartActionError('Nein.')).toEqual({ status: 'error', message: 'Nein.', fieldErrors: {}, at: expect.any(Number) });
  });
});

describe('interpretCartChange (vouchers, undo)', () => {
  it('passes the cart through', () => {
    expect(interpretCartChange({ __typename: 'CartUpdated', cart }, de)).toMatchObject({ kind: 'updated', cart: { id: 'c1' }, newSession: null });
  });

  it("says the shop's voucher refusals in the shop language", () => {
    expect(interpretCartChange({ __typename: 'VoucherRejectedError', errorCode: 'VOUCHER_INVALID', messageKey: 'vue.cart.voucher.error.invalid', message: 'x' }, de)).toEqual({
      kind: 'error',
      message: 'Dieser Gutscheincode ist leider nicht gültig.',
      fieldErrors: {},
    });
    expect(interpretCartChange({ __typename: 'VoucherRejectedError', errorCode: 'VOUCHER_ALREADY_APPLIED', messageKey: 'vue.cart.voucher.error.alreadyApplied', message: 'x' }, de)).toMatchObject({ message: 'Dieser Gutschein ist bereits eingelöst.' });
  });

  it('names the wait of the voucher limit in minutes', () => {
    expect(interpretCartChange({ __typename: 'VoucherRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'vue.cart.voucher.error.rateLimited', message: 'x', retryAfterSeconds: 61 }, de)).toMatchObject({
      kind: 'error',
      message: 'Zu viele Versuche. Bitte versuchen Sie es in 2 Minuten erneut.',
    });
  });

  it('says when an undo comes too late, and that a cart is gone', () => {
    expect(interpretCartChange({ __typename: 'UndoExpiredError', errorCode: 'UNDO_EXPIRED', messageKey: 'vue.cart.error.undoExpired', message: 'x' }, de)).toMatchObject({ kind: 'error', message: expect.stringMatching(/nicht mehr zurückgeholt/) });
    expect(interpretCartChange({ __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND', messageKey: 'x', message: 'gone' }, de)).toEqual({ kind: 'cartNotFound' });
  });
});
