import {
  CART_CHANGED_KEY,
  INTERNAL_ERROR_MESSAGE,
  loginOk,
  ORDER_ALREADY_SUBMITTED_KEY,
  PAYMENT_ERROR_KEY,
  SESSION_EXPIRED_KEY,
  shippingOk,
  SUBMIT_REDIRECT_DELAY_MS,
} from './checkout-rules.js';

describe('checkout ordering (spec §4)', () => {
  it('"Login step is ok when a login option is chosen or a session exists"', () => {
    expect(loginOk({ loginOption: 'guest', hasSession: false })).toBe(true);
    expect(loginOk({ loginOption: 'register', hasSession: false })).toBe(true);
    expect(loginOk({ loginOption: null, hasSession: true })).toBe(true);
    expect(loginOk({ loginOption: null, hasSession: false })).toBe(false);
  });

  it('"Shipping is ok after login and when validated"', () => {
    expect(shippingOk({ loginOk: true, validated: true })).toBe(true);
    expect(shippingOk({ loginOk: false, validated: true })).toBe(false);
    expect(shippingOk({ loginOk: true, validated: false })).toBe(false);
  });

  it('"a redirectUrl redirects after 100 ms"', () => {
    expect(SUBMIT_REDIRECT_DELAY_MS).toBe(100);
  });

  it('uses the message keys of the error catalogue (spec §8)', () => {
    expect(ORDER_ALREADY_SUBMITTED_KEY).toBe('vue.checkout.error.orderAlreadySubmitted');
    expect(CART_CHANGED_KEY).toBe('vue.checkout.summaryStep.notification.cartChanged');
    expect(PAYMENT_ERROR_KEY).toBe('vue.checkout.payment.error');
    expect(SESSION_EXPIRED_KEY).toMatch(/^vue\.checkout\./);
    expect(INTERNAL_ERROR_MESSAGE).toBe('Internal error');
  });
});
