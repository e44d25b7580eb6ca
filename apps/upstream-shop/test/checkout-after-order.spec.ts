import {
  amazonPayPageOf, ANNA, call, CANCEL_BUTTON, CARD_CHARGE_BUTTON, cardPage, PAYPAL_APPROVE_BUTTON, postForm, providerPage, CART_NOT_FOUND, dataOf, FIND, FOLDER, newShopper, readyToSubmit, SCHOOL, SET_PAYMENT, submit, USER_ID_REQUIRED,
  type As, type CheckoutCart, type CheckoutResult, type Shopper,
} from './support/checkout.js';
import { startUpstream, type Upstream } from './support/upstream.js';

const COMPLETE = `mutation Complete($checkoutSessionId: String!, $orderId: ID!) {
  completeAmazonPayCheckout(checkoutSessionId: $checkoutSessionId, orderId: $orderId) { successful errorMessage } }`;
const THANKS = 'query T($orderId: ID!) { getThankYouPageData(orderId: $orderId) { orderId paymentMethod } }';
const DETAILS = 'query D($orderId: ID!) { getOrderDetailsV2(orderId: $orderId) { orderId } }';
const ORDERS = 'query O { getOrdersV2(page: 0, dateFilter: "last3months") { orders { orderId } } }';
const REGISTER = 'mutation R($data: RegisterCustomerInput!) { registerCustomer(data: $data) { updatedCartId token { token } } }';
const LOGIN = 'mutation L($data: LoginInput!) { login(data: $data) { updatedCartId } }';
const PAID = { successful: true, errorMessage: null };
const DECLINED = { successful: false, errorMessage: 'vue.checkout.payment.error' };
const ORDER_NOT_FOUND = { message: 'Order not found', extensions: { classification: 'NOT_FOUND' } };
const PDF = 'mutation Pdf($cartId: ID!) { generatePdfForm(cartId: $cartId) { successful errorMessage fileName mimeType contentBase64 } }';

interface Completion {
  successful: boolean;
  errorMessage: string | null;
}
interface PdfForm {
  successful: boolean;
  errorMessage: string | null;
  fileName: string | null;
  mimeType: string | null;
  contentBase64: string | null;
}

describe('checkout: Amazon Pay completion', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const ordered = async (paymentId: string, shopper?: Shopper): Promise<{ shopper: Shopper; orderId: string; newCartId: string | null }> => {
    const buyer = shopper ?? (await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA }));
    await readyToSubmit(upstream, buyer, paymentId);
    const { orderId, newCartId } = await submit(upstream, buyer);
    if (!orderId) throw new Error('submit failed');
    return { shopper: buyer, orderId, newCartId };
  };
  const complete = async (shopper: Shopper, orderId: string, checkoutSessionId: string, as: As = {}) =>
    call<{ completeAmazonPayCheckout: Completion }>(upstream, shopper, COMPLETE, { orderId, checkoutSessionId }, as);
  const completion = async (shopper: Shopper, orderId: string, checkoutSessionId: string) => (await complete(shopper, orderId, checkoutSessionId)).body.data?.completeAmazonPayCheckout;
  /** The two sessions one visit of the Amazon Pay page opens for the order. */
  const sessions = async (orderId: string): Promise<{ paid: string; declined: string }> => {
    const page = await amazonPayPageOf(upstream, orderId);
    if (page.status !== 200 || !page.paid || !page.declined) throw new Error(`no Amazon Pay sessions: ${page.status} ${page.html}`);
    return { paid: page.paid, declined: page.declined };
  };
  const thanks = (shopper: Shopper, orderId: string) => call<{ getThankYouPageData: { orderId: string } }>(upstream, shopper, THANKS, { orderId });
  const orderIds = async (shopper: Shopper) => dataOf<{ orders: Array<{ orderId: string }> }>(await call(upstream, shopper, ORDERS), 'getOrdersV2').orders.map((o) => o.orderId);
  const logIn = async (email: string) => dataOf<{ updatedCartId: string }>(await upstream.gql(LOGIN, { data: { email, password: 'geheim1' } }), 'login');
  const submitted = async (shopper: Shopper, cartId = shopper.cartId) => dataOf<CheckoutCart>(await call(upstream, shopper, FIND, { cartId }), 'shop_findCart').attributes.submitted;

  it('completes with a session the page handed out; repeating it succeeds, another session afterwards fails', async () => {
    const { shopper, orderId } = await ordered('AMAZONPAY');
    const first = await sessions(orderId);
    const second = await sessions(orderId);
    expect(new Set([first.paid, first.declined, second.paid, second.declined]).size).toBe(4);
    expect(await completion(shopper, orderId, first.paid)).toEqual(PAID);
    expect(await completion(shopper, orderId, first.paid)).toEqual(PAID);
    expect(await completion(shopper, orderId, second.paid)).toEqual(DECLINED);
    // Once paid, a declined session changes nothing either: the order stays.
    expect(await completion(shopper, orderId, first.declined)).toEqual(DECLINED);
    expect((await thanks(shopper, orderId)).body.data?.getThankYouPageData).toMatchObject({ orderId });
    expect(await submitted(shopper)).toBe(true);
    expect(await completion(shopper, orderId, first.paid)).toEqual(PAID);
    const page = await amazonPayPageOf(upstream, orderId);
    expect(page.status).toBe(404);
    expect(page.html).toContain(`Die Bestellung ${orderId} ist bereits mit Amazon Pay bezahlt.`);
    expect(page.links.size).toBe(0);
  });

  it('voids the order when Amazon declines, reopens the cart, and the same cart is then paid another way', async () => {
    // A new customer whose visitor cart became the customer's cart (so submitCart moved it on).
    const visitor = await newShopper(upstream, { items: [[FOLDER, 1]] });
    const email = `amazon.${visitor.userId}@example.de`;
    const registered = await call<{ registerCustomer: { updatedCartId: string; token: { token: string } } }>(upstream, visitor, REGISTER, {
      data: { email, password: 'geheim1', passwordRepeat: 'geheim1', cartId: visitor.cartId, address: { formType: 'private', salutation: 'Frau', firstName: 'Lena', lastName: 'Vogel', street: 'Gartenweg 7', postCode: '50667', city: 'Köln', country: 'DE' } },
    });
    const shopper: Shopper = { ...visitor, jwt: registered.body.data?.registerCustomer.token.token ?? null };
    expect(registered.body.data?.registerCustomer.updatedCartId).toBe(shopper.cartId);
    const billing = dataOf<Array<{ addressId: string }>>(await call(upstream, shopper, 'query { getBillingAddresses { addressId } }'), 'getBillingAddresses')[0]?.addressId ?? '';
    await readyToSubmit(upstream, shopper, 'AMAZONPAY', billing);
    const placed = await submit(upstream, shopper);
    const orderId = placed.orderId ?? '';
    expect(placed).toMatchObject({ redirectUrl: `/__payment/amazonpay?orderId=${orderId}&amount=744`, errorMessage: null });
    expect(await orderIds(shopper)).toEqual([orderId]);
    expect((await logIn(email)).updatedCartId).toBe(placed.newCartId);
    const { paid, declined } = await sessions(orderId);

    expect(await completion(shopper, orderId, declined)).toEqual(DECLINED);
    // The order is gone for every lookup; the cart is open again (voidUnpaidOrder, as for a decline).
    expect(upstream.stores.orders.findByCart(shopper.cartId)).toBeUndefined();
    expect((await thanks(shopper, orderId)).body.errors?.[0]).toMatchObject(ORDER_NOT_FOUND);
    expect((await call(upstream, shopper, DETAILS, { orderId })).body.errors?.[0]).toMatchObject(ORDER_NOT_FOUND);
    expect(await orderIds(shopper)).toEqual([]);
    expect(await submitted(shopper)).toBe(false);
    expect(upstream.stores.checkout.get(shopper.cartId).newCartId).toBeNull();
    expect((await logIn(email)).updatedCartId).toBe(shopper.cartId);
    const page = await amazonPayPageOf(upstream, orderId);
    expect(page.status).toBe(404);
    expect(page.html).toContain(`Die Bestellung ${orderId} wurde storniert`);

    // Repeating it, or the authorised session now, fails and changes nothing more.
    expect(await completion(shopper, orderId, declined)).toEqual(DECLINED);
    expect(await completion(shopper, orderId, paid)).toEqual(DECLINED);
    expect(await submitted(shopper)).toBe(false);

    // Back on the payment step: another method, and the same cart becomes a new order.
    const payment = dataOf<CheckoutResult>(await call(upstream, shopper, SET_PAYMENT, { cartId: shopper.cartId, paymentId: 'INVOICE' }), 'setSelectedPayment');
    expect(payment.successful).toBe(true);
    const again = await submit(upstream, shopper);
    expect(again).toMatchObject({ orderId: expect.stringMatching(/^\d{9}$/), newCartId: expect.any(String), redirectUrl: null, errorMessage: null });
    expect(again.orderId).not.toBe(orderId);
    expect(again.newCartId).not.toBe(placed.newCartId);
    expect((await thanks(shopper, again.orderId ?? '')).body.data?.getThankYouPageData).toMatchObject({ orderId: again.orderId, paymentMethod: 'INVOICE' });
    expect(await orderIds(shopper)).toEqual([again.orderId]);
    expect(upstream.stores.orders.findByCart(shopper.cartId)?.orderId).toBe(again.orderId);
    expect(await completion(shopper, orderId, paid)).toEqual(DECLINED);
    expect((await thanks(shopper, orderId)).body.errors?.[0]).toMatchObject(ORDER_NOT_FOUND);
  });

  it('refuses invented sessions and sessions of another order, changing nothing', async () => {
    const { shopper, orderId } = await ordered('AMAZONPAY');
    const other = await ordered('AMAZONPAY');
    const foreign = await sessions(other.orderId);
    for (const id of ['amzn-session-1', `amzn-cs-${'0'.repeat(32)}`, foreign.paid, foreign.declined]) {
      expect(await completion(shopper, orderId, id)).toEqual(DECLINED);
    }
    // Neither order changed: both still there, both carts still submitted, and both can be paid.
    expect(await submitted(shopper)).toBe(true);
    expect(await submitted(other.shopper)).toBe(true);
    expect(upstream.stores.orders.findByCart(other.shopper.cartId)?.orderId).toBe(other.orderId);
    expect(await completion(shopper, orderId, (await sessions(orderId)).paid)).toEqual(PAID);
    expect(await completion(other.shopper, other.orderId, foreign.paid)).toEqual(PAID);
  });

  it('fails for orders paid otherwise, foreign orders and malformed session ids', async () => {
    const amazon = await ordered('AMAZONPAY');
    const { paid } = await sessions(amazon.orderId);
    const { shopper, orderId } = await ordered('INVOICE');
    expect(await completion(shopper, orderId, paid)).toEqual(DECLINED);
    expect((await thanks(shopper, orderId)).body.data?.getThankYouPageData).toMatchObject({ orderId });
    const school = await newShopper(upstream, { scope: 'edu', login: SCHOOL });
    expect((await complete(school, orderId, paid)).body.errors?.[0]).toMatchObject(ORDER_NOT_FOUND);
    expect((await complete(school, amazon.orderId, paid)).body.errors?.[0]).toMatchObject(ORDER_NOT_FOUND);
    const malformed = await complete(shopper, orderId, 'amzn session <3>');
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({ classification: 'BAD_USER_INPUT' });
    expect((await complete(shopper, orderId, 'a'.repeat(101))).body.errors?.[0]?.extensions).toMatchObject({ classification: 'BAD_USER_INPUT' });
    // A foreign caller cannot void someone else's order either.
    const declined = (await sessions(amazon.orderId)).declined;
    expect((await complete(school, amazon.orderId, declined)).body.errors?.[0]).toMatchObject(ORDER_NOT_FOUND);
    expect(await completion(amazon.shopper, amazon.orderId, paid)).toEqual(PAID);
  });

  it('lets the cart owner without a session complete, and hides a voided order from strangers', async () => {
    const { shopper, orderId } = await ordered('AMAZONPAY');
    const { declined } = await sessions(orderId);
    expect((await complete(shopper, orderId, declined, { jwt: null })).body.data?.completeAmazonPayCheckout).toEqual(DECLINED);
    expect(await submitted(shopper)).toBe(false);
    expect((await complete(shopper, orderId, declined, { jwt: null, userId: 'stranger' })).body.errors?.[0]).toMatchObject(ORDER_NOT_FOUND);
  });
});

describe('checkout: a payment cancelled on the provider page', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const submitted = async (shopper: Shopper) => dataOf<CheckoutCart>(await call(upstream, shopper, FIND, { cartId: shopper.cartId }), 'shop_findCart').attributes.submitted;
  const thanks = (shopper: Shopper, orderId: string) => call<{ getThankYouPageData: { orderId: string } }>(upstream, shopper, THANKS, { orderId });
  const placed = async (paymentId: string): Promise<{ shopper: Shopper; orderId: string; redirectUrl: string; newCartId: string | null }> => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, paymentId);
    const { orderId, redirectUrl, newCartId } = await submit(upstream, shopper);
    if (!orderId || !redirectUrl) throw new Error('submit placed no redirected order');
    return { shopper, orderId, redirectUrl, newCartId };
  };

  it('takes an unpaid PayPal order back, reopens the cart and goes back to the shop; the same cart is then paid another way', async () => {
    const { shopper, orderId, redirectUrl, newCartId } = await placed('PAYPAL');
    expect(upstream.stores.checkout.get(shopper.cartId).newCartId).toBe(newCartId);
    const page = await providerPage(upstream, redirectUrl, 'https://www.tafel.de/checkout/confirmation', 'https://www.tafel.de/checkout/payment');
    const cancel = await postForm(upstream, page.forms.get(CANCEL_BUTTON));
    expect(cancel).toMatchObject({ status: 303, location: 'https://www.tafel.de/checkout/payment?cancelPayment=PAYPAL' });
    // The order is gone for every lookup; the cart is open again (voidUnpaidOrder, as for a decline).
    expect(upstream.stores.orders.get(orderId)).toBeUndefined();
    expect((await thanks(shopper, orderId)).body.errors?.[0]).toMatchObject(ORDER_NOT_FOUND);
    expect(await submitted(shopper)).toBe(false);
    expect(upstream.stores.checkout.get(shopper.cartId).newCartId).toBeNull();

    // A second click goes back again and changes nothing; approving now is refused; the page says so.
    expect(await postForm(upstream, page.forms.get(CANCEL_BUTTON))).toMatchObject({ status: 303, location: 'https://www.tafel.de/checkout/payment?cancelPayment=PAYPAL' });
    expect((await postForm(upstream, page.forms.get(PAYPAL_APPROVE_BUTTON))).status).toBe(409);
    expect(upstream.stores.checkout.providerPaid(orderId)).toBe(false);
    const gone = await providerPage(upstream, redirectUrl);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain(`Die Bestellung ${orderId} wurde storniert`);

    const payment = dataOf<CheckoutResult>(await call(upstream, shopper, SET_PAYMENT, { cartId: shopper.cartId, paymentId: 'INVOICE' }), 'setSelectedPayment');
    expect(payment.successful).toBe(true);
    const again = await submit(upstream, shopper);
    expect(again).toMatchObject({ orderId: expect.stringMatching(/^\d{9}$/), redirectUrl: null, errorMessage: null });
    expect(again.orderId).not.toBe(orderId);
    expect((await thanks(shopper, again.orderId ?? '')).body.data?.getThankYouPageData).toMatchObject({ orderId: again.orderId, paymentMethod: 'INVOICE' });
  });

  it('takes an unpaid Amazon Pay order back; its sessions are refused afterwards', async () => {
    const { shopper, orderId } = await placed('AMAZONPAY');
    const page = await amazonPayPageOf(upstream, orderId, '/checkout/confirmation', '/checkout/payment');
    expect(await postForm(upstream, page.forms.get(CANCEL_BUTTON))).toMatchObject({ status: 303, location: '/checkout/payment?cancelPayment=AMAZONPAY' });
    expect(await submitted(shopper)).toBe(false);
    expect((await call<{ completeAmazonPayCheckout: Completion }>(upstream, shopper, COMPLETE, { orderId, checkoutSessionId: page.paid })).body.data?.completeAmazonPayCheckout).toEqual(DECLINED);
    expect(await submitted(shopper)).toBe(false);
  });

  it('leaves a paid order as it is: Amazon Pay completed, or PayPal approved', async () => {
    const amazon = await placed('AMAZONPAY');
    const page = await amazonPayPageOf(upstream, amazon.orderId, '/checkout/confirmation', '/checkout/payment');
    expect((await call<{ completeAmazonPayCheckout: Completion }>(upstream, amazon.shopper, COMPLETE, { orderId: amazon.orderId, checkoutSessionId: page.paid })).body.data?.completeAmazonPayCheckout).toEqual(PAID);
    const refused = await postForm(upstream, page.forms.get(CANCEL_BUTTON));
    expect(refused.status).toBe(409);
    expect(refused.html).toContain(`Die Bestellung ${amazon.orderId} ist bereits bezahlt.`);
    expect(await submitted(amazon.shopper)).toBe(true);
    expect((await thanks(amazon.shopper, amazon.orderId)).body.data?.getThankYouPageData).toMatchObject({ orderId: amazon.orderId });
  });

  it('takes an unpaid card order back from the card form; a charged card stays as it is', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'CREDIT_CARD');
    const { orderId, computopData } = await submit(upstream, shopper);
    const urls = { returnUrl: '/checkout/confirmation', cancelUrl: '/checkout/payment' };
    const page = await cardPage(upstream, computopData, urls);
    expect([...page.forms.keys()]).toEqual([CARD_CHARGE_BUTTON, CANCEL_BUTTON]);
    expect(await postForm(upstream, page.forms.get(CANCEL_BUTTON))).toMatchObject({ status: 303, location: '/checkout/payment?cancelPayment=CREDIT_CARD' });
    expect(upstream.stores.orders.get(orderId ?? '')).toBeUndefined();
    expect(await submitted(shopper)).toBe(false);
    // The card can no longer be charged; the form names the cancelled order.
    expect((await postForm(upstream, page.forms.get(CARD_CHARGE_BUTTON))).status).toBe(409);
    const gone = await cardPage(upstream, computopData, urls);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain(`Die Bestellung ${orderId} wurde storniert`);

    // Submitted again by card: charged first, a cancel afterwards is refused and the order stands.
    const again = await submit(upstream, shopper);
    expect(again.orderId).not.toBe(orderId);
    const second = await cardPage(upstream, again.computopData, urls);
    expect(await postForm(upstream, second.forms.get(CARD_CHARGE_BUTTON))).toMatchObject({ status: 303, location: `/checkout/confirmation?orderId=${again.orderId}` });
    const refused = await postForm(upstream, second.forms.get(CANCEL_BUTTON));
    expect(refused.status).toBe(409);
    expect(refused.html).toContain(`Die Bestellung ${again.orderId} ist bereits bezahlt.`);
    expect(await submitted(shopper)).toBe(true);
    expect((await thanks(shopper, again.orderId ?? '')).body.data?.getThankYouPageData).toMatchObject({ orderId: again.orderId, paymentMethod: 'CREDIT_CARD' });
  });

  it('offers no cancel without a cancelUrl to go back to', async () => {
    const { redirectUrl } = await placed('PAYPAL');
    const page = await providerPage(upstream, redirectUrl);
    expect([...page.forms.keys()]).toEqual([PAYPAL_APPROVE_BUTTON]);
  });
});

describe('checkout: PDF order form', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it('renders the cart as a PDF order form', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 3], ['10006-01', 1]] });
    const form = (await call<{ generatePdfForm: PdfForm }>(upstream, shopper, PDF, { cartId: shopper.cartId })).body.data?.generatePdfForm;
    expect(form).toMatchObject({ successful: true, errorMessage: null, mimeType: 'application/pdf', fileName: expect.stringMatching(/^Bestellformular-\d{4}-\d{2}-\d{2}\.pdf$/) });
    const pdf = Buffer.from(form?.contentBase64 ?? '', 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Tafel \\226 Bestellformular)');
    expect(pdf).toContain('(Gesamtsumme)');
    expect(pdf).toContain(`(Warenkorb: ${shopper.cartId})`);
  });

  it('refuses an empty cart and answers the cart errors', async () => {
    const shopper = await newShopper(upstream);
    const form = (await call<{ generatePdfForm: PdfForm }>(upstream, shopper, PDF, { cartId: shopper.cartId })).body.data?.generatePdfForm;
    expect(form).toEqual({ successful: false, errorMessage: 'vue.checkout.error.emptyCart', fileName: null, mimeType: null, contentBase64: null });
    expect((await call(upstream, shopper, PDF, { cartId: shopper.cartId }, { userId: null })).body.errors?.[0]).toMatchObject(USER_ID_REQUIRED);
    expect((await call(upstream, shopper, PDF, { cartId: 'nope' })).body.errors?.[0]).toMatchObject(CART_NOT_FOUND);
  });
});
