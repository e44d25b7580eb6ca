import { NO_PAYMENT_SELECTED_KEY, SESSION_EXPIRED_KEY } from '@tafel/domain';
import { run, start, toPayment, toShipping, toSubmitting, toSummary } from '../test/fixtures.js';
import { messageKeyForReason, reopenEvent, whyNot } from './index.js';

describe('whyNot: typed guard reasons', () => {
  it('answers null for accepted events', () => {
    expect(whyNot(run(start(), ...toSummary), { type: 'order.submit' })).toBeNull();
  });

  it('names the first missing prerequisite of order.submit', () => {
    expect(whyNot(start({ articleCount: 0 }), { type: 'order.submit' })).toBe('CART_EMPTY');
    expect(whyNot(start(), { type: 'order.submit' })).toBe('LOGIN_REQUIRED');
    expect(whyNot(run(start(), ...toShipping), { type: 'order.submit' })).toBe('SHIPPING_NOT_VALIDATED');
    expect(whyNot(run(start(), ...toPayment), { type: 'order.submit' })).toBe('PAYMENT_NOT_SELECTED');
    expect(messageKeyForReason('PAYMENT_NOT_SELECTED')).toBe(NO_PAYMENT_SELECTED_KEY);
  });

  it('refuses a second submit', () => {
    expect(whyNot(run(start(), ...toSubmitting), { type: 'order.submit' })).toBe('SUBMISSION_IN_PROGRESS');
    const done = run(start(), ...toSubmitting, { type: 'submit.succeeded', orderId: 'o' });
    expect(whyNot(done, { type: 'order.submit' })).toBe('ALREADY_SUBMITTED');
    const dup = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'ALREADY_SUBMITTED' });
    expect(whyNot(dup, { type: 'submit.retry' })).toBe('ALREADY_SUBMITTED');
    const declined = run(start(), ...toSubmitting, { type: 'submit.failed', reason: 'PAYMENT_DECLINED' });
    expect(whyNot(declined, { type: 'submit.retry' })).toBe('NOT_RETRYABLE');
    // The submit went out, only the order id is missing: the shopper must not order again.
    const received = run(start(), ...toSubmitting, { type: 'submit.orderIdUnknown' });
    expect(whyNot(received, { type: 'submit.retry' })).toBe('ALREADY_SUBMITTED');
    expect(whyNot(received, { type: 'shipping.edit' })).toBe('ALREADY_SUBMITTED');
  });

  it('payment events: not applicable, not selected, buyer reference, missing shipping', () => {
    expect(whyNot(run(start({ isB2b: true }), ...toPayment), { type: 'payment.edit' })).toBe('PAYMENT_NOT_APPLICABLE');
    expect(whyNot(run(start(), ...toPayment), { type: 'payment.select', methodId: '' })).toBe('PAYMENT_NOT_SELECTED');
    expect(whyNot(run(start(), ...toPayment), { type: 'payment.select', methodId: 'X_RECHNUNG', buyerReference: '' })).toBe('BUYER_REFERENCE_INVALID');
    expect(whyNot(run(start(), ...toShipping), { type: 'payment.select', methodId: 'PAYPAL' })).toBe('SHIPPING_NOT_VALIDATED');
    expect(whyNot(start(), { type: 'payment.edit' })).toBe('LOGIN_REQUIRED');
  });

  it('shipping events: refused shipper, login, empty cart', () => {
    const packstation = run(start(), ...toShipping, { type: 'shipping.setDeliveryType', deliveryType: 'packstation', deliveryCountry: 'DE' });
    expect(whyNot(packstation, { type: 'shipping.selectShipper', code: 'spedition' })).toBe('SHIPPER_REFUSED');
    expect(whyNot(start(), { type: 'shipping.edit' })).toBe('LOGIN_REQUIRED');
    expect(whyNot(start({ articleCount: 0 }), { type: 'shipping.save' })).toBe('CART_EMPTY');
  });

  it('Amazon-style pay and session expiry', () => {
    expect(whyNot(start({ isB2b: true }), { type: 'amazon.select' })).toBe('AMAZON_PAY_UNAVAILABLE');
    expect(whyNot(start(), { type: 'amazon.abort', cartId: 'x' })).toBe('AMAZON_PAY_NOT_SELECTED');
    const expired = run(start(), ...toSummary, { type: 'session.expired' });
    expect(whyNot(expired, { type: 'order.submit' })).toBe('SESSION_EXPIRED');
    expect(messageKeyForReason('SESSION_EXPIRED')).toBe(SESSION_EXPIRED_KEY);
  });

  it('events that make no sense in the current state', () => {
    expect(whyNot(start(), { type: 'shipping.saved' })).toBe('NOT_IN_THIS_STATE');
  });
});

describe('reopenEvent: back to a step from a later one', () => {
  it('names the edit event of the step from a later state, and none within the step', () => {
    const summary = run(start(), ...toSummary);
    expect(reopenEvent(summary, 'shipping')).toEqual({ type: 'shipping.edit' });
    expect(reopenEvent(summary, 'payment')).toEqual({ type: 'payment.edit' });
    expect(reopenEvent(run(start(), ...toPayment), 'shipping')).toEqual({ type: 'shipping.edit' });
    expect(reopenEvent(run(start(), ...toShipping), 'shipping')).toBeNull();
    expect(reopenEvent(run(start(), ...toPayment), 'payment')).toBeNull();
  });

  it('leaves the decision to the machine: an edit it refuses has a reason', () => {
    const b2b = run(start({ isB2b: true }), ...toPayment);
    expect(whyNot(b2b, reopenEvent(b2b, 'payment')!)).toBe('PAYMENT_NOT_APPLICABLE');
    expect(whyNot(run(start(), ...toSummary), reopenEvent(run(start(), ...toSummary), 'shipping')!)).toBeNull();
  });
});
