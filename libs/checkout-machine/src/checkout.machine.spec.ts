import {
  CART_CHANGED_KEY,
  INTERNAL_ERROR_MESSAGE,
  ORDER_ALREADY_SUBMITTED_KEY,
  PAYMENT_ERROR_KEY,
  SESSION_EXPIRED_KEY,
} from '@tafel/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { baseInput, leaf, run, start, toPayment, toShipping, toSubmitting, toSummary } from '../test/fixtures.js';
import {
  checkoutMachine,
  isPaymentFailureState,
  ORDER_ID_UNKNOWN_CODE,
  ORDER_RECEIVED_KEY,
  PAYMENT_FAILURE_STATES,
  type SaveShippingInput,
  type SaveShippingOutput,
  type SelectPaymentInput,
  type SelectPaymentOutput,
  type SubmitFailureReason,
  type SubmitOrderInput,
  type SubmitOrderOutput,
} from './index.js';

describe('checkout machine: routing (spec §4 Checkout ordering)', () => {
  it('starts at cartEmpty when the cart has no articles (guard cartIsEmpty)', () => {
    expect(leaf(start({ articleCount: 0 }))).toBe('active.cartEmpty');
  });

  it('starts at login without a session or login option (guard loginOk)', () => {
    expect(leaf(start())).toBe('active.login');
  });

  it('skips login when a session exists or an option was chosen', () => {
    expect(leaf(start({ session: 'loggedIn' }))).toBe('active.shipping.editing');
    expect(leaf(start({ session: 'guest' }))).toBe('active.shipping.editing');
    expect(leaf(start({ loginOption: 'register' }))).toBe('active.shipping.editing');
  });

  it('moves on from login on login.chooseOption and login.succeeded', () => {
    expect(leaf(run(start(), { type: 'login.chooseOption', option: 'guest' }))).toBe('active.shipping.editing');
    const s = run(start(), { type: 'login.succeeded', session: 'loggedIn', cartId: 'merged' });
    expect(leaf(s)).toBe('active.shipping.editing');
    expect(s.context).toMatchObject({ session: 'loggedIn', cartId: 'merged' });
  });

  it('goes to payment once shipping is saved (guard shippingOk) and to summary once payment is saved (guard paymentOk)', () => {
    const payment = run(start(), ...toPayment);
    expect(leaf(payment)).toBe('active.payment.editing');
    expect(payment.context.shipping.validated).toBe(true);
    expect(payment.context.session).toBe('guest');
    const summary = run(start(), ...toSummary);
    expect(leaf(summary)).toBe('active.summary');
    expect(summary.context.payment).toEqual({ selectedMethodId: 'PAYPAL', validated: true, buyerReference: null });
  });

  it('skips the payment step for B2B, payless carts and express pay (guard paymentApplies)', () => {
    expect(leaf(run(start({ isB2b: true }), ...toPayment))).toBe('active.summary');
    expect(leaf(run(start({ totalCents: 0 }), ...toPayment))).toBe('active.summary');
  });

  it('cart.updated to zero articles sends any step to cartEmpty, and back through routing when filled', () => {
    const empty = run(start(), ...toPayment, { type: 'cart.updated', articleCount: 0, totalCents: 0 });
    expect(leaf(empty)).toBe('active.cartEmpty');
    const refilled = run(empty, { type: 'cart.updated', articleCount: 1, totalCents: 500 });
    expect(leaf(refilled)).toBe('active.payment.editing');
  });

  it('a cart turning payless on the summary re-routes; turning paid again asks for payment', () => {
    const s = run(start({ totalCents: 0 }), ...toPayment);
    expect(leaf(s)).toBe('active.summary');
    expect(leaf(run(s, { type: 'cart.updated', articleCount: 2, totalCents: 990 }))).toBe('active.payment.editing');
  });
});

describe('checkout machine: shipping step', () => {
  const shipping = () => run(start(), ...toShipping);

  it('saving failure sets validated to false and records the error (spec §4 Save shipping step 4)', () => {
    const s = run(shipping(), { type: 'shipping.save' }, { type: 'shipping.failed', code: 'ADDRESS', messageKey: 'vue.x' });
    expect(leaf(s)).toBe('active.shipping.editing');
    expect(s.context.shipping.validated).toBe(false);
    expect(s.context.lastError).toEqual({ code: 'ADDRESS', messageKey: 'vue.x' });
  });

  it('guard shipperAllowed: enabled shippers only, none refused by the shipper rules', () => {
    expect(run(shipping(), { type: 'shipping.selectShipper', code: 'spedition' }).context.shipping.selectedShipperCode).toBe('spedition');
    expect(shipping().can({ type: 'shipping.selectShipper', code: 'hermes' })).toBe(false);
    expect(shipping().can({ type: 'shipping.selectShipper', code: 'nope' })).toBe(false);
    const packstation = run(shipping(), { type: 'shipping.setDeliveryType', deliveryType: 'packstation', deliveryCountry: 'DE' });
    expect(packstation.context.shipping.selectedShipperCode).toBe('dhl');
    expect(packstation.can({ type: 'shipping.selectShipper', code: 'spedition' })).toBe(false);
    const austria = run(shipping(), { type: 'shipping.setDeliveryType', deliveryType: 'shippingAddress', deliveryCountry: 'AT' });
    expect(austria.can({ type: 'shipping.selectShipper', code: 'dhl' })).toBe(false);
    expect(austria.can({ type: 'shipping.selectShipper', code: 'spedition' })).toBe(true);
  });

  it('changing delivery or shippers un-validates the step', () => {
    const back = run(start(), ...toSummary, { type: 'shipping.edit' }, { type: 'shipping.setShippers', shippers: [{ code: 'spedition', enabled: true }] });
    expect(leaf(back)).toBe('active.shipping.editing');
    expect(back.context.shipping).toMatchObject({ validated: false, selectedShipperCode: 'spedition' });
  });

  it('guard canEditShipping: not before the login step', () => {
    expect(start().can({ type: 'shipping.edit' })).toBe(false);
    expect(run(start(), ...toSummary).can({ type: 'shipping.edit' })).toBe(true);
  });

  it('guard loginOk on shipping.save', () => {
    expect(shipping().can({ type: 'shipping.save' })).toBe(true);
  });
});

describe('checkout machine: payment step', () => {
  const payment = () => run(start(), ...toPayment);

  it('guard paymentSelectionValid: X_RECHNUNG needs a valid buyer reference; empty id refused', () => {
    expect(payment().can({ type: 'payment.select', methodId: 'X_RECHNUNG' })).toBe(false);
    expect(payment().can({ type: 'payment.select', methodId: 'X_RECHNUNG', buyerReference: '04011000-12345-34' })).toBe(true);
    expect(payment().can({ type: 'payment.select', methodId: '' })).toBe(false);
    expect(payment().can({ type: 'payment.select', methodId: 'INVOICE' })).toBe(true);
  });

  it('payment.failed keeps the step open with the payment error key', () => {
    const s = run(payment(), { type: 'payment.select', methodId: 'PAYPAL' }, { type: 'payment.failed' });
    expect(leaf(s)).toBe('active.payment.editing');
    expect(s.context.lastError).toEqual({ code: 'PAYMENT_ERROR', messageKey: PAYMENT_ERROR_KEY });
  });

  it('guard canEditPayment: only when the step applies', () => {
    expect(run(start(), ...toSummary).can({ type: 'payment.edit' })).toBe(true);
    expect(run(start({ isB2b: true }), ...toPayment).can({ type: 'payment.edit' })).toBe(false);
  });
});

describe('checkout machine: Amazon-style express pay', () => {
  it('select marks AMAZONPAY and shipping validated, skipping payment (guard amazonPayAllowed)', () => {
    const s = run(start(), { type: 'amazon.select' });
    expect(leaf(s)).toBe('active.summary');
    expect(s.context).toMatchObject({ expressAmazonSelected: true, loginOption: 'guest', payment: { selectedMethodId: 'AMAZONPAY' } });
    expect(s.context.shipping.validated).toBe(true);
  });

  it('is unavailable in B2B', () => {
    expect(start({ isB2b: true }).can({ type: 'amazon.select' })).toBe(false);
  });

  it('abort resets the cart id and the steps (guard amazonSelected)', () => {
    expect(start().can({ type: 'amazon.abort', cartId: 'x' })).toBe(false);
    const s = run(start({ session: 'loggedIn' }), { type: 'amazon.select' }, { type: 'amazon.abort', cartId: 'cart-2' });
    expect(s.context).toMatchObject({ cartId: 'cart-2', expressAmazonSelected: false, session: 'loggedIn', articleCount: 0 });
    expect(leaf(s)).toBe('active.cartEmpty');
  });
});

describe('checkout machine: submit (spec §4 Submit)', () => {
  it('guard readyToSubmit: counts the attempt and invokes submitOrder', () => {
    const s = run(start(), ...toSubmitting);
    expect(leaf(s)).toBe('submitting');
    expect(s.context.submissionAttempt).toBe(1);
    expect(Object.keys(s.children)).toEqual(['submitOrder']);
  });

  it('refuses order.submit when payment is not done', () => {
    const s = run(start(), ...toSummary, { type: 'payment.edit' });
    expect(s.can({ type: 'order.submit' })).toBe(false);
  });

  it('submit.succeeded stores orderId and newCartId and confirms', () => {
    const s = run(start(), ...toSubmitting, { type: 'submit.succeeded', orderId: 'o-1', newCartId: 'cart-2' });
    expect(s.status).toBe('done');
    expect(s.context).toMatchObject({ orderId: 'o-1', newCartId: 'cart-2' });
  });

  it('submit.redirected waits for the payment provider', () => {
    const s = run(start(), ...toSubmitting, { type: 'submit.redirected', redirectUrl: 'https://pay.example/x' });
    expect(leaf(s)).toBe('awaitingPaymentProvider');
    expect(leaf(run(s, { type: 'submit.succeeded', orderId: 'o-2' }))).toBe('confirmed');
  });

  it('keeps the order the provider still has to confirm, and the card form, until it is confirmed', () => {
    const computopData = { mid: 'm', data: 'ZA==', len: 1, url: '/__payment/computop' };
    const card = run(start(), ...toSubmitting, { type: 'submit.redirected', redirectUrl: null, computopData, orderId: 'o-3', newCartId: 'cart-7' });
    expect(card.context).toMatchObject({ pendingOrderId: 'o-3', computopData, newCartId: 'cart-7', orderId: null });
    const done = run(card, { type: 'submit.succeeded', orderId: 'o-3' });
    expect(done.context).toMatchObject({ orderId: 'o-3', newCartId: 'cart-7', pendingOrderId: null, computopData: null });
  });

  it('a payment cancelled at the provider goes back to the payment step: nothing ordered, no failure recorded', () => {
    const waiting = run(start(), ...toSubmitting, { type: 'submit.redirected', redirectUrl: 'https://pay.example/x', orderId: 'o-4', newCartId: 'cart-8' });
    const cancelled = run(waiting, { type: 'payment.cancelled' });
    expect(leaf(cancelled)).toBe('active.payment.editing');
    expect(cancelled.context).toMatchObject({ orderId: null, pendingOrderId: null, redirectUrl: null, lastError: null, submissionAttempt: 1 });
    expect(cancelled.context.payment).toEqual({ selectedMethodId: null, buyerReference: null, validated: false });
    // Paying again is a new attempt (a new idempotency key), after a payment is chosen again.
    expect(cancelled.can({ type: 'order.submit' })).toBe(false);
    const again = run(cancelled, { type: 'payment.select', methodId: 'INVOICE' }, { type: 'payment.saved' }, { type: 'order.submit' });
    expect(leaf(again)).toBe('submitting');
    expect(again.context.submissionAttempt).toBe(2);
    // Only a payment under way at a provider can be cancelled.
    for (const other of [start(), run(start(), ...toSummary), run(start(), ...toSubmitting), run(waiting, { type: 'submit.succeeded', orderId: 'o-4' })]) {
      expect(other.can({ type: 'payment.cancelled' })).toBe(false);
    }
  });

  it('an express Amazon-style payment cancelled at Amazon leaves express pay: the payment step opens', () => {
    const express = run(start({ session: 'loggedIn' }), { type: 'amazon.select' }, { type: 'order.submit' }, { type: 'submit.redirected', redirectUrl: '/__payment/amazonpay', orderId: 'o-5' });
    expect(leaf(express)).toBe('awaitingPaymentProvider');
    const cancelled = run(express, { type: 'payment.cancelled' });
    expect(cancelled.context.expressAmazonSelected).toBe(false);
    expect(leaf(cancelled)).toBe('active.payment.editing');
  });

  it('an address refused at submit goes back to the shipping step', () => {
    const s = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'ADDRESS_REJECTED', messageKey: 'vue.checkout.error.billingAddressMissing' });
    expect(leaf(s)).toBe('failed.addressRejected');
    expect(s.context.lastError).toEqual({ code: 'ADDRESS_REJECTED', messageKey: 'vue.checkout.error.billingAddressMissing' });
    expect(leaf(run(s, { type: 'shipping.edit' }))).toBe('active.shipping.editing');
  });

  it('a session that expired before the order was placed needs a new login, then submits again', () => {
    const s = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'SESSION_EXPIRED' });
    expect(leaf(s)).toBe('sessionExpired');
    expect(s.context).toMatchObject({ session: 'loggedOut', lastError: { code: 'SESSION_EXPIRED', messageKey: SESSION_EXPIRED_KEY } });
    expect(leaf(run(s, { type: 'login.succeeded', session: 'guest' }))).toBe('active.shipping.editing');
  });

  const cases: [SubmitFailureReason, string, string][] = [
    ['CART_CHANGED', 'failed.cartChanged', CART_CHANGED_KEY],
    ['ALREADY_SUBMITTED', 'failed.alreadySubmitted', ORDER_ALREADY_SUBMITTED_KEY],
    ['PAYMENT_DECLINED', 'failed.paymentDeclined', PAYMENT_ERROR_KEY],
    ['PAYMENT_ERROR', 'failed.paymentError', PAYMENT_ERROR_KEY],
    ['UPSTREAM_UNAVAILABLE', 'failed.upstreamUnavailable', 'vue.cart.error.somethingWentWrong'],
    ['INTERNAL_ERROR', 'failed.internalError', INTERNAL_ERROR_MESSAGE],
  ];
  it.each(cases)('submit.failed %s → %s with the spec key (guard submitFailedWith)', (reason, state, key) => {
    const s = run(start(), ...toSubmitting, { type: 'submit.failed', reason });
    expect(leaf(s)).toBe(state);
    expect(s.context.lastError).toEqual({ code: reason, messageKey: key });
  });

  it('retry after an upstream outage is a new attempt; payment failures go back to payment', () => {
    const down = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'UPSTREAM_UNAVAILABLE' });
    const again = run(down, { type: 'submit.retry' });
    expect(leaf(again)).toBe('submitting');
    expect(again.context.submissionAttempt).toBe(2);
    const declined = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'PAYMENT_DECLINED' });
    expect(declined.can({ type: 'submit.retry' })).toBe(false);
    const retry = run(declined, { type: 'payment.retry' });
    expect(leaf(retry)).toBe('active.payment.editing');
    expect(retry.context.payment.validated).toBe(false);
  });

  it('names exactly the failure states a failed payment leaves, each of which goes back to payment', () => {
    const leaves = cases.map(([reason]) => run(start(), ...toSubmitting, { type: 'submit.failed', reason })).filter((s) => isPaymentFailureState(leaf(s)));
    expect(leaves.map(leaf)).toEqual([...PAYMENT_FAILURE_STATES]);
    for (const failed of leaves) expect(leaf(run(failed, { type: 'payment.retry' }))).toBe('active.payment.editing');
    expect(isPaymentFailureState('failed.internalError')).toBe(false);
  });

  it('cart changed continues with the new figures; already submitted restarts with the new cart', () => {
    const changed = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'CART_CHANGED' });
    expect(leaf(run(changed, { type: 'cart.updated', articleCount: 3, totalCents: 1500 }))).toBe('active.summary');
    const dup = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'ALREADY_SUBMITTED', newCartId: 'cart-9' });
    expect(dup.context.newCartId).toBe('cart-9');
    const fresh = run(dup, { type: 'checkout.restart', cartId: 'cart-9' });
    expect(fresh.context).toMatchObject({ cartId: 'cart-9', orderId: null, submissionAttempt: 0, session: 'guest' });
  });

  it.each(cases)('support.replay from %s → submitting with the same attempt (same idempotency key)', (reason) => {
    const failed = run(start(), ...toSubmitting, { type: 'submit.failed', reason });
    const replayed = run(failed, { type: 'support.replay' });
    expect(leaf(replayed)).toBe('submitting');
    expect(replayed.context.submissionAttempt).toBe(failed.context.submissionAttempt);
    expect(replayed.context.lastError).toBeNull();
  });

  it('support.replay is refused outside the failure states and once an order exists', () => {
    expect(run(start(), ...toSubmitting).can({ type: 'support.replay' })).toBe(false);
    expect(run(start(), ...toSummary).can({ type: 'support.replay' })).toBe(false);
    const confirmed = run(start(), ...toSubmitting, { type: 'submit.succeeded', orderId: 'o-1' });
    expect(confirmed.can({ type: 'support.replay' })).toBe(false);
    const expired = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'SESSION_EXPIRED' });
    expect(expired.can({ type: 'support.replay' })).toBe(false);
  });

  it('submit.orderIdUnknown is no failure: no way to order again, only support asks the upstream again', () => {
    const s = run(start(), ...toSubmitting, { type: 'submit.orderIdUnknown' });
    expect(leaf(s)).toBe('orderIdUnknown');
    expect(s.context).toMatchObject({ orderId: null, lastError: { code: ORDER_ID_UNKNOWN_CODE, messageKey: ORDER_RECEIVED_KEY } });
    for (const event of [{ type: 'submit.retry' }, { type: 'order.submit' }, { type: 'payment.retry' }, { type: 'shipping.edit' }, { type: 'checkout.restart', cartId: 'cart-9' }] as const) {
      expect(s.can(event)).toBe(false);
    }
    const replayed = run(s, { type: 'support.replay' });
    expect(leaf(replayed)).toBe('submitting');
    expect(replayed.context).toMatchObject({ submissionAttempt: s.context.submissionAttempt, lastError: null });
    expect(leaf(run(replayed, { type: 'submit.succeeded', orderId: 'o-9' }))).toBe('confirmed');
  });

  it('ignores session.expired and cart.updated while submitting', () => {
    const s = run(start(), ...toSubmitting);
    expect(s.can({ type: 'session.expired' })).toBe(false);
    expect(s.can({ type: 'cart.updated', articleCount: 0, totalCents: 0 })).toBe(false);
  });
});

describe('checkout machine: session expiry', () => {
  it('session.expired drops login and step validation and records the warning', () => {
    const s = run(start(), ...toSummary, { type: 'session.expired' });
    expect(leaf(s)).toBe('sessionExpired');
    expect(s.context).toMatchObject({ session: 'loggedOut', loginOption: null, lastError: { code: 'SESSION_EXPIRED', messageKey: SESSION_EXPIRED_KEY } });
    expect(leaf(run(s, { type: 'login.succeeded', session: 'loggedIn' }))).toBe('active.shipping.editing');
    expect(leaf(run(s, { type: 'checkout.restart', cartId: 'cart-3', articleCount: 1, totalCents: 100 }))).toBe('active.login');
    expect(leaf(run(s, { type: 'checkout.restart', cartId: 'cart-4' }))).toBe('active.cartEmpty');
  });
});

describe('checkout machine: host actors (machine.provide)', () => {
  const withActors = (submit: SubmitOrderOutput | Error) =>
    checkoutMachine.provide({
      actors: {
        saveShippingStep: fromPromise<SaveShippingOutput, SaveShippingInput>(async () => ({ session: 'guest' })),
        selectPayment: fromPromise<SelectPaymentOutput, SelectPaymentInput>(async ({ input }) => ({ methodId: input.methodId })),
        submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(async () => {
          if (submit instanceof Error) throw submit;
          return submit;
        }),
      },
    });

  async function drive(submit: SubmitOrderOutput | Error) {
    const actor = createActor(withActors(submit), { input: baseInput }).start();
    actor.send({ type: 'login.chooseOption', option: 'guest' });
    actor.send({ type: 'shipping.save' });
    await waitFor(actor, (s) => s.matches({ active: 'payment' }));
    actor.send({ type: 'payment.select', methodId: 'PAYPAL' });
    await waitFor(actor, (s) => s.matches({ active: 'summary' }));
    actor.send({ type: 'order.submit' });
    await new Promise((r) => setTimeout(r, 0));
    return actor.getSnapshot();
  }

  it('the lib has no implementation: unprovided actors fail into the error path', async () => {
    const actor = createActor(checkoutMachine, { input: baseInput }).start();
    actor.send({ type: 'login.chooseOption', option: 'guest' });
    actor.send({ type: 'shipping.save' });
    await waitFor(actor, (s) => s.matches({ active: { shipping: 'editing' } }) && s.context.lastError !== null);
    expect(actor.getSnapshot().context.lastError?.code).toBe('SHIPPING_SAVE_FAILED');
  });

  it('a shipping save failing at a named step records the step with the error; a later save clears it', async () => {
    const failing = checkoutMachine.provide({
      actors: {
        saveShippingStep: fromPromise<SaveShippingOutput, SaveShippingInput>(async () => {
          throw Object.assign(new Error('step cartDeliveryAddress failed'), { step: 'cartDeliveryAddress', messageKey: 'vue.x' });
        }),
      },
    });
    const actor = createActor(failing, { input: baseInput }).start();
    actor.send({ type: 'login.chooseOption', option: 'guest' });
    actor.send({ type: 'shipping.save' });
    await waitFor(actor, (s) => s.context.lastError !== null);
    const failed = actor.getSnapshot();
    expect(leaf(failed)).toBe('active.shipping.editing');
    expect(failed.context.lastError).toEqual({ code: 'SHIPPING_SAVE_FAILED', messageKey: 'vue.x', step: 'cartDeliveryAddress' });
    expect(failed.context.shipping.validated).toBe(false);
    // An error without a step records none (no `step: undefined` in the persisted context either).
    expect(run(run(start(), ...toShipping), { type: 'shipping.save' }, { type: 'shipping.failed', messageKey: 'vue.y' }).context.lastError).toStrictEqual({ code: 'SHIPPING_SAVE_FAILED', messageKey: 'vue.y' });
    expect(run(failed, { type: 'shipping.save' }, { type: 'shipping.saved' }).context.lastError).toBeNull();
  });

  it('maps submitOrder outputs onto the submit events', async () => {
    expect((await drive({ kind: 'ordered', orderId: 'o-7', newCartId: 'n-7' })).context.orderId).toBe('o-7');
    expect(leaf(await drive({ kind: 'redirect', redirectUrl: 'https://p' }))).toBe('awaitingPaymentProvider');
    expect(leaf(await drive({ kind: 'cardPayment' }))).toBe('awaitingPaymentProvider');
    expect(leaf(await drive({ kind: 'failed', reason: 'CART_CHANGED' }))).toBe('failed.cartChanged');
    expect(leaf(await drive({ kind: 'orderIdUnknown' }))).toBe('orderIdUnknown');
    expect(leaf(await drive({ kind: 'queued' }))).toBe('submitting');
  });

  it("an exception shows the error's messageKey or 'Internal error' (spec §4 Submit step 4)", async () => {
    const plain = await drive(new Error('boom'));
    expect(leaf(plain)).toBe('failed.internalError');
    expect(plain.context.lastError?.messageKey).toBe(INTERNAL_ERROR_MESSAGE);
    const keyed = await drive(Object.assign(new Error('x'), { messageKey: 'vue.cart.error.somethingWentWrong' }));
    expect(keyed.context.lastError?.messageKey).toBe('vue.cart.error.somethingWentWrong');
  });
});
