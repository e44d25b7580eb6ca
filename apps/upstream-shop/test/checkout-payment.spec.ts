import {
  amazonBlockedItem, ANNA, call, CART_NOT_FOUND, dataOf, FOLDER, newShopper, RESULT_FIELDS, SCHOOL, SET_PAYMENT, USER_ID_REQUIRED,
  type CheckoutResult, type Shopper,
} from './support/checkout.js';
import { startUpstream, type Upstream } from './support/upstream.js';

const PAYMENT_INFO = `query Payment($cartId: ID!) { getPaymentInfo(cartId: $cartId) {
  cartId selectedPaymentId termsOfPayment
  paymentMethods { paymentId displayName description selected enabled prepaid buyerReference icon { src alt } label } } }`;

interface PaymentInfo {
  cartId: string;
  selectedPaymentId: string | null;
  termsOfPayment: string | null;
  paymentMethods: Array<{ paymentId: string; displayName: string; description: string | null; selected: boolean; enabled: boolean; prepaid: boolean; buyerReference: string | null; icon: { src: string; alt: string }; label: string | null }>;
}

describe('checkout: payment', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const info = async (shopper: Shopper) => dataOf<PaymentInfo>(await call(upstream, shopper, PAYMENT_INFO, { cartId: shopper.cartId }), 'getPaymentInfo');
  const ids = (payment: PaymentInfo) => payment.paymentMethods.map((m) => m.paymentId);
  const select = async (shopper: Shopper, paymentId: string, buyerReference?: string) =>
    dataOf<CheckoutResult>(await call(upstream, shopper, SET_PAYMENT, { cartId: shopper.cartId, paymentId, buyerReference }), 'setSelectedPayment');

  it('lists the German methods with nothing selected, prepaid flags and icons', async () => {
    const payment = await info(await newShopper(upstream, { items: [[FOLDER, 1]] }));
    expect(ids(payment)).toEqual(['INVOICE', 'PAYPAL', 'CREDIT_CARD', 'VORKASSE', 'AMAZONPAY', 'X_RECHNUNG']);
    expect(payment.selectedPaymentId).toBeNull();
    expect(payment.termsOfPayment).toBeNull();
    expect(payment.paymentMethods.filter((m) => m.prepaid).map((m) => m.paymentId)).toEqual(['VORKASSE']);
    expect(payment.paymentMethods[1]).toMatchObject({ displayName: 'PayPal', selected: false, enabled: true, icon: { src: '/__payment/icons/paypal.svg', alt: 'PayPal' } });
    const icon = await fetch(`${upstream.url}${payment.paymentMethods[1]?.icon.src ?? ''}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toContain('PayPal');
    expect((await fetch(`${upstream.url}/__payment/icons/bitcoin.svg`)).status).toBe(404);
  });

  it('lists the Austrian, Swiss and B2B methods', async () => {
    expect(ids(await info(await newShopper(upstream, { scope: 'at-de', items: [[FOLDER, 1]] })))).toEqual(['INVOICE', 'PAYPAL', 'CREDIT_CARD', 'VORKASSE', 'AMAZONPAY']);
    expect(ids(await info(await newShopper(upstream, { scope: 'ch-de', items: [[FOLDER, 1]] })))).toEqual(['INVOICE', 'CREDIT_CARD', 'PAYPAL', 'TWINT']);
    const school = await info(await newShopper(upstream, { scope: 'edu', items: [[FOLDER, 1]], login: SCHOOL }));
    expect(school).toMatchObject({ selectedPaymentId: 'RECHNUNG', termsOfPayment: '30 Tage netto' });
    expect(school.paymentMethods.map((m) => [m.paymentId, m.selected, m.label])).toEqual([
      ['RECHNUNG', true, 'Zahlungsziel: 30 Tage netto'],
      ['X_RECHNUNG', false, 'Leitweg-ID erforderlich'],
    ]);
  });

  it('disables Amazon Pay while the cart holds a blocked article', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1], [amazonBlockedItem(), 1]] });
    expect((await info(shopper)).paymentMethods.find((m) => m.paymentId === 'AMAZONPAY')).toMatchObject({ enabled: false });
    expect(await select(shopper, 'AMAZONPAY')).toMatchObject({ successful: false, errorMessage: 'vue.checkout.paymentStep.errorPaymentNotAvailable' });
  });

  it('selects a method; the cart and the payment info show it', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    const result = await select(shopper, 'PAYPAL', 'ignored');
    expect(result).toMatchObject({ successful: true, errorMessage: null, fieldErrors: [], cart: { details: { selectedPaymentMethodInCart: 'PAYPAL' } } });
    const payment = await info(shopper);
    expect(payment.selectedPaymentId).toBe('PAYPAL');
    expect(payment.paymentMethods.filter((m) => m.selected).map((m) => m.paymentId)).toEqual(['PAYPAL']);
  });

  it('refuses no method and methods the shop does not offer', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    expect(await select(shopper, ' ')).toMatchObject({
      successful: false,
      errorMessage: 'vue.checkout.paymentStep.errorNoPaymentSelected',
      fieldErrors: [{ fieldName: 'paymentId', errorMessage: 'vue.checkout.paymentStep.errorNoPaymentSelected', formName: null }],
    });
    expect(await select(shopper, 'TWINT')).toMatchObject({ successful: false, errorMessage: 'vue.checkout.paymentStep.errorPaymentNotAvailable' });
    expect((await info(shopper)).selectedPaymentId).toBeNull();
  });

  it('needs a valid Leitweg-ID for the e-invoice', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    expect(await select(shopper, 'X_RECHNUNG')).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'buyerReference', errorMessage: 'vue.form.error.requiredField' }] });
    expect(await select(shopper, 'X_RECHNUNG', '991/12345/67')).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'buyerReference', errorMessage: 'vue.form.error.buyerReference.incorrect' }] });
    expect(await select(shopper, 'X_RECHNUNG', `991-${'1'.repeat(43)}-67`)).toMatchObject({ successful: false, fieldErrors: [{ errorMessage: 'vue.form.error.maxLength' }] });
    expect((await select(shopper, 'X_RECHNUNG', ' 991-12345-67 ')).successful).toBe(true);
    expect((await info(shopper)).paymentMethods.find((m) => m.paymentId === 'X_RECHNUNG')).toMatchObject({ selected: true, buyerReference: '991-12345-67' });
  });

  it('answers the cart errors', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    expect((await call(upstream, shopper, PAYMENT_INFO, { cartId: 'nope' })).body.errors?.[0]).toMatchObject(CART_NOT_FOUND);
    expect((await call(upstream, shopper, SET_PAYMENT, { cartId: shopper.cartId, paymentId: 'PAYPAL' }, { userId: 'stranger' })).body.errors?.[0]).toMatchObject(USER_ID_REQUIRED);
  });
});

describe('checkout: order reference, comment and newsletter', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const REFERENCE = `mutation R($cartId: ID!, $orderReference: String!) { setOrderReference(cartId: $cartId, orderReference: $orderReference) { ${RESULT_FIELDS} } }`;
  const COMMENT = `mutation C($cartId: ID!, $orderComment: String!) { setOrderComment(cartId: $cartId, orderComment: $orderComment) { ${RESULT_FIELDS} } }`;
  const NEWSLETTER = `mutation N($cartId: ID!) { setOrderNewsletterSubscribe(cartId: $cartId) { ${RESULT_FIELDS} } }`;

  it('saves, trims and clears the order reference', async () => {
    const shopper = await newShopper(upstream, { scope: 'edu', items: [[FOLDER, 1]], login: SCHOOL });
    const saved = dataOf<CheckoutResult>(await call(upstream, shopper, REFERENCE, { cartId: shopper.cartId, orderReference: ' Klasse 3b / 2025 ' }), 'setOrderReference');
    expect(saved).toMatchObject({ successful: true, cart: { orderReference: 'Klasse 3b / 2025', details: { orderReference: 'Klasse 3b / 2025' } } });
    const cleared = dataOf<CheckoutResult>(await call(upstream, shopper, REFERENCE, { cartId: shopper.cartId, orderReference: '' }), 'setOrderReference');
    expect(cleared.cart.orderReference).toBeNull();
  });

  it('refuses an overlong or multi-line order reference', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    const long = dataOf<CheckoutResult>(await call(upstream, shopper, REFERENCE, { cartId: shopper.cartId, orderReference: 'x'.repeat(36) }), 'setOrderReference');
    expect(long).toMatchObject({ successful: false, errorMessage: 'vue.form.error.maxLength', fieldErrors: [{ fieldName: 'orderReference', errorMessage: 'vue.form.error.maxLength' }], cart: { orderReference: null } });
    const lines = dataOf<CheckoutResult>(await call(upstream, shopper, REFERENCE, { cartId: shopper.cartId, orderReference: 'a\nb' }), 'setOrderReference');
    expect(lines.fieldErrors).toEqual([{ fieldName: 'orderReference', errorMessage: 'vue.form.error.invalidCharacters', formName: null }]);
  });

  it('saves a multi-line comment and refuses one over 1000 characters', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    const saved = dataOf<CheckoutResult>(await call(upstream, shopper, COMMENT, { cartId: shopper.cartId, orderComment: 'Bitte beim Hausmeister abgeben.\nDanke!' }), 'setOrderComment');
    expect(saved.cart.orderComment).toBe('Bitte beim Hausmeister abgeben.\nDanke!');
    const long = dataOf<CheckoutResult>(await call(upstream, shopper, COMMENT, { cartId: shopper.cartId, orderComment: 'x'.repeat(1001) }), 'setOrderComment');
    expect(long).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'orderComment', errorMessage: 'vue.form.error.maxLength' }], cart: { orderComment: 'Bitte beim Hausmeister abgeben.\nDanke!' } });
  });

  it('records the newsletter wish; only the cart owner may', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    const result = dataOf<CheckoutResult>(await call(upstream, shopper, NEWSLETTER, { cartId: shopper.cartId }), 'setOrderNewsletterSubscribe');
    expect(result).toMatchObject({ successful: true, cart: { newsletterSubscribe: true } });
    expect((await call(upstream, shopper, NEWSLETTER, { cartId: shopper.cartId }, { userId: null })).body.errors?.[0]).toMatchObject(USER_ID_REQUIRED);
    expect((await call(upstream, shopper, COMMENT, { cartId: 'nope', orderComment: 'x' })).body.errors?.[0]).toMatchObject(CART_NOT_FOUND);
  });
});
