import { selectedItemsInput, toCarriers, toLookupAnswer, toReturnOrderInput } from './return-mapping.js';

const price = (amount: number) => ({ stringValue: `${amount} €`, amount, currencyCode: 'EUR' });
const upstreamOrder = {
  isError: false,
  errorMsg: null,
  hash: 'h-1',
  orderId: '40090001',
  salesOrderNo: 'VA-1',
  orderDate: '2026-10-01T10:00:00Z',
  items: [
    {
      id: '10401-01',
      lineNo: 1,
      name: 'Ordner',
      shippedQuantity: 3,
      orderedQuantity: 3,
      returnableQuantity: 2,
      price: price(2.49),
      reasons: [{ code: 'DAMAGED', name: 'Beschädigt', comment: true, image: true, components: ['Deckel'] }],
    },
  ],
  previousReturns: [{ rma: 'R-1' }],
};

describe('return mapping', () => {
  it('maps the upstream return order to the machine’s order, prices in cents', () => {
    expect(toLookupAnswer(upstreamOrder)).toEqual({
      found: true,
      currency: 'EUR',
      order: {
        hash: 'h-1',
        orderId: '40090001',
        salesOrderNo: 'VA-1',
        orderDate: '2026-10-01T10:00:00Z',
        previousReturnCount: 1,
        items: [{ id: '10401-01', lineNo: 1, name: 'Ordner', shippedQuantity: 3, orderedQuantity: 3, returnableQuantity: 2, priceCents: 249, reasons: [{ code: 'DAMAGED', name: 'Beschädigt', comment: true, image: true, components: ['Deckel'] }] }],
      },
    });
  });

  it('answers not found for an error answer or one without its ids, with the upstream’s key', () => {
    expect(toLookupAnswer({ ...upstreamOrder, isError: true, errorMsg: 'vue.returns.error.orderNotFound', hash: null })).toEqual({ found: false, messageKey: 'vue.returns.error.orderNotFound' });
    expect(toLookupAnswer({ ...upstreamOrder, orderId: null, errorMsg: null })).toEqual({ found: false, messageKey: 'vue.returns.error.orderNotFound' });
  });

  it('sends only items with a reason to the regulation and carrier reads', () => {
    expect(selectedItemsInput([{ id: 'a', quantity: 1, reason: 'DAMAGED' }, { id: 'b', quantity: 2, reason: null }])).toEqual([{ id: 'a', quantity: 1, reason: 'DAMAGED' }]);
  });

  it('maps carriers to cents and the submit payload to the upstream input', () => {
    expect(toCarriers([{ code: 'dpd', name: 'DPD', price: price(4.95) }])).toEqual([{ code: 'dpd', name: 'DPD', priceCents: 495 }]);
    const payload = {
      hash: 'h-1',
      orderId: '1',
      salesOrderNo: 'VA-1',
      regulation: 'REFUND',
      items: [{ id: 'a', lineNo: 1, quantity: 1, reason: 'DAMAGED', additionalInfo: 'kaputt', images: ['img-1'], components: ['Deckel'] }],
      carrier: null,
      labels: 0,
      contact: { salutation: null, firstName: 'E', lastName: 'M', email: 'e@example.de', phone: null },
    };
    expect(toReturnOrderInput(payload)).toEqual(payload);
  });
});
