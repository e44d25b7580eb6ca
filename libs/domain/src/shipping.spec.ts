import {
  defaultShipper,
  enabledForNewDelivery,
  hasMultipleShippers,
  initialShippingState,
  isDhl,
  shipperAfterDeliveryChange,
  shipperRefusal,
  showsShippingCost,
  type ShipperInfo,
} from './shipping.js';

const dhl: ShipperInfo = { code: 'dhl', enabled: true };
const spedition: ShipperInfo = { code: 'spedition', enabled: true };
const disabledHermes: ShipperInfo = { code: 'hermes', enabled: false };

describe('shippers (spec §4)', () => {
  it('"Shipper code dhl is treated specially"', () => {
    expect(isDhl('dhl')).toBe(true);
    expect(isDhl('DHL')).toBe(true);
    expect(isDhl('dhl-express')).toBe(true);
    expect(isDhl('spedition')).toBe(false);
    expect(isDhl('dhlx')).toBe(false);
  });

  it('"Only DHL shippers may be used for a packstation (reason code PACKSTATION-DHL-ONLY)"', () => {
    const packstation = { deliveryType: 'packstation' as const, packstation: { country: 'DE' } };
    expect(shipperRefusal('spedition', packstation)).toBe('PACKSTATION-DHL-ONLY');
    expect(shipperRefusal('dhl', packstation)).toBeNull();
  });

  it('"DHL only when the delivery country is Germany (DHL-GERMANY-ONLY)"', () => {
    expect(shipperRefusal('dhl', { deliveryType: 'sameAsBilling', billingAddress: { country: 'AT' } })).toBe('DHL-GERMANY-ONLY');
    expect(shipperRefusal('dhl', { deliveryType: 'packstation', packstation: { country: 'CH' } })).toBe('DHL-GERMANY-ONLY');
    expect(shipperRefusal('dhl', { deliveryType: 'shippingAddress', shippingAddress: { country: 'DE' } })).toBeNull();
    expect(shipperRefusal('spedition', { deliveryType: 'sameAsBilling', billingAddress: { country: 'AT' } })).toBeNull();
  });

  it('refuses nothing for DHL while the delivery country is still unknown', () => {
    expect(shipperRefusal('dhl', { deliveryType: 'shippingAddress' })).toBeNull();
  });

  it('"Multiple shippers means more than one enabled"', () => {
    expect(hasMultipleShippers([dhl, spedition])).toBe(true);
    expect(hasMultipleShippers([dhl, disabledHermes])).toBe(false);
    expect(hasMultipleShippers([])).toBe(false);
  });

  it('"the default shipper (first enabled)"', () => {
    expect(defaultShipper([disabledHermes, spedition, dhl])).toBe(spedition);
    expect(defaultShipper([disabledHermes])).toBeNull();
  });

  it('"Choosing packstation with a German delivery country forces the dhl shipper"', () => {
    expect(shipperAfterDeliveryChange([spedition, dhl], { deliveryType: 'packstation', packstation: { country: 'DE' } })).toBe('dhl');
    expect(shipperAfterDeliveryChange([spedition], { deliveryType: 'packstation', packstation: { country: 'DE' } })).toBe('dhl');
  });

  it('"with another country the default shipper (first enabled) is chosen"', () => {
    expect(shipperAfterDeliveryChange([disabledHermes, spedition, dhl], { deliveryType: 'packstation', packstation: { country: 'AT' } })).toBe('spedition');
    expect(shipperAfterDeliveryChange([spedition, dhl], { deliveryType: 'sameAsBilling', billingAddress: { country: 'DE' } })).toBe('spedition');
    expect(shipperAfterDeliveryChange([], { deliveryType: 'sameAsBilling' })).toBeNull();
  });

  it('"On init the shipper already selected in the cart is used"', () => {
    expect(initialShippingState('dhl', [spedition, dhl], 'shippingAddress')).toEqual({ deliveryType: 'shippingAddress', shipperCode: 'dhl' });
    expect(initialShippingState('spedition', [dhl, spedition], 'packstation')).toEqual({ deliveryType: 'packstation', shipperCode: 'spedition' });
  });

  it('"if it is dhl with product line items, the delivery type resets to sameAsBilling and the default shipper is set"', () => {
    const dhlWithItems = { ...dhl, productLineItemCount: 2 };
    expect(initialShippingState('dhl', [spedition, dhlWithItems], 'packstation')).toEqual({ deliveryType: 'sameAsBilling', shipperCode: 'spedition' });
  });

  it('falls back to the selected, then the default shipper when the cart has none', () => {
    expect(initialShippingState(null, [spedition, { ...dhl, selected: true }], 'sameAsBilling').shipperCode).toBe('dhl');
    expect(initialShippingState(null, [disabledHermes, spedition], 'sameAsBilling').shipperCode).toBe('spedition');
    expect(initialShippingState(null, [], 'sameAsBilling').shipperCode).toBeNull();
  });

  it('"shipping cost is shown only if above 0"', () => {
    expect(showsShippingCost(0)).toBe(false);
    expect(showsShippingCost(-1)).toBe(false);
    expect(showsShippingCost(495)).toBe(true);
  });
});

describe('enabledForNewDelivery', () => {
  it('offers shippers disabled only for the current delivery, not those the cart rules out', () => {
    expect(enabledForNewDelivery({ enabled: true })).toBe(true);
    expect(enabledForNewDelivery({ enabled: false, reasonCode: 'PACKSTATION-DHL-ONLY' })).toBe(true);
    expect(enabledForNewDelivery({ enabled: false, reasonCode: 'DHL-GERMANY-ONLY' })).toBe(true);
    expect(enabledForNewDelivery({ enabled: false, reasonCode: 'SPEDITION-REQUIRED' })).toBe(false);
    expect(enabledForNewDelivery({ enabled: false, reasonCode: null })).toBe(false);
  });
});
