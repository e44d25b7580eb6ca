import { jest } from '@jest/globals';
import type { GetAccountOrderQuery, GetAccountOrdersQuery } from '@tafel/graphql-schema/upstream-client';
import { Logger } from '@nestjs/common';
import { toAccountOrder, toAccountOrderPage } from './order-view.js';

const price = (amount: number) => ({ stringValue: `${amount} €`, amount, currencyCode: 'EUR' });
const image = { src: '/media/products/10501/main.jpg', alt: 'Buntstifte', title: null, width: 280, height: 210 };
const address = {
  schoolOrCompany: null,
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Hauptstr. 1',
  addressAddition: null,
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  isStation: false,
  postNumber: null,
};

describe('toAccountOrderPage', () => {
  const answer: GetAccountOrdersQuery = {
    getOrderYears: [2026, 2025],
    getOrdersV2: {
      orders: [
        {
          orderId: '40010010',
          orderedAt: '2026-11-25T13:09:00.000Z',
          status: 'IN_PREPARATION',
          itemCount: 5,
          totalAmount: price(23.5),
          previewItems: [{ itemId: '10016-01', productId: '10016', name: 'Radiergummi', quantity: 2, image }],
        },
      ],
      pageInfo: { totalElements: 6, totalPages: 2, currentPage: 1, elementsPerPage: 5 },
    },
  };

  it('shows the page 1-based, money and images in our shapes, and the filter choices', () => {
    expect(toAccountOrderPage(answer, { page: 2, upstreamPage: 1, query: 'Radier', filter: 'lastYear' })).toEqual({
      __typename: 'AccountOrderPage',
      orders: [
        {
          orderId: '40010010',
          orderedAt: '2026-11-25T13:09:00.000Z',
          status: 'IN_PREPARATION',
          total: { amount: 23.5, currency: 'EUR', formatted: expect.stringContaining('23,50') },
          itemCount: 5,
          previewItems: [
            { itemId: '10016-01', productId: '10016', name: 'Radiergummi', quantity: 2, image: { url: '/media/products/10501/main.jpg', alt: 'Buntstifte', width: 280, height: 210 } },
          ],
        },
      ],
      page: 2,
      totalPages: 2,
      totalOrders: 6,
      perPage: 5,
      filter: 'lastYear',
      query: 'Radier',
      filterOptions: ['last3months', 'last6months', 'lastYear', '2026', '2025'],
    });
  });
});

describe('toAccountOrder', () => {
  const line = {
    lineNo: 1,
    itemId: '10501-01',
    productId: '10501',
    name: 'Buntstifte',
    sku: '105.01',
    variationText: 'Farbe: Blau',
    orderedAmount: 2,
    returnedQuantity: 1,
    isReturnable: true,
    isAlreadyReturned: false,
    reviewUrl: '/rating?enc=abc',
    image,
    unitPrice: price(2.5),
    totalPrice: price(5),
  };
  const order: GetAccountOrderQuery['getOrderDetailsV2'] = {
    orderId: '40010009',
    salesOrderNo: 'VA-700688',
    orderedAt: '2026-11-18T10:21:00.000Z',
    status: 'PARTIALLY_SHIPPED',
    email: 'anna.schmidt@example.de',
    phone: null,
    orderReference: null,
    comment: 'Bitte klingeln',
    returnHash: 'ret-hash_1',
    billingAddress: address,
    deliveryAddress: { ...address, street: 'Packstation 123', isStation: true, postNumber: '12345678' },
    paymentMethod: { paymentId: 'RECHNUNG', displayName: 'Rechnung' },
    subtotal: price(5),
    shippingCost: price(4.95),
    totalAmount: price(9.95),
    shipments: [
      {
        shipmentNo: 1,
        status: 'DELIVERED',
        carrier: 'DHL',
        expectedDeliveryDate: null,
        deliveredAt: '2026-11-21',
        trackingLink: 'https://www.dhl.de/verfolgen?piececode=1',
        trackingCode: '1',
        invoiceLink: 'https://service.tafel.example/rechnungen/VA-700688-1.pdf',
        items: [line],
      },
      {
        shipmentNo: 2,
        status: 'SHIPPED',
        carrier: 'dpd',
        expectedDeliveryDate: '2026-11-29',
        deliveredAt: null,
        trackingLink: 'javascript:alert(1)',
        trackingCode: '2',
        invoiceLink: '/rechnungen/2.pdf',
        items: [{ ...line, lineNo: 2, reviewUrl: 'https://evil.example/rating' }],
      },
    ],
  };

  it('maps addresses, payment, money, shipments and the return flow', () => {
    const mapped = toAccountOrder(order);
    expect(mapped).toMatchObject({
      __typename: 'AccountOrder',
      orderId: '40010009',
      salesOrderNo: 'VA-700688',
      status: 'PARTIALLY_SHIPPED',
      paymentMethodId: 'RECHNUNG',
      paymentMethodName: 'Rechnung',
      subtotal: { amount: 5, currency: 'EUR' },
      shippingCost: { amount: 4.95 },
      total: { amount: 9.95 },
      comment: 'Bitte klingeln',
      returnPath: '/myaccount/returns/productselection?order=ret-hash_1',
      billingAddress: { company: null, salutation: 'Frau', streetAndNumber: 'Hauptstr. 1', addition: null, postcode: '10115', city: 'Berlin', country: 'DE', isStation: false, postNumber: null },
      deliveryAddress: { streetAndNumber: 'Packstation 123', isStation: true, postNumber: '12345678' },
    });
    expect(mapped.shipments[0]).toEqual({
      number: 1,
      status: 'DELIVERED',
      carrier: 'DHL',
      expectedDeliveryDate: null,
      deliveredAt: '2026-11-21',
      trackingLink: 'https://www.dhl.de/verfolgen?piececode=1',
      trackingCode: '1',
      invoiceLink: 'https://service.tafel.example/rechnungen/VA-700688-1.pdf',
      items: [
        {
          lineNo: 1,
          itemId: '10501-01',
          productId: '10501',
          name: 'Buntstifte',
          sku: '105.01',
          variationText: 'Farbe: Blau',
          image: { url: '/media/products/10501/main.jpg', alt: 'Buntstifte', width: 280, height: 210 },
          unitPrice: expect.objectContaining({ amount: 2.5 }),
          totalPrice: expect.objectContaining({ amount: 5 }),
          quantity: 2,
          returnedQuantity: 1,
          returnable: true,
          alreadyReturned: false,
          reviewPath: '/rating?enc=abc',
        },
      ],
    });
  });

  it('drops links that are not safe to show', () => {
    const [, second] = toAccountOrder(order).shipments;
    expect(second).toMatchObject({ trackingLink: null, invoiceLink: null, items: [{ reviewPath: null }] });
  });

  it('has no return path when nothing can be returned', () => {
    expect(toAccountOrder({ ...order, returnHash: null }).returnPath).toBeNull();
  });

  it('shows an order or shipment status our schema does not know as in preparation, with a warning', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const unknown = { ...order, status: 'CANCELLED', shipments: [{ ...order.shipments[0]!, status: 'LOST_IN_TRANSIT' }] } as unknown as typeof order;
      const mapped = toAccountOrder(unknown);
      expect(mapped.status).toBe('IN_PREPARATION');
      expect(mapped.shipments[0]!.status).toBe('IN_PREPARATION');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"CANCELLED"'));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"LOST_IN_TRANSIT"'));
      expect(toAccountOrder(order).status).toBe('PARTIALLY_SHIPPED');
    } finally {
      warn.mockRestore();
    }
  });
});
