import { deliveryCountryOf, shipperCostCents, shipperInEffect, shippersFor, type ShipperInput } from './shippers.js';
import { line } from '../../../test/support/checkout-lines.js';

const input = (overrides: Partial<ShipperInput> = {}): ShipperInput => ({
  shop: 'de',
  deliveryType: 'sameAsBilling',
  deliveryCountry: 'DE',
  lines: [line()],
  dpd: true,
  ...overrides,
});
const states = (i: ShipperInput) => shippersFor(i).map((s) => [s.code, s.enabled, s.reasonCode]);

describe('deliveryCountryOf', () => {
  it('takes the billing country for sameAsBilling and the delivery country otherwise', () => {
    expect(deliveryCountryOf('sameAsBilling', 'AT', 'DE', 'de')).toBe('AT');
    expect(deliveryCountryOf('shippingAddress', 'DE', 'AT', 'de')).toBe('AT');
    expect(deliveryCountryOf('packstation', 'AT', 'DE', 'at')).toBe('DE');
  });

  it("falls back to the shop's country without an address", () => {
    expect(deliveryCountryOf('sameAsBilling', null, null, 'de')).toBe('DE');
    expect(deliveryCountryOf('sameAsBilling', null, null, 'b2b')).toBe('DE');
    expect(deliveryCountryOf('sameAsBilling', null, null, 'at')).toBe('AT');
    expect(deliveryCountryOf('sameAsBilling', null, null, 'ch')).toBe('CH');
  });
});

describe('shippersFor', () => {
  it('offers DHL first and DPD in Germany', () => {
    expect(states(input())).toEqual([['dhl', true, null], ['dpd', true, null]]);
  });

  it('offers GLS instead of DPD when the dpd carrier flag is off', () => {
    expect(states(input({ dpd: false })).map((s) => s[0])).toEqual(['dhl', 'gls']);
  });

  it('disables DHL outside Germany', () => {
    expect(states(input({ deliveryCountry: 'AT' }))).toEqual([['dhl', false, 'DHL-GERMANY-ONLY'], ['dpd', true, null]]);
  });

  it('lets only DHL deliver to a packstation', () => {
    expect(states(input({ deliveryType: 'packstation' }))).toEqual([['dhl', true, null], ['dpd', false, 'PACKSTATION-DHL-ONLY']]);
  });

  it('uses DPD in Austria and Swiss Post in Switzerland', () => {
    expect(states(input({ shop: 'at', deliveryCountry: 'AT' }))).toEqual([['dpd', true, null]]);
    expect(states(input({ shop: 'ch', deliveryCountry: 'CH' }))).toEqual([['swisspost', true, null]]);
    expect(states(input({ shop: 'ch', deliveryCountry: 'AT' }))).toEqual([['swisspost', false, 'COUNTRY-NOT-SERVED']]);
  });

  it('forces the spedition shipper for freight and gives the others a reason', () => {
    const freight = line({ positionId: 'p2', spedition: true, unitCents: 5999 });
    const shippers = shippersFor(input({ lines: [line(), freight] }));
    expect(shippers.map((s) => [s.code, s.enabled, s.reasonCode])).toEqual([
      ['spedition', true, null],
      ['dhl', false, 'SPEDITION-REQUIRED'],
      ['dpd', false, 'SPEDITION-REQUIRED'],
    ]);
    expect(shippers[0]?.lines.map((l) => l.positionId)).toEqual(['p1', 'p2']);
    expect(shippers[1]?.lines.map((l) => l.positionId)).toEqual(['p1']);
    expect(shippers[1]?.info).toMatch(/Spedition/);
  });

  it('finds no shipper for freight to a packstation', () => {
    const shippers = shippersFor(input({ deliveryType: 'packstation', lines: [line({ spedition: true })] }));
    expect(shippers.find((s) => s.code === 'spedition')?.reasonCode).toBe('PACKSTATION-DHL-ONLY');
    expect(shipperInEffect(shippers, null)).toBeNull();
  });

  it('prices each shipper and makes parcels free from 49 €', () => {
    expect(shippersFor(input()).map((s) => s.costCents)).toEqual([495, 595]);
    expect(shippersFor(input({ lines: [line({ quantity: 20 })] })).map((s) => s.costCents)).toEqual([0, 0]);
    expect(shipperCostCents('swisspost', 1000, true)).toBe(990);
    expect(shipperCostCents('spedition', 100_000, true)).toBe(3900);
    expect(shipperCostCents('dhl', 0, false)).toBe(0);
  });
});

describe('shipperInEffect', () => {
  const shippers = shippersFor(input({ deliveryCountry: 'AT' }));

  it('keeps an enabled choice and falls back to the first enabled shipper', () => {
    expect(shipperInEffect(shippersFor(input()), 'dpd')?.code).toBe('dpd');
    expect(shipperInEffect(shippers, 'dhl')?.code).toBe('dpd');
    expect(shipperInEffect(shippers, null)?.code).toBe('dpd');
  });
});
