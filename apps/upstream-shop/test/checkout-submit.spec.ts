import {
  addAddress, AMAZON_DECLINE_LINK, AMAZON_PAY_LINK, amazonBlockedItem, amazonPayPage, ANNA, asGuest, call, CANCEL_BUTTON, CARD_CHARGE_BUTTON, cardPage, CART_NOT_FOUND, dataOf, FIND, FOLDER, freightItem, newShopper,
  PAYPAL_APPROVE_BUTTON, postForm, providerPage, readyToSubmit, SAVE_SPEDITION, SCHOOL, SEED_ADDRESS_IDS, SET_PAYMENT, SET_SHIPPING, SPEDITION_DATA, submit, SUBMIT, UNAUTHENTICATED, USER_ID_REQUIRED,
  type CheckoutCart, type CheckoutResult, type Shopper,
} from './support/checkout.js';
import { CART_UPDATE, plain, startUpstream, type Upstream } from './support/upstream.js';

const ORDERS = 'query Orders { getOrdersV2(page: 0, dateFilter: "last3months") { orders { orderId } pageInfo { totalElements } } }';

describe('checkout: submitCart', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const orderCount = async (shopper: Shopper) => dataOf<{ pageInfo: { totalElements: number } }>(await call(upstream, shopper, ORDERS), 'getOrdersV2').pageInfo.totalElements;
  const findCart = async (shopper: Shopper, cartId = shopper.cartId) => dataOf<CheckoutCart>(await call(upstream, shopper, FIND, { cartId }), 'shop_findCart');

  it('places the order once: a second submit answers the same order and new cart', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 2]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'INVOICE');
    const before = await orderCount(shopper);
    const first = await submit(upstream, shopper);
    expect(first).toMatchObject({ orderId: expect.stringMatching(/^\d{9}$/), newCartId: expect.any(String), redirectUrl: null, computopData: null, errorMessage: null });
    const again = await submit(upstream, shopper);
    expect(again).toEqual({ orderId: first.orderId, newCartId: first.newCartId, redirectUrl: null, computopData: null, errorMessage: 'vue.checkout.error.orderAlreadySubmitted' });
    expect(await orderCount(shopper)).toBe(before + 1);

    // The submitted cart is closed; the user goes on with an empty new cart.
    expect((await findCart(shopper)).attributes.submitted).toBe(true);
    const update = await call<{ cart_update: { successful: boolean; messages: Array<{ messageKey: string }> } }>(upstream, shopper, CART_UPDATE, { data: { cartId: shopper.cartId, ops: [{ addPosition: { itemId: FOLDER, quantity: 1 } }] } });
    expect(update.body.data?.cart_update).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.checkout.error.orderAlreadySubmitted' }] });
    const payment = dataOf<CheckoutResult>(await call(upstream, shopper, SET_PAYMENT, { cartId: shopper.cartId, paymentId: 'PAYPAL' }), 'setSelectedPayment');
    expect(payment).toMatchObject({ successful: false, errorMessage: 'vue.checkout.error.orderAlreadySubmitted' });
    const next = await findCart(shopper, first.newCartId ?? '');
    expect(next).toMatchObject({ attributes: { submitted: false }, items: [] });
  });

  it('shows the thank-you page to the customer and the cart owner only', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 2]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'INVOICE');
    await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerShipping });
    const { orderId } = await submit(upstream, shopper);
    const THANKS = `query T($orderId: ID!) { getThankYouPageData(orderId: $orderId) { orderId email paymentMethod paymentMethodName shipperName
      totalAmount { amount } shippingCost { amount } deliveryAddress { id city } billingAddress { id city } items { lineNo sku name quantity unitPrice { amount } totalPrice { amount } } } }`;
    const thanks = dataOf<Record<string, unknown>>(await call(upstream, shopper, THANKS, { orderId }), 'getThankYouPageData');
    expect(thanks).toMatchObject({
      orderId,
      email: 'anna.schmidt@example.de',
      paymentMethod: 'INVOICE',
      paymentMethodName: 'Rechnung',
      shipperName: 'DHL',
      totalAmount: { amount: 9.93 },
      shippingCost: { amount: 4.95 },
      deliveryAddress: { id: SEED_ADDRESS_IDS.consumerShipping, city: 'Potsdam' },
      billingAddress: { id: SEED_ADDRESS_IDS.consumerHome, city: 'Berlin' },
      items: [{ lineNo: 1, quantity: 2, unitPrice: { amount: 2.49 }, totalPrice: { amount: 4.98 } }],
    });
    // The cart owner without a session (confirmation page) may, a stranger may not.
    expect((await call<{ getThankYouPageData: unknown }>(upstream, shopper, THANKS, { orderId }, { jwt: null })).body.data?.getThankYouPageData).toMatchObject({ orderId });
    const stranger = await call(upstream, shopper, THANKS, { orderId }, { jwt: null, userId: 'stranger' });
    expect(stranger.body.errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { classification: 'NOT_FOUND' } });
    expect((await call(upstream, shopper, THANKS, { orderId: '999999999' })).body.errors?.[0]?.extensions).toMatchObject({ classification: 'NOT_FOUND' });
  });

  it("charges what the cart shows, in the shop's prices and with the shipper in effect", async () => {
    const shopper = await newShopper(upstream, { scope: 'at-de', items: [[FOLDER, 3]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'INVOICE');
    const cart = await findCart(shopper);
    expect(cart.details.bzBasket.shipper).toBe('dpd');
    const { orderId } = await submit(upstream, shopper);
    const thanks = await call<{ getThankYouPageData: { totalAmount: { amount: number }; shippingCost: { amount: number }; shipperName: string } }>(
      upstream, shopper, 'query T($orderId: ID!) { getThankYouPageData(orderId: $orderId) { totalAmount { amount } shippingCost { amount } shipperName } }', { orderId },
    );
    expect(thanks.body.data?.getThankYouPageData).toEqual({ totalAmount: { amount: cart.details.total.amount }, shippingCost: { amount: cart.details.shippingCost.amount }, shipperName: 'DPD' });
  });

  it('refuses to submit without what an order needs, changing nothing', async () => {
    const empty = await newShopper(upstream, { login: ANNA });
    expect((await submit(upstream, empty)).errorMessage).toBe('vue.checkout.error.emptyCart');

    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    expect((await call(upstream, shopper, SUBMIT, { cartId: shopper.cartId }, { jwt: null })).body.errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
    expect((await call(upstream, shopper, SUBMIT, { cartId: shopper.cartId }, { userId: 'x' })).body.errors?.[0]).toMatchObject(USER_ID_REQUIRED);
    expect((await call(upstream, shopper, SUBMIT, { cartId: 'nope' })).body.errors?.[0]).toMatchObject(CART_NOT_FOUND);
    expect(await submit(upstream, shopper)).toMatchObject({ orderId: null, newCartId: null, errorMessage: 'vue.checkout.error.billingAddressMissing' });
    await readyToSubmit(upstream, shopper, null);
    expect((await submit(upstream, shopper)).errorMessage).toBe('vue.checkout.paymentStep.errorNoPaymentSelected');
    expect((await findCart(shopper)).attributes.submitted).toBe(false);
  });

  it('declines the payment of billing last name "Ablehnung" (test hook): no order, cart stays open', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    const declined = await addAddress(upstream, shopper, 'addBillingAddress', { lastName: 'Ablehnung' });
    await readyToSubmit(upstream, shopper, 'CREDIT_CARD', declined);
    const before = await orderCount(shopper);
    expect(await submit(upstream, shopper)).toEqual({ orderId: null, newCartId: null, redirectUrl: null, computopData: null, errorMessage: 'vue.checkout.payment.error' });
    expect(await orderCount(shopper)).toBe(before);
    expect((await findCart(shopper)).attributes.submitted).toBe(false);
  });

  it('redirects PayPal orders to the stand-in PayPal page, where the buyer approves and goes back with the order id', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'PAYPAL');
    const result = await submit(upstream, shopper);
    expect(result.redirectUrl).toBe(`/__payment/paypal?orderId=${result.orderId}&amount=744`);
    const page = await providerPage(upstream, result.redirectUrl ?? '', 'https://www.tafel.de/checkout/confirmation', '/checkout/payment');
    expect(page.status).toBe(200);
    expect(plain(page.html)).toContain('7,44');
    expect([...page.forms.keys()]).toEqual([PAYPAL_APPROVE_BUTTON, CANCEL_BUTTON]);
    const approve = page.forms.get(PAYPAL_APPROVE_BUTTON);
    expect(approve).toEqual({ action: '/__payment/paypal/approve', fields: { token: expect.stringMatching(/^pay-[0-9a-f]{32}$/), returnUrl: 'https://www.tafel.de/checkout/confirmation' } });
    expect(page.forms.get(CANCEL_BUTTON)).toEqual({ action: '/__payment/cancel', fields: { token: approve?.fields.token, cancelUrl: '/checkout/payment' } });

    // A returnUrl changed on the way is checked again; approving goes back with the order id.
    expect((await postForm(upstream, approve, { returnUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect(upstream.stores.checkout.providerPaid(result.orderId ?? '')).toBe(false);
    expect(await postForm(upstream, approve)).toMatchObject({ status: 303, location: `https://www.tafel.de/checkout/confirmation?orderId=${result.orderId}` });
    expect(upstream.stores.checkout.providerPaid(result.orderId ?? '')).toBe(true);
    // Approved: the page only links back; a cancel from the earlier page view changes nothing.
    const paid = await providerPage(upstream, result.redirectUrl ?? '', '/checkout/confirmation', '/checkout/payment');
    expect(paid.forms.size).toBe(0);
    expect([...paid.links]).toEqual([['Zurück zum Shop', `/checkout/confirmation?orderId=${result.orderId}`]]);
    const cancel = await postForm(upstream, page.forms.get(CANCEL_BUTTON));
    expect(cancel.status).toBe(409);
    expect(cancel.html).toContain('bereits bezahlt');
    expect((await findCart(shopper)).attributes.submitted).toBe(true);
    expect(upstream.stores.orders.get(result.orderId ?? '')).toBeDefined();

    const hostile = await providerPage(upstream, result.redirectUrl ?? '', 'javascript:alert(1)', 'javascript:alert(2)');
    expect(hostile.html).not.toContain('javascript:');
    expect((await fetch(`${upstream.url}/__payment/paypal?orderId=999`)).status).toBe(404);
  });

  it('refuses provider forms with unknown tokens and anything but POST', async () => {
    for (const token of ['', 'pay-123', `pay-${'0'.repeat(32)}`, '<script>']) {
      expect((await postForm(upstream, { action: '/__payment/cancel', fields: { token, cancelUrl: '/checkout/payment' } })).status).toBe(404);
      expect((await postForm(upstream, { action: '/__payment/paypal/approve', fields: { token, returnUrl: '/checkout/confirmation' } })).status).toBe(404);
    }
    expect((await fetch(`${upstream.url}/__payment/cancel?token=x`)).status).toBe(405);
    expect((await fetch(`${upstream.url}/__payment/paypal/approve`)).status).toBe(405);
    const huge = await fetch(`${upstream.url}/__payment/cancel`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${'a'.repeat(20_000)}` });
    expect(huge.status).toBe(413);
  });

  it('redirects Amazon Pay orders to the stand-in Amazon Pay page, which hands out new sessions on every visit', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'AMAZONPAY');
    const result = await submit(upstream, shopper);
    expect(result).toMatchObject({ orderId: expect.stringMatching(/^\d{9}$/), newCartId: expect.any(String), computopData: null, errorMessage: null });
    expect(result.redirectUrl).toBe(`/__payment/amazonpay?orderId=${result.orderId}&amount=744`);
    expect((await findCart(shopper)).attributes.submitted).toBe(true);

    const page = await amazonPayPage(upstream, result.redirectUrl ?? '', 'https://www.tafel.de/checkout/confirmation', '/checkout/payment');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Amazon Pay (Testseite)</title>');
    expect(page.html).toContain(`Bestellung ${result.orderId}`);
    expect(plain(page.html)).toContain('7,44 €');
    expect(page.paid).toMatch(/^amzn-cs-[0-9a-f]{32}$/);
    expect(page.declined).toMatch(/^amzn-cs-[0-9a-f]{32}$/);
    expect(page.declined).not.toBe(page.paid);
    expect([...page.links]).toEqual([
      [AMAZON_PAY_LINK, `https://www.tafel.de/checkout/confirmation?amazonCheckoutSessionId=${page.paid}`],
      [AMAZON_DECLINE_LINK, `https://www.tafel.de/checkout/confirmation?amazonCheckoutSessionId=${page.declined}`],
    ]);
    expect([...page.forms]).toEqual([[CANCEL_BUTTON, { action: '/__payment/cancel', fields: { token: expect.stringMatching(/^pay-[0-9a-f]{32}$/), cancelUrl: '/checkout/payment' } }]]);
    const again = await amazonPayPage(upstream, result.redirectUrl ?? '');
    expect([...again.links.keys()]).toEqual([AMAZON_PAY_LINK, AMAZON_DECLINE_LINK]);
    expect(again.forms.size).toBe(0);
    expect(again.links.get(AMAZON_PAY_LINK)).toMatch(/^\/checkout\/confirmation\?amazonCheckoutSessionId=amzn-cs-[0-9a-f]{32}$/);
    expect([again.paid, again.declined]).not.toContain(page.paid);
    expect(upstream.stores.checkout.amazonSession(page.declined ?? '')).toEqual({ orderId: result.orderId, declined: true });
  });

  it('answers 404 from the Amazon Pay page for unknown orders and orders paid otherwise', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'INVOICE');
    const { orderId } = await submit(upstream, shopper);
    for (const path of [`/__payment/amazonpay?orderId=${orderId}`, '/__payment/amazonpay?orderId=999999999', '/__payment/amazonpay']) {
      const page = await amazonPayPage(upstream, path);
      expect(page.status).toBe(404);
      expect(page.html).toContain('Zu dieser Bestellung gibt es keine Amazon-Pay-Zahlung.');
      expect(page.links.size).toBe(0);
    }
    expect((await fetch(`${upstream.url}/__payment/amazonpay?orderId=${orderId}`, { method: 'POST' })).status).toBe(405);
  });

  it('links the Amazon Pay page back only to storefront URLs, escaped, keeping their query', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'AMAZONPAY');
    const { redirectUrl, orderId } = await submit(upstream, shopper);
    const kept = await amazonPayPage(upstream, redirectUrl ?? '', `/checkout/confirmation?orderId=${orderId}`);
    expect(kept.html).toContain(`href="/checkout/confirmation?orderId=${orderId}&amp;amazonCheckoutSessionId=${kept.paid}"`);
    const quoted = await amazonPayPage(upstream, redirectUrl ?? '', '/checkout/confirmation?x="><script>alert(1)</script>', '/checkout/payment?y=\'<b>');
    expect(quoted.html).not.toMatch(/<script|<b>|x="|y='/);
    expect(quoted.forms.get(CANCEL_BUTTON)?.fields.cancelUrl).toBe("/checkout/payment?y='<b>");
    expect(quoted.links.get(AMAZON_PAY_LINK)).toMatch(/^\/checkout\/confirmation\?x=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&amazonCheckoutSessionId=amzn-cs-/);
    for (const hostile of ['javascript:alert(1)', '//evil.example/confirmation', 'data:text/html,hi']) {
      const page = await amazonPayPage(upstream, redirectUrl ?? '', hostile, hostile);
      expect(page.status).toBe(200);
      expect(page.links.size).toBe(0);
      expect(page.forms.size).toBe(0);
      expect(page.html).not.toContain('amazonCheckoutSessionId');
    }
    // The cancel goes back to the given URL with its query kept (and cancels the order).
    expect(await postForm(upstream, quoted.forms.get(CANCEL_BUTTON))).toMatchObject({ status: 303, location: '/checkout/payment?y=%27%3Cb%3E&cancelPayment=AMAZONPAY' });
  });

  it('gives card orders the form data for the stand-in card page, where charging the card goes back to the shop with the order id', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'CREDIT_CARD');
    const { orderId, computopData, redirectUrl } = await submit(upstream, shopper);
    expect(redirectUrl).toBeNull();
    expect(computopData).toMatchObject({ mid: 'tafel-stand-in', url: '/__payment/computop', len: expect.any(Number), data: expect.any(String) });
    const returnUrl = 'https://www.tafel.de/computop/success';
    const page = await cardPage(upstream, computopData, { returnUrl });
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Bestellung ${orderId}`);
    // Without a cancelUrl there is no cancel; the charge form posts a visit token, not the order id.
    expect([...page.forms.keys()]).toEqual([CARD_CHARGE_BUTTON]);
    expect(page.forms.get(CARD_CHARGE_BUTTON)).toEqual({ action: '/__payment/computop/charge', fields: { token: expect.stringMatching(/^pay-[0-9a-f]{32}$/), returnUrl } });
    expect(upstream.stores.checkout.providerPaid(orderId ?? '')).toBe(false);

    const charged = await postForm(upstream, page.forms.get(CARD_CHARGE_BUTTON));
    expect(charged).toMatchObject({ status: 303, location: `${returnUrl}?orderId=${orderId}` });
    expect(upstream.stores.checkout.providerPaid(orderId ?? '')).toBe(true);
    // The form again: the card is charged, the page only links back.
    const after = await cardPage(upstream, computopData, { returnUrl, cancelUrl: '/checkout/payment' });
    expect(after.html).toContain('Diese Karte ist bereits belastet.');
    expect(after.forms.size).toBe(0);
    expect(after.links.get('Zurück zum Shop')).toBe(`${returnUrl}?orderId=${orderId}`);

    // Form data that does not fit a card order is refused.
    const misfits: Record<string, string>[] = [{ Len: '1' }, { MerchantID: 'someone-else' }, { Data: Buffer.from('TransID=000000001').toString('base64'), Len: '17' }];
    for (const change of misfits) {
      expect((await cardPage(upstream, computopData, { returnUrl }, change)).status).toBe(400);
    }
    // A charge needs a token a page handed out and a way back; only a POST charges.
    expect((await postForm(upstream, page.forms.get(CARD_CHARGE_BUTTON), { token: `pay-${'0'.repeat(32)}` })).status).toBe(404);
    expect((await postForm(upstream, page.forms.get(CARD_CHARGE_BUTTON), { returnUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await fetch(`${upstream.url}/__payment/computop/charge`)).status).toBe(405);
  });

  it('lets a guest order and subscribes the guest to the newsletter when asked', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    const email = 'gast.bestellung@example.de';
    await asGuest(upstream, shopper, email);
    const guestAddress = await addAddress(upstream, shopper, 'addBillingAddress', { firstName: 'Gustav', lastName: 'Gast' });
    await readyToSubmit(upstream, shopper, 'VORKASSE', guestAddress);
    await call(upstream, shopper, `mutation N($cartId: ID!) { setOrderNewsletterSubscribe(cartId: $cartId) { successful } }`, { cartId: shopper.cartId });
    const result = await submit(upstream, shopper);
    expect(result).toMatchObject({ orderId: expect.any(String), errorMessage: null, redirectUrl: null });
    const subscribed = await call<{ checkEmailSubscribed: boolean }>(upstream, shopper, 'query S($email: String!) { checkEmailSubscribed(email: $email) }', { email });
    expect(subscribed.body.data?.checkEmailSubscribed).toBe(true);
  });

  it("pays B2B orders with the customer's own method without a payment step", async () => {
    const shopper = await newShopper(upstream, { scope: 'edu', items: [[FOLDER, 30]], login: SCHOOL });
    await readyToSubmit(upstream, shopper, null, SEED_ADDRESS_IDS.schoolMain);
    await call(upstream, shopper, `mutation R($cartId: ID!) { setOrderReference(cartId: $cartId, orderReference: "BS-2025-117") { successful } }`, { cartId: shopper.cartId });
    const { orderId, errorMessage } = await submit(upstream, shopper);
    expect(errorMessage).toBeNull();
    const thanks = await call<{ getThankYouPageData: { paymentMethod: string; orderReference: string; shippingCost: { amount: number } } }>(
      upstream, shopper, 'query T($orderId: ID!) { getThankYouPageData(orderId: $orderId) { paymentMethod orderReference shippingCost { amount } } }', { orderId },
    );
    expect(thanks.body.data?.getThankYouPageData).toEqual({ paymentMethod: 'RECHNUNG', orderReference: 'BS-2025-117', shippingCost: { amount: 0 } });
  });

  it('ships freight by spedition once its data is complete, never to a packstation', async () => {
    const shopper = await newShopper(upstream, { items: [[freightItem(), 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'INVOICE');
    expect((await submit(upstream, shopper)).errorMessage).toBe('vue.checkout.error.speditionDataMissing');
    await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerPackstation });
    expect((await submit(upstream, shopper)).errorMessage).toBe('vue.checkout.error.noShipperAvailable');
    await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: null });
    await call(upstream, shopper, SAVE_SPEDITION, { cartId: shopper.cartId, fields: SPEDITION_DATA });
    const { orderId, errorMessage } = await submit(upstream, shopper);
    expect(errorMessage).toBeNull();
    const thanks = await call<{ getThankYouPageData: { shipperName: string; shippingCost: { amount: number } } }>(
      upstream, shopper, 'query T($orderId: ID!) { getThankYouPageData(orderId: $orderId) { shipperName shippingCost { amount } } }', { orderId },
    );
    expect(thanks.body.data?.getThankYouPageData).toEqual({ shipperName: 'Spedition', shippingCost: { amount: 39 } });
  });

  it('refuses a chosen method the cart no longer offers', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'AMAZONPAY');
    // Adding an article Amazon Pay is blocked for must not silently switch the payment method.
    await call(upstream, shopper, CART_UPDATE, { data: { cartId: shopper.cartId, ops: [{ addPosition: { itemId: amazonBlockedItem(), quantity: 1 } }] } });
    expect((await submit(upstream, shopper)).errorMessage).toBe('vue.checkout.paymentStep.errorPaymentNotAvailable');
    expect((await findCart(shopper)).details.selectedPaymentMethodInCart).toBeNull();
  });
});
