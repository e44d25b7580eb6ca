import { DAY_MS, GET_ORDER, GET_ORDERS, GET_YEARS, loginAnna, loginSchool, loginTeam, ORDERS_NOW, startOrdersUpstream } from './support/orders.js';
import { startUpstream, type Upstream } from './support/upstream.js';

interface OrdersPage {
  getOrdersV2: {
    orders: Array<{ orderId: string; orderedAt: string; status: string; itemCount: number; totalAmount: { amount: number; stringValue: string }; previewItems: Array<{ itemId: string; name: string; quantity: number; image: { src: string } }> }>;
    pageInfo: { totalElements: number; totalPages: number; currentPage: number; elementsPerPage: number };
  };
}
type Shipment = { shipmentNo: number; status: string; carrier: string; expectedDeliveryDate: string | null; deliveredAt: string | null; invoiceLink: string | null; trackingLink: string | null; trackingCode: string | null; items: Array<Record<string, unknown>> };
interface OrderDetails {
  getOrderDetailsV2: Record<string, unknown> & { returnHash: string | null; shipments: Shipment[] };
}

const day = (daysAgo: number, plus = 0) => new Date(ORDERS_NOW - (daysAgo - plus) * DAY_MS).toISOString().slice(0, 10);

describe('account orders', () => {
  let upstream: Upstream;
  let anna: string;
  beforeAll(async () => {
    upstream = await startOrdersUpstream();
    anna = await loginAnna(upstream);
  });
  afterAll(() => upstream.close());

  const orders = async (variables: Record<string, unknown>, jwt: string = anna) => upstream.gql<OrdersPage>(GET_ORDERS, variables, { jwt });
  const details = async (orderId: string, jwt: string = anna) => upstream.gql<OrderDetails>(GET_ORDER, { orderId }, { jwt });

  describe('getOrdersV2', () => {
    it('lists the last three months by default, newest first, five per page', async () => {
      const { status, body } = await orders({});
      expect(status).toBe(200);
      const page = body.data?.getOrdersV2;
      expect(page?.pageInfo).toEqual({ totalElements: 5, totalPages: 1, currentPage: 0, elementsPerPage: 5 });
      expect(page?.orders.map((o) => o.orderId)).toEqual(['40010010', '40010009', '40010008', '40010007', '40010006']);
      expect(page?.orders[0]).toMatchObject({
        status: 'IN_PREPARATION',
        itemCount: 5,
        totalAmount: { amount: 24.9 },
        previewItems: [
          { itemId: '10016-01', quantity: 2, image: { src: '/media/products/10016-01.svg' } },
          { itemId: '10109-02', quantity: 3 },
        ],
      });
      expect(page?.orders[0]?.orderedAt.slice(0, 10)).toBe(day(2));
      expect(page?.orders.map((o) => o.status)).toEqual(['IN_PREPARATION', 'SHIPPED', 'DELIVERED', 'DELIVERED', 'DELIVERED']);
    });

    it('pages zero-based through the last year; a page after the last is empty', async () => {
      const first = (await orders({ dateFilter: 'lastYear' })).body.data?.getOrdersV2;
      expect(first?.pageInfo).toEqual({ totalElements: 7, totalPages: 2, currentPage: 0, elementsPerPage: 5 });
      const second = (await orders({ dateFilter: 'lastYear', page: 1 })).body.data?.getOrdersV2;
      expect(second?.orders.map((o) => o.orderId)).toEqual(['40010005', '40010004']);
      expect(second?.pageInfo.currentPage).toBe(1);
      const beyond = (await orders({ dateFilter: 'lastYear', page: 5 })).body.data?.getOrdersV2;
      expect(beyond).toEqual({ orders: [], pageInfo: { totalElements: 7, totalPages: 2, currentPage: 5, elementsPerPage: 5 } });
      expect((await orders({ dateFilter: 'last6months' })).body.data?.getOrdersV2.pageInfo.totalElements).toBe(6);
    });

    it('filters by calendar year and searches numbers, article names and references', async () => {
      expect((await orders({ dateFilter: '2025' })).body.data?.getOrdersV2.orders.map((o) => o.orderId)).toEqual(['40010006', '40010005', '40010004', '40010003']);
      expect((await orders({ dateFilter: '2024' })).body.data?.getOrdersV2.pageInfo.totalElements).toBe(2);
      expect((await orders({ dateFilter: '2023' })).body.data?.getOrdersV2).toEqual({ orders: [], pageInfo: { totalElements: 0, totalPages: 0, currentPage: 0, elementsPerPage: 5 } });
      expect((await orders({ dateFilter: 'lastYear', searchText: 'globus' })).body.data?.getOrdersV2.orders.map((o) => o.orderId)).toEqual(['40010009', '40010004']);
      expect((await orders({ dateFilter: '2025', searchText: '0010003' })).body.data?.getOrdersV2.orders.map((o) => o.orderId)).toEqual(['40010003']);
      const school = await loginSchool(upstream);
      expect((await orders({ searchText: 'Kunstraum' }, school)).body.data?.getOrdersV2.orders.map((o) => o.orderId)).toEqual(['40020003']);
    });

    it('refuses a negative page, an unknown date filter and an over-long search', async () => {
      for (const variables of [{ page: -1 }, { dateFilter: 'yesterday' }, { dateFilter: '' }, { searchText: 'x'.repeat(101) }]) {
        const { body } = await orders(variables);
        expect(body.data).toBeNull();
        expect(body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
      }
      expect((await orders({ searchText: 'x'.repeat(100) })).body.data?.getOrdersV2.orders).toEqual([]);
    });
  });

  describe('getOrderDetailsV2', () => {
    it('shows an order with two parcels, tracking, invoices and what can be returned', async () => {
      const { body } = await details('40010009');
      const order = body.data?.getOrderDetailsV2;
      expect(order).toMatchObject({
        orderId: '40010009',
        salesOrderNo: 'VA-700688',
        status: 'SHIPPED',
        email: 'anna.schmidt@example.de',
        phone: '+49 30 1234567',
        orderReference: null,
        paymentMethod: { paymentId: 'RECHNUNG', displayName: 'Rechnung' },
        deliveryAddress: { firstName: 'Anna', lastName: 'Schmidt', street: 'Lindenstraße 12', postCode: '10115', city: 'Berlin', country: 'DE', isStation: false },
        returnHash: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      const [first, second] = order?.shipments ?? [];
      expect(first).toMatchObject({ shipmentNo: 1, status: 'DELIVERED', carrier: 'DHL', deliveredAt: day(9, 3), expectedDeliveryDate: null, invoiceLink: expect.stringMatching(/^https:\/\/.+VA-700688-1\.pdf$/) });
      expect(first?.trackingLink).toContain(first?.trackingCode ?? 'missing');
      expect(first?.items).toEqual([
        expect.objectContaining({ lineNo: 1, itemId: '10302-01', orderedAmount: 1, isReturnable: true, isAlreadyReturned: false, reviewUrl: expect.stringMatching(/^\/rating\?enc=/) }),
        expect.objectContaining({ lineNo: 2, itemId: '10612-01', orderedAmount: 2, isReturnable: true }),
      ]);
      expect(second).toMatchObject({ shipmentNo: 2, status: 'SHIPPED', carrier: 'dpd', expectedDeliveryDate: day(9, 11), deliveredAt: null, trackingCode: expect.stringMatching(/^\d{14}$/) });
      expect(second?.items).toEqual([
        expect.objectContaining({ lineNo: 3, isReturnable: false, reviewUrl: null }),
        expect.objectContaining({ lineNo: 4, isReturnable: false, reviewUrl: null }),
      ]);
    });

    it('marks returned lines, keeps the delivery address apart and the order total', async () => {
      const returned = (await details('40010007')).body.data?.getOrderDetailsV2;
      expect(returned?.comment).toBe('Bitte beim Nachbarn abgeben, falls niemand da ist.');
      expect(returned?.shipments[0]?.items[0]).toMatchObject({ itemId: '10026-01', returnedQuantity: 1, isReturnable: false, isAlreadyReturned: true, variationText: 'Farbe: Blau' });
      const elsewhere = (await details('40010008')).body.data?.getOrderDetailsV2;
      expect(elsewhere).toMatchObject({ deliveryAddress: { schoolOrCompany: 'Verlag Sonnenblume GmbH', street: 'Friedrichstraße 100', postCode: '10117' }, billingAddress: { street: 'Lindenstraße 12', postCode: '10115' } });
      expect(elsewhere?.shipments[0]?.items[1]).toMatchObject({ returnedQuantity: 1, isReturnable: true, isAlreadyReturned: false });
      expect(elsewhere).toMatchObject({ subtotal: { amount: 61.86 }, shippingCost: { amount: 0 }, totalAmount: { amount: 61.86 } });
    });

    it('has no return hash once nothing can be returned, and none while in preparation', async () => {
      expect((await details('40010005')).body.data?.getOrderDetailsV2).toMatchObject({ status: 'DELIVERED', returnHash: null });
      const fresh = (await details('40010010')).body.data?.getOrderDetailsV2;
      expect(fresh).toMatchObject({ status: 'IN_PREPARATION', returnHash: null, shippingCost: { amount: 4.95 } });
      expect(fresh?.shipments[0]).toMatchObject({ status: 'IN_PREPARATION', trackingCode: null, trackingLink: null, invoiceLink: null, expectedDeliveryDate: day(2, 4) });
    });

    it('shows the school its order with its reference', async () => {
      const school = await loginSchool(upstream);
      const order = (await details('40020003', school)).body.data?.getOrderDetailsV2;
      expect(order).toMatchObject({ orderReference: 'Kunstraum Frau Berger', billingAddress: { street: 'Seestraße 5', postCode: '80331', city: 'München' }, paymentMethod: { paymentId: 'RECHNUNG' } });
    });

    it('answers NOT_FOUND alike for foreign, unknown and malformed order numbers', async () => {
      for (const orderId of ['40020001', '49999999', 'x'.repeat(65), '4001 0001']) {
        const { body } = await details(orderId);
        expect(body.data).toBeNull();
        expect(body.errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { classification: 'NOT_FOUND', messageKey: 'ishop.api.error.order_not_found' } });
      }
    });
  });

  describe('getOrderYears', () => {
    it('lists the years with orders, newest first', async () => {
      expect((await upstream.gql<{ getOrderYears: number[] }>(GET_YEARS, {}, { jwt: anna })).body.data?.getOrderYears).toEqual([2026, 2025, 2024]);
      const team = await loginTeam(upstream);
      expect((await upstream.gql<{ getOrderYears: number[] }>(GET_YEARS, {}, { jwt: team })).body.data?.getOrderYears).toEqual([2026]);
      expect((await orders({}, team)).body.data?.getOrdersV2.orders.map((o) => o.orderId)).toEqual(['40030001']);
    });
  });

  describe('without a session', () => {
    it('refuses all three with UNAUTHENTICATED', async () => {
      const calls: Array<[string, Record<string, unknown>]> = [[GET_ORDERS, {}], [GET_ORDER, { orderId: '40010009' }], [GET_YEARS, {}]];
      for (const jwt of [undefined, 'not-a-session']) {
        for (const [query, variables] of calls) {
          const { body } = await upstream.gql(query, variables, { jwt });
          expect(body.data).toBeNull();
          expect(body.errors?.[0]?.extensions).toEqual({ classification: 'UNAUTHENTICATED', messageKey: 'vue.error.security.valid_token_required' });
        }
      }
    });
  });
});

describe('account orders on the real clock', () => {
  it('gives the consumer orders in the last three months whatever today is', async () => {
    const upstream = await startUpstream();
    try {
      const anna = await loginAnna(upstream);
      const { body } = await upstream.gql<OrdersPage>(GET_ORDERS, {}, { jwt: anna });
      expect(body.data?.getOrdersV2.pageInfo.totalElements).toBe(5);
    } finally {
      await upstream.close();
    }
  });
});
