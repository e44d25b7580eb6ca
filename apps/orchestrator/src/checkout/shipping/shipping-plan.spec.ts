import type { SaveShippingStepInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { formDeliveryCountry, plannedShipper, shippersForNewDelivery } from './shipping-plan.js';

const price = { stringValue: '4,95 €', amount: 4.95, currencyCode: 'EUR' };
const shipper = (code: string, enabled: boolean, reasonCode: string | null = null) => ({ code, name: code, enabled, selected: false, info: null, reasonCode, costs: price, productLineItemList: [{ positionId: 'p1' }] });
const input = (over: Partial<SaveShippingStepInput>): SaveShippingStepInput => ({ cartId: 'c', deliveryType: 'sameAsBilling', ...over });

describe('shipping plan', () => {
  it('lets the machine judge shippers the upstream disabled only for the current delivery', () => {
    const shippers = shippersForNewDelivery([shipper('dhl', true), shipper('dpd', false, 'PACKSTATION-DHL-ONLY'), shipper('spedition', false, 'SPEDITION-REQUIRED')]);
    expect(shippers.map((s) => [s.code, s.enabled])).toEqual([['dhl', true], ['dpd', true], ['spedition', false]]);
    expect(shippers[0]).toMatchObject({ costsCents: 495, productLineItemCount: 1 });
  });

  it('derives the delivery country from the form or the address book, by delivery type', () => {
    const book = [{ id: 'A-1', country: 'AT' }] as never[];
    expect(formDeliveryCountry(input({ billingAddress: { country: 'ch' } as never }), [])).toBe('CH');
    expect(formDeliveryCountry(input({ deliveryType: 'shippingAddress', billingAddress: { country: 'DE' } as never, shippingAddressId: 'A-1' }), book)).toBe('AT');
    expect(formDeliveryCountry(input({ deliveryType: 'packstation', packstation: { country: '' } as never }), [])).toBe('DE');
  });

  it('plans the chosen shipper, else the rule: packstation in Germany → dhl, otherwise the first enabled', () => {
    const shippers = [
      { code: 'dpd', enabled: true },
      { code: 'dhl', enabled: true },
    ];
    expect(plannedShipper(input({ shipperCode: 'dpd' }), shippers, 'DE')).toBe('dpd');
    expect(plannedShipper(input({ deliveryType: 'packstation' }), shippers, 'DE')).toBe('dhl');
    expect(plannedShipper(input({}), shippers, 'DE')).toBe('dpd');
  });
});
