import { globalParameter, globalParameterGroup, isParameterOn, PARAMETERS } from './parameters.js';

describe('global parameters', () => {
  it('answers the entries other areas read', () => {
    expect(globalParameter('shippingCarrier', 'dpd')).toBe('true');
    expect(globalParameter('amazonPayV2Activation', 'activation')).toBe('amazonpay.activated');
    expect(globalParameter('paymentTypes', 'xRechnung')).toBe('true');
    expect(globalParameter('featureFlags', 'T134_Twint-Payment')).toBe('true');
    expect(globalParameter('featureFlags', 'T164-DHL-Retest')).toBe('true');
    expect(globalParameter(PARAMETERS.lightningDeal.name, PARAMETERS.lightningDeal.entry)).toBe('on');
    expect(isParameterOn(PARAMETERS.returnSwitch.name, PARAMETERS.returnSwitch.returns)).toBe(true);
  });

  it('answers null for an unknown name or entry, case-sensitively', () => {
    expect(globalParameter('nope', 'dpd')).toBeNull();
    expect(globalParameter('shippingCarrier', 'gls')).toBeNull();
    expect(globalParameter('ShippingCarrier', 'dpd')).toBeNull();
    expect(isParameterOn('nope', 'x')).toBe(false);
  });

  it('groups entries by name', () => {
    expect(globalParameterGroup('featureFlags')?.entries.map((e) => e.entry)).toEqual(['T164-DHL-Retest', 'T134_Twint-Payment', 'selenium-datalayer']);
    expect(globalParameterGroup('unknown')).toBeUndefined();
  });
});
