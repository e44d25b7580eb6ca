import { PAYMENT_ERROR_KEY, SESSION_EXPIRED_KEY } from '@tafel/domain';
import { run, start, toPayment, toShipping, toSubmitting, toSummary } from '../test/fixtures.js';
import { gateRoute, type CheckoutContext } from './index.js';

const ctx = (patch: Partial<CheckoutContext> = {}): CheckoutContext => ({ ...start().context, ...patch });

describe('gateRoute: spec §2 checkout redirect rules', () => {
  it('non-checkout paths and the basket are always allowed', () => {
    expect(gateRoute('/prod/1', ctx({ articleCount: 0 }))).toEqual({ allowed: true });
    expect(gateRoute('basket', ctx({ articleCount: 0 }))).toEqual({ allowed: true });
  });

  describe('checkout login', () => {
    it('goes to basket when the cart is empty', () => {
      expect(gateRoute('/checkout/login', ctx({ articleCount: 0 }))).toEqual({ allowed: false, redirectTo: '/checkout/basket', reason: 'CART_EMPTY' });
    });
    it('goes to shipping when a session exists', () => {
      expect(gateRoute('login', ctx({ session: 'guest' }))).toEqual({ allowed: false, redirectTo: '/checkout/shipping', reason: 'SESSION_EXISTS' });
      expect(gateRoute('login', ctx({ session: 'loggedIn' }))).toMatchObject({ redirectTo: '/checkout/shipping' });
    });
    it('is allowed with items and no session', () => {
      expect(gateRoute('login', ctx())).toEqual({ allowed: true });
    });
  });

  describe('shipping', () => {
    it('needs a non-empty cart, else home', () => {
      expect(gateRoute('/checkout/shipping/', ctx({ articleCount: 0, session: 'loggedIn' }))).toEqual({ allowed: false, redirectTo: '/', reason: 'CART_EMPTY' });
    });
    it('needs a finished login step, else checkout login', () => {
      expect(gateRoute('shipping', ctx())).toEqual({ allowed: false, redirectTo: '/checkout/login', reason: 'LOGIN_REQUIRED' });
      expect(gateRoute('shipping', ctx({ loginOption: 'guest' }))).toEqual({ allowed: true });
    });
  });

  describe('payment', () => {
    it('no cart goes home with the session-expired warning for guests or a missing login', () => {
      expect(gateRoute('payment', ctx({ articleCount: 0, session: 'guest' }))).toEqual({
        allowed: false, redirectTo: '/', reason: 'CART_EMPTY', messageKey: SESSION_EXPIRED_KEY,
      });
      expect(gateRoute('payment', ctx({ articleCount: 0 }))).toMatchObject({ messageKey: SESSION_EXPIRED_KEY });
      expect(gateRoute('payment', ctx({ articleCount: 0, session: 'loggedIn' }))).toEqual({ allowed: false, redirectTo: '/', reason: 'CART_EMPTY' });
    });
    it('shipping not valid goes to shipping', () => {
      expect(gateRoute('payment', run(start(), ...toShipping))).toEqual({ allowed: false, redirectTo: '/checkout/shipping', reason: 'SHIPPING_NOT_VALIDATED' });
    });
    it('payment step not applicable goes to summary (B2B, payless, express)', () => {
      const expected = { allowed: false, redirectTo: '/checkout/summary', reason: 'PAYMENT_NOT_APPLICABLE' };
      expect(gateRoute('payment', run(start({ isB2b: true }), ...toPayment))).toEqual(expected);
      expect(gateRoute('payment', run(start({ totalCents: 0 }), ...toPayment))).toEqual(expected);
      expect(gateRoute('payment', run(start(), { type: 'amazon.select' }))).toEqual(expected);
    });
    it('is allowed once shipping is valid and payment applies', () => {
      expect(gateRoute('payment', run(start(), ...toPayment))).toEqual({ allowed: true });
    });
  });

  describe('an order waiting for its payment at the provider', () => {
    const paypal = [...toSubmitting, { type: 'submit.redirected', redirectUrl: 'https://paypal', orderId: 'o-7' }] as const;
    const card = [...toSubmitting, { type: 'submit.redirected', redirectUrl: null, computopData: { mid: 'm', data: 'ZA==', len: 1, url: '/card' } }] as const;
    const awaiting = { allowed: false, redirectTo: '/checkout/summary', reason: 'SUBMISSION_IN_PROGRESS' };
    it('keeps the shopper off the login, shipping and payment steps: the summary offers to pay', () => {
      for (const events of [paypal, card]) {
        const waiting = run(start(), ...events);
        for (const step of ['login', 'shipping', 'payment'] as const) expect(gateRoute(step, waiting)).toEqual(awaiting);
        expect(gateRoute('summary', waiting)).toEqual({ allowed: true });
        expect(gateRoute('basket', waiting)).toEqual({ allowed: true });
      }
    });
    it('opens the steps again once the payment was cancelled at the provider', () => {
      const cancelled = run(start(), ...paypal, { type: 'payment.cancelled' });
      expect(gateRoute('payment', cancelled)).toEqual({ allowed: true });
      expect(gateRoute('shipping', cancelled)).toEqual({ allowed: true });
    });
  });

  describe('summary', () => {
    it('shipping invalid goes home with the session-expired warning', () => {
      expect(gateRoute('summary', run(start(), ...toShipping))).toEqual({
        allowed: false, redirectTo: '/', reason: 'SHIPPING_NOT_VALIDATED', messageKey: SESSION_EXPIRED_KEY,
      });
    });
    it('payment incomplete (when applicable) goes to payment', () => {
      expect(gateRoute('summary', run(start(), ...toPayment))).toEqual({ allowed: false, redirectTo: '/checkout/payment', reason: 'PAYMENT_NOT_SELECTED' });
      expect(gateRoute('summary', run(start({ isB2b: true }), ...toPayment))).toEqual({ allowed: true });
    });
    it('is allowed when everything is done', () => {
      expect(gateRoute('summary', run(start(), ...toSummary))).toEqual({ allowed: true });
    });
  });

  describe('confirmation', () => {
    const confirmed = () => run(start(), ...toSubmitting, { type: 'submit.succeeded', orderId: 'o-1' });
    it('no stored orderId goes home', () => {
      expect(gateRoute('confirmation', run(start(), ...toSubmitting), {})).toEqual({ allowed: false, redirectTo: '/', reason: 'ORDER_ID_MISSING' });
    });
    it('adds the orderId to the query when missing', () => {
      expect(gateRoute('/checkout/confirmation', confirmed(), {})).toEqual({
        allowed: false, redirectTo: '/checkout/confirmation', reason: 'ORDER_ID_NOT_IN_QUERY', addQuery: { orderId: 'o-1' },
      });
      expect(gateRoute('/checkout/confirmation', confirmed(), { orderId: 'o-1' })).toEqual({ allowed: true });
      expect(gateRoute('/checkout/confirmation', confirmed())).toEqual({ allowed: true });
    });
    it('a failed Amazon-style completion shows an error and returns to payment', () => {
      const express = run(start(), { type: 'amazon.select' }, { type: 'order.submit' }, { type: 'submit.redirected', redirectUrl: 'https://amazon' });
      const expected = { allowed: false, redirectTo: '/checkout/payment', reason: 'AMAZON_PAY_FAILED', messageKey: PAYMENT_ERROR_KEY };
      expect(gateRoute('confirmation', express, { amazonCheckoutSessionId: 'a', errorCode: 'Declined' })).toEqual(expected);
      const declined = run(express, { type: 'submit.failed', reason: 'PAYMENT_DECLINED' });
      expect(gateRoute('confirmation', declined, { amazonCheckoutSessionId: 'a' })).toEqual(expected);
    });
    it('so does one of Amazon-style pay chosen on the payment step; other declined payments go home', () => {
      const chosen = [...toPayment, { type: 'payment.select', methodId: 'AMAZONPAY' }, { type: 'payment.saved' }, { type: 'order.submit' }] as const;
      const redirected = { type: 'submit.redirected', redirectUrl: 'https://amazon' } as const;
      const declined = { type: 'submit.failed', reason: 'PAYMENT_DECLINED' } as const;
      expect(gateRoute('confirmation', run(start(), ...chosen, redirected, declined), { amazonCheckoutSessionId: 'a' })).toEqual({
        allowed: false, redirectTo: '/checkout/payment', reason: 'AMAZON_PAY_FAILED', messageKey: PAYMENT_ERROR_KEY,
      });
      expect(gateRoute('confirmation', run(start(), ...toSubmitting, redirected, declined), { orderId: '1' })).toEqual({ allowed: false, redirectTo: '/', reason: 'ORDER_ID_MISSING' });
    });
  });
});
