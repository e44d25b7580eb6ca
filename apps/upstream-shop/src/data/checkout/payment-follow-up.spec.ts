import type { OrderRecord } from '../orders/order-types.js';
import { COMPUTOP_MERCHANT_ID, paymentFollowUp } from './payment-follow-up.js';

const order = (paymentMethod: string) => ({ orderId: '500000001', totalCents: 1234, paymentMethod }) as OrderRecord;

describe('paymentFollowUp', () => {
  it('redirects PayPal orders to the stand-in PayPal page', () => {
    expect(paymentFollowUp(order('PAYPAL'))).toEqual({ redirectUrl: '/__payment/paypal?orderId=500000001&amount=1234', computopData: null });
  });

  it('redirects Amazon Pay orders to the stand-in Amazon Pay page', () => {
    expect(paymentFollowUp(order('AMAZONPAY'))).toEqual({ redirectUrl: '/__payment/amazonpay?orderId=500000001&amount=1234', computopData: null });
  });

  it('gives card orders the form data, with Len the length of the plain text', () => {
    const { computopData, redirectUrl } = paymentFollowUp(order('CREDIT_CARD'));
    expect(redirectUrl).toBeNull();
    const plain = Buffer.from(computopData?.data ?? '', 'base64').toString('utf8');
    expect(Object.fromEntries(new URLSearchParams(plain))).toEqual({ TransID: '500000001', Amount: '1234', Currency: 'EUR', OrderDesc: 'Bestellung 500000001' });
    expect(computopData).toMatchObject({ mid: COMPUTOP_MERCHANT_ID, len: plain.length, url: '/__payment/computop' });
  });

  it('needs nothing for other methods', () => {
    expect(paymentFollowUp(order('INVOICE'))).toEqual({ redirectUrl: null, computopData: null });
  });
});
