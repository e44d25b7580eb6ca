import { startWorld, type World } from './support/world.js';

// The order history against the real stand-in (issue 27): Anna has ten seeded orders
// 40010001…40010010, five of them in the last three months; the school has its own.

const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { __typename ... on LoggedIn { session { token userId } } } }`;

const ORDERS = `query($i: AccountOrdersInput!) { accountOrders(input: $i) { __typename
  ... on AccountOrderPage { page totalPages totalOrders perPage filter query filterOptions
    orders { orderId orderedAt status itemCount total { amount currency formatted } previewItems { itemId name quantity image { url alt } } } }
  ... on ValidationError { errorCode messageKey fieldErrors { field messageKey } }
  ... on SessionRequiredError { errorCode messageKey sessionEnded } } }`;

const ORDER = `query($id: ID!) { accountOrder(orderId: $id) { __typename
  ... on AccountOrder { orderId salesOrderNo status paymentMethodId paymentMethodName email comment returnPath
    subtotal { amount } shippingCost { amount } total { amount formatted }
    billingAddress { firstName lastName streetAndNumber postcode city country isStation }
    deliveryAddress { firstName streetAndNumber city isStation }
    shipments { number status carrier expectedDeliveryDate deliveredAt trackingLink trackingCode invoiceLink
      items { lineNo itemId name sku quantity returnable alreadyReturned reviewPath image { url } unitPrice { amount } } } }
  ... on NotFoundError { errorCode messageKey }
  ... on SessionRequiredError { errorCode sessionEnded } } }`;

interface OrderPage {
  __typename: 'AccountOrderPage';
  page: number;
  totalPages: number;
  totalOrders: number;
  perPage: number;
  filter: string;
  query: string | null;
  filterOptions: string[];
  orders: { orderId: string; orderedAt: string; itemCount: number; total: { amount: number; currency: string }; previewItems: { image: { url: string } }[] }[];
}

describe('account order history (real upstream stand-in)', () => {
  let world: World;
  let anna: Record<string, string>;

  const login = async (input: Record<string, string>, site?: string): Promise<Record<string, string>> => {
    const answer = await world.orchestrator.graphql<{ login: { __typename: string; session: { token: string; userId: string } } }>(LOGIN, { i: input }, site ? { 'X-Tafel-Site': site } : {});
    expect(answer.data?.login.__typename).toBe('LoggedIn');
    const { token, userId } = answer.data!.login.session;
    return { 'X-JWT': token, 'X-iSHOP-API-USERID': userId, ...(site ? { 'X-Tafel-Site': site } : {}) };
  };
  const orders = async (input: Record<string, unknown>, as: Record<string, string> = anna) =>
    (await world.orchestrator.graphql<{ accountOrders: OrderPage & { __typename: string } }>(ORDERS, { i: input }, as)).data!.accountOrders;
  const order = async (orderId: string, as: Record<string, string> = anna) =>
    (await world.orchestrator.graphql<{ accountOrder: Record<string, unknown> & { __typename: string } }>(ORDER, { id: orderId }, as)).data!.accountOrder;

  beforeAll(async () => {
    world = await startWorld('account-orders');
    anna = await login({ email: 'anna.schmidt@example.de', password: 'tafel-anna' });
  });
  afterAll(() => world.close());

  it('lists the last three months by default, newest first, five per page, 1-based', async () => {
    const page = await orders({ page: 1 });
    expect(page).toMatchObject({ __typename: 'AccountOrderPage', page: 1, totalPages: 1, totalOrders: 5, perPage: 5, filter: 'last3months', query: null });
    expect(page.orders.map((o) => o.orderId)).toEqual(['40010010', '40010009', '40010008', '40010007', '40010006']);
    expect(page.orders[0]).toMatchObject({ itemCount: 5, total: { currency: 'EUR' } });
    expect(page.orders[0]!.previewItems[0]!.image.url).toMatch(/^\/media\//);
    expect(page.filterOptions.slice(0, 3)).toEqual(['last3months', 'last6months', 'lastYear']);
  });

  it('pages through a wider filter: the page asked for is sent zero-based and answered 1-based', async () => {
    const first = await orders({ page: 1, filter: 'lastYear' });
    expect(first).toMatchObject({ page: 1, totalOrders: 7, totalPages: 2, filter: 'lastYear' });
    expect(first.orders).toHaveLength(5);
    const second = await orders({ page: 2, filter: 'lastYear' });
    expect(second).toMatchObject({ page: 2, totalOrders: 7, totalPages: 2 });
    expect(second.orders.map((o) => o.orderId)).toEqual(['40010005', '40010004']);
    const after = await orders({ page: 3, filter: 'lastYear' });
    expect(after).toMatchObject({ page: 3, totalPages: 2, orders: [] });
    expect((await orders({ page: 1, filter: 'last6months' })).totalOrders).toBe(6);
  });

  it('filters by each year of the options, which together hold all ten orders', async () => {
    const { filterOptions } = await orders({ page: 1 });
    const years = filterOptions.slice(3);
    expect(years.length).toBeGreaterThanOrEqual(2);
    expect([...years].sort().reverse()).toEqual(years);
    let total = 0;
    for (const year of years) {
      const page = await orders({ page: 1, filter: year });
      expect(page.filter).toBe(year);
      for (const listed of page.orders) expect(listed.orderedAt.slice(0, 4)).toBe(year);
      total += page.totalOrders;
    }
    expect(total).toBe(10);
  });

  it('searches within the filter, a blank search being none', async () => {
    const found = await orders({ page: 1, filter: 'lastYear', query: '  40010009 ' });
    expect(found).toMatchObject({ totalOrders: 1, query: '40010009', orders: [{ orderId: '40010009' }] });
    expect(await orders({ page: 1, query: 'gibt-es-nicht' })).toMatchObject({ totalOrders: 0, totalPages: 0, orders: [] });
    expect(await orders({ page: 1, query: '   ' })).toMatchObject({ totalOrders: 5, query: null });
  });

  it('refuses bad paging, filters and searches without asking the upstream', async () => {
    expect(await orders({ page: 0 })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'page' }] });
    expect(await orders({ page: 10_001 })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'page' }] });
    expect(await orders({ page: 1, filter: 'last2weeks' })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'filter', messageKey: 'vue.form.error.invalidOption' }] });
    expect(await orders({ page: 1, filter: '1999' })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'filter' }] });
    expect(await orders({ page: 1, query: 'x'.repeat(101) })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'query', messageKey: 'vue.form.error.maxLength' }] });
  });

  it('shows an order with addresses, payment, shipments, tracking and invoice links and the return flow', async () => {
    // Both parcels left the warehouse (one delivered, one on its way): SHIPPED in the upstream's terms.
    const detail = await order('40010009');
    expect(detail).toMatchObject({
      __typename: 'AccountOrder',
      orderId: '40010009',
      salesOrderNo: 'VA-700688',
      status: 'SHIPPED',
      paymentMethodId: 'RECHNUNG',
      email: 'anna.schmidt@example.de',
      billingAddress: { firstName: 'Anna', lastName: 'Schmidt', isStation: false },
      returnPath: expect.stringMatching(/^\/myaccount\/returns\/productselection\?order=[A-Za-z0-9_%-]+$/),
    });
    const shipments = detail.shipments as Record<string, unknown>[];
    expect(shipments).toHaveLength(2);
    expect(shipments[0]).toMatchObject({
      number: 1,
      status: 'DELIVERED',
      carrier: 'DHL',
      expectedDeliveryDate: null,
      deliveredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      trackingLink: expect.stringMatching(/^https:\/\/www\.dhl\.de\//),
      invoiceLink: expect.stringMatching(/^https:\/\/.+\.pdf$/),
      items: [
        { lineNo: 1, returnable: true, alreadyReturned: false, reviewPath: expect.stringMatching(/^\/rating\?enc=/), image: { url: expect.stringMatching(/^\/media\//) } },
        { lineNo: 2, reviewPath: expect.stringMatching(/^\/rating\?enc=/) },
      ],
    });
    expect(shipments[1]).toMatchObject({
      number: 2,
      status: 'SHIPPED',
      carrier: 'dpd',
      expectedDeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      deliveredAt: null,
      trackingLink: expect.stringMatching(/^https:\/\/tracking\.dpd\.de\//),
      items: [{ lineNo: 3, reviewPath: null, returnable: false }, { lineNo: 4 }],
    });
    const total = detail.total as { amount: number };
    expect(total.amount).toBeCloseTo((detail.subtotal as { amount: number }).amount + (detail.shippingCost as { amount: number }).amount, 2);
  });

  it('shows an order in preparation without links and without a return flow', async () => {
    const detail = await order('40010010');
    expect(detail).toMatchObject({ status: 'IN_PREPARATION', returnPath: null, shipments: [{ status: 'IN_PREPARATION', trackingLink: null, invoiceLink: null, trackingCode: null }] });
  });

  it("answers another customer's, an unknown and a malformed order alike: not found", async () => {
    const school = await login({ customerNumber: '4711001', password: 'tafel-schule' }, 'edu-de');
    const notFound = { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', messageKey: 'ishop.api.error.order_not_found' };
    expect(await order('40010001', school)).toEqual(notFound);
    expect(await order('40020001', school)).toMatchObject({ __typename: 'AccountOrder', orderId: '40020001' });
    expect(await order('40020001')).toEqual(notFound);
    expect(await order('49999999')).toEqual(notFound);
    expect(await order('../40010001')).toEqual(notFound);
    expect(await order('x'.repeat(65))).toEqual(notFound);
  });

  it('needs a customer session: none, or one the upstream no longer accepts', async () => {
    expect(await orders({ page: 1 }, {})).toEqual({ __typename: 'SessionRequiredError', errorCode: 'SESSION_REQUIRED', messageKey: 'vue.error.security.valid_token_required', sessionEnded: false });
    expect(await order('40010001', {})).toEqual({ __typename: 'SessionRequiredError', errorCode: 'SESSION_REQUIRED', sessionEnded: false });
    expect(await orders({ page: 1 }, { 'X-JWT': 'no-such-session-token' })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: true });
    expect(await order('40010001', { 'X-JWT': 'no-such-session-token' })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: true });
  });
});
