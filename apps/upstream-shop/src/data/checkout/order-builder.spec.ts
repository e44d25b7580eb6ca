import { line } from '../../../test/support/checkout-lines.js';
import type { AddressRecord } from '../customers/address-store.js';
import { addWorkingDays, buildOrder, type OrderDraft } from './order-builder.js';
import { shippersFor } from './shippers.js';

const address: AddressRecord = {
  addressId: 'A-1', customerId: 'C-1', addressType: 'billing', isAlsoCustomerAddress: true, schoolOrCompany: null, salutation: 'Frau',
  firstName: 'Anna', lastName: 'Schmidt', street: 'Kastanienallee 12', addressAddition: null, postCode: '10435', city: 'Berlin',
  country: 'DE', phone: null, email: null, isStation: false, postNumber: null, packstationNumber: null,
};
const lines = [line({ quantity: 3, lightningQuantity: 2, lightningUnitCents: 199, lineCents: 2 * 199 + 249 }), line({ positionId: 'p2', itemId: '10008-01', quantity: 1, unitCents: 990 })];
const [dhl] = shippersFor({ shop: 'de', deliveryType: 'sameAsBilling', deliveryCountry: 'DE', lines, dpd: true });

const draft = (): OrderDraft => ({
  orderId: '500000001', returnHash: 'h', customerId: 'C-1', cartId: 'cart-1', shop: 'de', orderedAt: '2025-01-31T10:00:00.000Z',
  email: 'anna@example.de', phone: null, billing: address, delivery: address, paymentId: 'PAYPAL',
  shipper: dhl ?? (() => { throw new Error('no dhl'); })(), lines, orderReference: null, comment: 'Danke',
});

describe('buildOrder', () => {
  it('numbers the lines and splits a lightning part into its own line', () => {
    const order = buildOrder(draft());
    expect(order.items.map((i) => [i.lineNo, i.itemId, i.orderedAmount, i.unitPriceCents])).toEqual([
      [1, '10401-01', 2, 199],
      [2, '10401-01', 1, 249],
      [3, '10008-01', 1, 990],
    ]);
    expect(order.totalCents).toBe(2 * 199 + 249 + 990 + 495);
    expect(order).toMatchObject({ salesOrderNo: 'VA-500000001', shipperCode: 'dhl', shippingCostCents: 495, paymentMethod: 'PAYPAL', comment: 'Danke' });
    expect(order.shipments).toEqual([{ status: 'in_preparation', carrier: 'DHL', expectedDeliveryDate: '2025-02-05', trackingCode: null, lineNos: [1, 2, 3] }]);
  });

  it('copies the addresses', () => {
    const order = buildOrder(draft());
    expect(order.billingAddress).toEqual(address);
    expect(order.billingAddress).not.toBe(address);
  });
});

describe('addWorkingDays', () => {
  it('skips weekends', () => {
    expect(addWorkingDays('2025-01-31T10:00:00.000Z', 1)).toBe('2025-02-03'); // Friday → Monday
    expect(addWorkingDays('2025-01-27T10:00:00.000Z', 10)).toBe('2025-02-10');
  });
});
