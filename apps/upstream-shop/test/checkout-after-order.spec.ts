import { ANNA, call, CART_NOT_FOUND, FOLDER, newShopper, readyToSubmit, SCHOOL, submit, USER_ID_REQUIRED, type As, type Shopper } from './support/checkout.js';
import { startUpstream, type Upstream } from './support/upstream.js';

const COMPLETE = `mutation Complete($checkoutSessionId: String!, $orderId: ID!) {
  completeAmazonPayCheckout(checkoutSessionId: $checkoutSessionId, orderId: $orderId) { successful errorMessage } }`;
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

  const ordered = async (paymentId: string): Promise<{ shopper: Shopper; orderId: string }> => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, paymentId);
    const { orderId } = await submit(upstream, shopper);
    if (!orderId) throw new Error('submit failed');
    return { shopper, orderId };
  };
  const complete = async (shopper: Shopper, orderId: string, checkoutSessionId: string, as: As = {}) =>
    call<{ completeAmazonPayCheckout: Completion }>(upstream, shopper, COMPLETE, { orderId, checkoutSessionId }, as);

  it('completes an Amazon Pay order once; repeating the same session succeeds again', async () => {
    const { shopper, orderId } = await ordered('AMAZONPAY');
    expect((await complete(shopper, orderId, 'amzn-session-1')).body.data?.completeAmazonPayCheckout).toEqual({ successful: true, errorMessage: null });
    expect((await complete(shopper, orderId, 'amzn-session-1')).body.data?.completeAmazonPayCheckout).toEqual({ successful: true, errorMessage: null });
    expect((await complete(shopper, orderId, 'amzn-session-2')).body.data?.completeAmazonPayCheckout).toEqual({ successful: false, errorMessage: 'vue.checkout.payment.error' });
  });

  it('fails for orders paid otherwise, foreign orders and malformed session ids', async () => {
    const { shopper, orderId } = await ordered('INVOICE');
    expect((await complete(shopper, orderId, 'amzn-session-3')).body.data?.completeAmazonPayCheckout).toEqual({ successful: false, errorMessage: 'vue.checkout.payment.error' });
    const school = await newShopper(upstream, { scope: 'edu', login: SCHOOL });
    const foreign = await complete(school, orderId, 'amzn-session-3');
    expect(foreign.body.errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { classification: 'NOT_FOUND' } });
    const malformed = await complete(shopper, orderId, 'amzn session <3>');
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({ classification: 'BAD_USER_INPUT' });
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
