import { CART_CHANGED_KEY } from '@tafel/domain';
import { leaf, run, start, toPayment, toShipping, toSubmitting, toSummary } from '../test/fixtures.js';
import { gateRoute, messageKeyForReason, whyNot, type CheckoutEvent } from './index.js';

// Spec §4 cart changed: extending the lightning reservation at checkout start changed the cart's
// prices; the summary shows the notice and the submit names it, else it is refused.

const changed = (id = 'chg-1', extra: Partial<Extract<CheckoutEvent, { type: 'cart.lightningChanged' }>> = {}): CheckoutEvent => ({
  type: 'cart.lightningChanged',
  id,
  reasons: ['EXPIRED', 'REDUCED_QUANTITY'],
  changedItemIds: ['10005-01'],
  ...extra,
});

describe('checkout machine: cart change notice (cart.lightningChanged)', () => {
  it('a fresh checkout has none', () => {
    expect(start().context.cartChange).toBeNull();
  });

  it('records the change on the summary and brings the new figures', () => {
    const s = run(start(), ...toSummary, changed('chg-1', { articleCount: 3, totalCents: 1490 }));
    expect(leaf(s)).toBe('active.summary');
    expect(s.context).toMatchObject({
      cartChange: { id: 'chg-1', reasons: ['EXPIRED', 'REDUCED_QUANTITY'], changedItemIds: ['10005-01'] },
      articleCount: 3,
      totalCents: 1490,
    });
  });

  it('keeps the figures when the event carries none', () => {
    const s = run(start(), ...toSummary, changed());
    expect(s.context).toMatchObject({ articleCount: 2, totalCents: 1000, cartChange: { id: 'chg-1' } });
  });

  it('is recorded on every step and stays through the later steps', () => {
    expect(run(start(), changed()).context.cartChange?.id).toBe('chg-1');
    expect(run(start(), ...toShipping, changed()).context.cartChange?.id).toBe('chg-1');
    const onPayment = run(start(), ...toPayment, changed());
    expect(leaf(onPayment)).toBe('active.payment.editing');
    expect(run(onPayment, { type: 'payment.select', methodId: 'PAYPAL' }, { type: 'payment.saved' }).context.cartChange?.id).toBe('chg-1');
  });

  it('a newer change replaces the older one', () => {
    const s = run(start(), ...toSummary, changed('chg-1'), changed('chg-2', { reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['a', 'b'] }));
    expect(s.context.cartChange).toEqual({ id: 'chg-2', reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['a', 'b'] });
    expect(whyNot(s, { type: 'order.submit', seenCartChangeId: 'chg-1' })).toBe('CART_CHANGE_NOT_SEEN');
    expect(leaf(run(s, { type: 'order.submit', seenCartChangeId: 'chg-2' }))).toBe('submitting');
  });

  it('emptying the cart goes to cartEmpty; figures coming back route on', () => {
    const empty = run(start(), ...toSummary, changed('chg-1', { articleCount: 0, totalCents: 0 }));
    expect(leaf(empty)).toBe('active.cartEmpty');
    expect(leaf(run(empty, changed('chg-2', { articleCount: 1, totalCents: 500 })))).toBe('active.summary');
  });

  it('on the summary it checks the ordering again: a payless cart that costs something now needs a payment', () => {
    const payless = run(start({ totalCents: 0 }), ...toPayment);
    expect(leaf(payless)).toBe('active.summary');
    const s = run(payless, changed('chg-1', { totalCents: 1400 }));
    expect(leaf(s)).toBe('active.payment.editing');
    expect(s.context.cartChange?.id).toBe('chg-1');
  });

  it('is not taken while submitting or after the order', () => {
    expect(run(start(), ...toSubmitting).can(changed())).toBe(false);
    expect(run(start(), ...toSubmitting, { type: 'submit.succeeded', orderId: 'o-1' }).can(changed())).toBe(false);
  });

  it('takes a checkout whose submit failed on a changed cart back to the steps, with the notice', () => {
    const failed = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'CART_CHANGED' });
    const s = run(failed, changed('chg-3', { totalCents: 1300 }));
    expect(leaf(s)).toBe('active.summary');
    expect(s.context).toMatchObject({ lastError: null, totalCents: 1300, cartChange: { id: 'chg-3' } });
  });
});

describe('checkout machine: submit guard CART_CHANGE_NOT_SEEN', () => {
  const withChange = run(start(), ...toSummary, changed('chg-1'));

  it('refuses a submit that names no change or another one, and stays on the summary', () => {
    for (const event of [{ type: 'order.submit' }, { type: 'order.submit', seenCartChangeId: null }, { type: 'order.submit', seenCartChangeId: 'chg-0' }] as const) {
      expect(withChange.can(event)).toBe(false);
      expect(whyNot(withChange, event)).toBe('CART_CHANGE_NOT_SEEN');
      expect(leaf(run(withChange, event))).toBe('active.summary');
    }
    expect(messageKeyForReason('CART_CHANGE_NOT_SEEN')).toBe(CART_CHANGED_KEY);
    expect(CART_CHANGED_KEY).toBe('vue.checkout.summaryStep.notification.cartChanged');
  });

  it('an unfinished step is named first', () => {
    const onPayment = run(start(), ...toPayment, changed('chg-1'));
    expect(whyNot(onPayment, { type: 'order.submit', seenCartChangeId: 'chg-1' })).toBe('PAYMENT_NOT_SELECTED');
  });

  it('accepts the submit naming the change, and the accepted submit clears it', () => {
    const s = run(withChange, { type: 'order.submit', seenCartChangeId: 'chg-1' });
    expect(leaf(s)).toBe('submitting');
    expect(s.context).toMatchObject({ cartChange: null, submissionAttempt: 1 });
  });

  it('without a change any submit passes, a named id included (a stale tab)', () => {
    const summary = run(start(), ...toSummary);
    expect(whyNot(summary, { type: 'order.submit' })).toBeNull();
    expect(leaf(run(summary, { type: 'order.submit', seenCartChangeId: 'chg-old' }))).toBe('submitting');
  });

  it('a retry after a failed submission is not held back (the accepted submit saw the change)', () => {
    const failed = run(withChange, { type: 'order.submit', seenCartChangeId: 'chg-1' }, { type: 'submit.failed', reason: 'UPSTREAM_UNAVAILABLE' });
    expect(failed.context.cartChange).toBeNull();
    expect(leaf(run(failed, { type: 'submit.retry' }))).toBe('submitting');
  });

  it('a restart, or aborting express pay, starts over without the change', () => {
    const expired = run(withChange, { type: 'session.expired' });
    expect(expired.context.cartChange?.id).toBe('chg-1');
    expect(run(expired, { type: 'checkout.restart', cartId: 'cart-2', articleCount: 1, totalCents: 100 }).context.cartChange).toBeNull();
    const express = run(start({ session: 'loggedIn' }), { type: 'amazon.select' }, changed('chg-5'));
    expect(express.context.cartChange?.id).toBe('chg-5');
    expect(run(express, { type: 'amazon.abort', cartId: 'cart-6' }).context.cartChange).toBeNull();
  });

  it('the summary route stays open while the notice is set (it is shown there)', () => {
    expect(gateRoute('summary', withChange)).toEqual(expect.objectContaining({ allowed: true }));
    expect(gateRoute('summary', withChange.context)).toEqual(expect.objectContaining({ allowed: true }));
  });
});
