import type { CheckoutParameters } from './checkout-parameters.js';
import { defaultPaymentId, isPrepaid, paymentInEffect, paymentOptionsFor, type PaymentInput } from './payments.js';

const ON: CheckoutParameters = { dpd: true, amazonPay: true, xRechnung: true, twint: true };
const input = (overrides: Partial<PaymentInput> = {}): PaymentInput => ({
  shop: 'de',
  b2bPaymentMethod: null,
  termsOfPayment: null,
  amazonPayBlocked: false,
  params: ON,
  ...overrides,
});
const ids = (i: PaymentInput) => paymentOptionsFor(i).map((o) => o.paymentId);

describe('paymentOptionsFor', () => {
  it('offers the German shop its methods, X_RECHNUNG included', () => {
    expect(ids(input())).toEqual(['INVOICE', 'PAYPAL', 'CREDIT_CARD', 'VORKASSE', 'AMAZONPAY', 'X_RECHNUNG']);
  });

  it('has no X_RECHNUNG in Austria and none without its flag', () => {
    expect(ids(input({ shop: 'at' }))).toEqual(['INVOICE', 'PAYPAL', 'CREDIT_CARD', 'VORKASSE', 'AMAZONPAY']);
    expect(ids(input({ params: { ...ON, xRechnung: false } }))).not.toContain('X_RECHNUNG');
  });

  it('offers Amazon Pay only when activated, and disables it for blocked articles', () => {
    expect(ids(input({ params: { ...ON, amazonPay: false } }))).not.toContain('AMAZONPAY');
    const amazon = paymentOptionsFor(input({ amazonPayBlocked: true })).find((o) => o.paymentId === 'AMAZONPAY');
    expect(amazon).toMatchObject({ enabled: false, description: expect.stringMatching(/nicht verfügbar/) });
  });

  it('offers TWINT in Switzerland when its flag is on', () => {
    expect(ids(input({ shop: 'ch' }))).toEqual(['INVOICE', 'CREDIT_CARD', 'PAYPAL', 'TWINT']);
    expect(ids(input({ shop: 'ch', params: { ...ON, twint: false } }))).toEqual(['INVOICE', 'CREDIT_CARD', 'PAYPAL']);
  });

  it("offers B2B customers their own method with its terms, plus X_RECHNUNG", () => {
    const options = paymentOptionsFor(input({ shop: 'b2b', b2bPaymentMethod: 'RECHNUNG', termsOfPayment: '30 Tage netto' }));
    expect(options.map((o) => [o.paymentId, o.label])).toEqual([['RECHNUNG', 'Zahlungsziel: 30 Tage netto'], ['X_RECHNUNG', 'Leitweg-ID erforderlich']]);
    expect(defaultPaymentId('b2b', options)).toBe('RECHNUNG');
    expect(paymentInEffect('b2b', options, null)?.paymentId).toBe('RECHNUNG');
    expect(paymentInEffect('b2b', options, 'X_RECHNUNG')?.paymentId).toBe('X_RECHNUNG');
  });

  it('leaves consumers without a default method', () => {
    const options = paymentOptionsFor(input());
    expect(paymentInEffect('de', options, null)).toBeNull();
    expect(paymentInEffect('de', options, 'PAYPAL')?.paymentId).toBe('PAYPAL');
    expect(paymentInEffect('de', options, 'TWINT')).toBeNull();
  });

  it('gives every method an icon path', () => {
    expect(paymentOptionsFor(input())[1]?.iconSrc).toBe('/__payment/icons/paypal.svg');
  });
});

describe('isPrepaid', () => {
  it('flags the prepaid kinds and unknown ids', () => {
    expect(['VORKASSE', 'VORKASSE_V', 'PREPAID', 'VINCO_V', 'SOMETHING_NEW'].map(isPrepaid)).toEqual([true, true, true, true, true]);
    expect(['CREDIT_CARD', 'PAYPAL', 'INVOICE', 'RECHNUNG', 'X_RECHNUNG', 'TWINT'].map(isPrepaid)).toEqual([false, false, false, false, false, false]);
  });
});
