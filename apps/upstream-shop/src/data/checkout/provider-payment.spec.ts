import { decideProviderCancel, newProviderToken, PROVIDER_TOKEN } from './provider-payment.js';

describe('provider payment pages', () => {
  it('hands out random visit tokens of pay- and 32 hex digits', () => {
    const token = newProviderToken();
    expect(token).toMatch(PROVIDER_TOKEN);
    expect(newProviderToken()).not.toBe(token);
    expect(newProviderToken(() => Buffer.alloc(16, 0xab))).toBe(`pay-${'ab'.repeat(16)}`);
    for (const bad of ['pay-', `pay-${'A'.repeat(32)}`, `pay-${'0'.repeat(31)}`, `amzn-cs-${'0'.repeat(32)}`]) expect(PROVIDER_TOKEN.test(bad)).toBe(false);
  });

  it('cancels only unpaid PayPal, Amazon Pay and card orders; a cancelled one stays cancelled', () => {
    expect(decideProviderCancel({ paymentMethod: 'PAYPAL', voided: false, paid: false })).toBe('void');
    expect(decideProviderCancel({ paymentMethod: 'AMAZONPAY', voided: false, paid: false })).toBe('void');
    expect(decideProviderCancel({ paymentMethod: 'CREDIT_CARD', voided: false, paid: false })).toBe('void');
    expect(decideProviderCancel({ paymentMethod: 'PAYPAL', voided: false, paid: true })).toBe('paid');
    expect(decideProviderCancel({ paymentMethod: 'CREDIT_CARD', voided: false, paid: true })).toBe('paid');
    expect(decideProviderCancel({ paymentMethod: 'AMAZONPAY', voided: true, paid: false })).toBe('voided');
    for (const paymentMethod of ['INVOICE', 'VORKASSE', 'TWINT', '']) {
      expect(decideProviderCancel({ paymentMethod, voided: false, paid: false })).toBe('refuse');
    }
  });
});
