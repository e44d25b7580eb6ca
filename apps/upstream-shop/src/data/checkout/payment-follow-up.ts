import type { OrderRecord } from '../orders/order-types.js';

/** Card form fields (Computop-style): MerchantID, the encoded order data and its plain length. */
export interface ComputopRecord {
  mid: string;
  data: string;
  len: number;
  url: string;
}

export interface PaymentFollowUp {
  redirectUrl: string | null;
  computopData: ComputopRecord | null;
}

export const COMPUTOP_MERCHANT_ID = 'tafel-stand-in';
export const PAYMENT_PAGES = { paypal: '/__payment/paypal', amazonpay: '/__payment/amazonpay', computop: '/__payment/computop' } as const;

const REDIRECTED: ReadonlyMap<string, string> = new Map([
  ['PAYPAL', PAYMENT_PAGES.paypal],
  ['AMAZONPAY', PAYMENT_PAGES.amazonpay],
]);

/**
 * What the shopper does after submitCart (spec §4 submit step 3): PayPal and Amazon Pay redirect to
 * the provider's page, a card payment posts a form, everything else goes straight to the
 * confirmation. The stand-in provider pages are paths on this API's host; the client adds its own
 * returnUrl.
 */
export function paymentFollowUp(order: OrderRecord): PaymentFollowUp {
  const page = REDIRECTED.get(order.paymentMethod);
  if (page !== undefined) {
    const query = new URLSearchParams({ orderId: order.orderId, amount: String(order.totalCents) });
    return { redirectUrl: `${page}?${query.toString()}`, computopData: null };
  }
  if (order.paymentMethod === 'CREDIT_CARD') {
    // The real provider encrypts this text; the stand-in only encodes it (its page decodes it).
    const plain = new URLSearchParams({ TransID: order.orderId, Amount: String(order.totalCents), Currency: 'EUR', OrderDesc: `Bestellung ${order.orderId}` }).toString();
    return {
      redirectUrl: null,
      computopData: { mid: COMPUTOP_MERCHANT_ID, data: Buffer.from(plain, 'utf8').toString('base64'), len: plain.length, url: PAYMENT_PAGES.computop },
    };
  }
  return { redirectUrl: null, computopData: null };
}
