import {
  ANNA, addAddress, call, CART_NOT_FOUND, dataOf, FIND, FOLDER, freightItem, newShopper, RESULT_FIELDS, SAVE_SPEDITION, SCHOOL, SEED_ADDRESS_IDS,
  SET_BILLING, SET_SHIPPER, SET_SHIPPING, SPEDITION_DATA, USER_ID_REQUIRED,
  type CheckoutCart, type CheckoutResult, type ShipperView,
} from './support/checkout.js';
import { startUpstream, type Upstream } from './support/upstream.js';

const DETAILS = `query Details($cartId: ID!) { getShippingStepDetails(cartId: $cartId, calculateShippingCost: true) {
  cartId selectedShipperCode deliveryCountry deliveryType speditionRequired orderReferenceEnabled orderReference
  billingAddress { id } shippingAddress { id isStation }
  shippers { code enabled selected reasonCode info costs { amount } productLineItemList { positionId itemId quantity } }
  speditionsFields { fieldName label required type maxLength options fieldValue } } }`;

interface StepDetails {
  cartId: string;
  selectedShipperCode: string | null;
  deliveryCountry: string;
  deliveryType: string;
  speditionRequired: boolean;
  orderReferenceEnabled: boolean;
  billingAddress: { id: string } | null;
  shippingAddress: { id: string; isStation: boolean } | null;
  shippers: ShipperView[];
  speditionsFields: Array<{ fieldName: string; label: string; required: boolean; type: string; maxLength: number; options: string[]; fieldValue: string | null }>;
}

const states = (shippers: ShipperView[]) => shippers.map((s) => [s.code, s.enabled, s.reasonCode]);

describe('checkout: shipping step details and shippers', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const details = async (shopper: Awaited<ReturnType<typeof newShopper>>) => dataOf<StepDetails>(await call(upstream, shopper, DETAILS, { cartId: shopper.cartId }), 'getShippingStepDetails');

  it('offers DHL (default) and DPD in Germany, with the spedition field definitions', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 2]] });
    const step = await details(shopper);
    expect(step).toMatchObject({ cartId: shopper.cartId, selectedShipperCode: 'dhl', deliveryCountry: 'DE', deliveryType: 'sameAsBilling', speditionRequired: false, orderReferenceEnabled: false, billingAddress: null });
    expect(step.shippers.map((s) => [s.code, s.enabled, s.selected, s.costs.amount])).toEqual([['dhl', true, true, 4.95], ['dpd', true, false, 5.95]]);
    expect(step.shippers[0]?.productLineItemList).toEqual([{ positionId: expect.any(String), itemId: FOLDER, quantity: 2 }]);
    expect(step.speditionsFields.map((f) => [f.fieldName, f.required, f.type])).toEqual([
      ['ansprechpartner', true, 'text'], ['telefonAvis', true, 'phone'], ['anlieferzeit', false, 'text'], ['hebebuehne', true, 'select'],
    ]);
    expect(step.speditionsFields[3]).toMatchObject({ label: 'Hebebühne nötig', options: ['ja', 'nein'], fieldValue: null });
  });

  it('takes the delivery country from the address: DHL delivers in Germany only', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 2]], login: ANNA });
    const vienna = await addAddress(upstream, shopper, 'addBillingAddress', { street: 'Ringstraße 1', postCode: '1010', city: 'Wien', country: 'AT' });
    await call(upstream, shopper, SET_BILLING, { cartId: shopper.cartId, addressId: vienna });
    const step = await details(shopper);
    expect(step).toMatchObject({ deliveryCountry: 'AT', selectedShipperCode: 'dpd', billingAddress: { id: vienna } });
    expect(states(step.shippers)).toEqual([['dhl', false, 'DHL-GERMANY-ONLY'], ['dpd', true, null]]);
    // The cart's shipping cost follows the shipper in effect.
    const cart = dataOf<CheckoutCart>(await call(upstream, shopper, FIND, { cartId: shopper.cartId }), 'shop_findCart');
    expect(cart.details).toMatchObject({ deliveryCountry: 'AT', shippingCost: { amount: 5.95 }, total: { amount: 10.93 }, bzBasket: { shipper: 'dpd' } });
  });

  it('ships with Swiss Post in the Swiss shop and DPD in the Austrian one', async () => {
    const swiss = await details(await newShopper(upstream, { scope: 'ch-de', items: [[FOLDER, 1]] }));
    expect(swiss).toMatchObject({ deliveryCountry: 'CH', selectedShipperCode: 'swisspost' });
    expect(swiss.shippers.map((s) => [s.code, s.costs.amount])).toEqual([['swisspost', 9.9]]);
    const austrian = await details(await newShopper(upstream, { scope: 'at-de', items: [[FOLDER, 1]] }));
    expect(states(austrian.shippers)).toEqual([['dpd', true, null]]);
  });

  it('makes parcels free from 49 € but never freight', async () => {
    const parcels = await details(await newShopper(upstream, { items: [[FOLDER, 20]] }));
    expect(parcels.shippers.map((s) => s.costs.amount)).toEqual([0, 0]);
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1], [freightItem(), 1]] });
    const freight = await details(shopper);
    expect(freight).toMatchObject({ speditionRequired: true, selectedShipperCode: 'spedition' });
    expect(freight.shippers.map((s) => [s.code, s.enabled, s.reasonCode, s.costs.amount])).toEqual([
      ['spedition', true, null, 39],
      ['dhl', false, 'SPEDITION-REQUIRED', 0],
      ['dpd', false, 'SPEDITION-REQUIRED', 0],
    ]);
    expect(freight.shippers[0]?.productLineItemList.map((l) => l.itemId)).toEqual([FOLDER, freightItem()]);
    const cart = dataOf<CheckoutCart>(await call(upstream, shopper, FIND, { cartId: shopper.cartId }), 'shop_findCart');
    expect(cart.details.shippingCost.amount).toBe(39);
    expect(cart.details.total.amount).toBeCloseTo(cart.details.subtotal.amount + 39, 2);
    expect(cart.details.deliveryFreeMessage).toBeNull();
  });

  it('offers the order reference to B2B customers', async () => {
    const shopper = await newShopper(upstream, { scope: 'edu', items: [[FOLDER, 1]], login: SCHOOL });
    expect((await details(shopper)).orderReferenceEnabled).toBe(true);
  });

  it('answers CART_NOT_FOUND for an unknown cart and the user id error for a foreign one', async () => {
    const shopper = await newShopper(upstream);
    expect((await call(upstream, shopper, DETAILS, { cartId: 'nope' })).body.errors?.[0]).toMatchObject(CART_NOT_FOUND);
    expect((await call(upstream, shopper, DETAILS, { cartId: shopper.cartId }, { userId: null })).body.errors?.[0]).toMatchObject(USER_ID_REQUIRED);
  });
});

describe('checkout: setShippingMethod and saveSpeditionsData', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  interface MethodResult {
    successful: boolean;
    errorMessage: string | null;
    reasonCode: string | null;
    cart: CheckoutCart;
  }
  const setShipper = async (shopper: Awaited<ReturnType<typeof newShopper>>, methodCode: string) =>
    dataOf<MethodResult>(await call(upstream, shopper, SET_SHIPPER, { cartId: shopper.cartId, methodCode }), 'setShippingMethod');

  it('selects an enabled shipper; the cart charges its costs', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 2]] });
    const result = await setShipper(shopper, 'dpd');
    expect(result).toMatchObject({ successful: true, errorMessage: null, reasonCode: null });
    expect(result.cart.details).toMatchObject({ bzBasket: { shipper: 'dpd' }, shippingCost: { amount: 5.95 }, total: { amount: 10.93 } });
    expect(result.cart.details.shippers.find((s) => s.selected)?.code).toBe('dpd');
  });

  it('refuses shippers the cart cannot use, with the reason code', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await call(upstream, shopper, SET_BILLING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerHome });
    await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerPackstation });
    expect(await setShipper(shopper, 'dpd')).toMatchObject({ successful: false, errorMessage: 'vue.checkout.shippingStep.error.shipperNotAvailable', reasonCode: 'PACKSTATION-DHL-ONLY', cart: { details: { bzBasket: { shipper: 'dhl' } } } });
    expect(await setShipper(shopper, 'ups')).toMatchObject({ successful: false, reasonCode: 'UNKNOWN-SHIPPER' });

    const freight = await newShopper(upstream, { items: [[freightItem(), 1]] });
    expect(await setShipper(freight, 'dhl')).toMatchObject({ successful: false, reasonCode: 'SPEDITION-REQUIRED' });

    const abroad = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    const vienna = await addAddress(upstream, abroad, 'addShippingAddress', { street: 'Ringstraße 1', postCode: '1010', city: 'Wien', country: 'AT' });
    await call(upstream, abroad, SET_BILLING, { cartId: abroad.cartId, addressId: SEED_ADDRESS_IDS.consumerHome });
    await call(upstream, abroad, SET_SHIPPING, { cartId: abroad.cartId, addressId: vienna });
    expect(await setShipper(abroad, 'dhl')).toMatchObject({ successful: false, reasonCode: 'DHL-GERMANY-ONLY' });
  });

  it('refuses an overlong method code as bad input', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    const answer = await call(upstream, shopper, SET_SHIPPER, { cartId: shopper.cartId, methodCode: 'x'.repeat(31) });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ classification: 'BAD_USER_INPUT' });
  });

  it('saves the spedition fields and shows them on the cart and the shipping step', async () => {
    const shopper = await newShopper(upstream, { items: [[freightItem(), 1]] });
    const result = dataOf<CheckoutResult>(await call(upstream, shopper, SAVE_SPEDITION, { cartId: shopper.cartId, fields: SPEDITION_DATA }), 'saveSpeditionsData');
    expect(result).toMatchObject({ successful: true, fieldErrors: [] });
    expect(result.cart.details.speditionsFields).toEqual(SPEDITION_DATA);
    const step = dataOf<StepDetails>(await call(upstream, shopper, DETAILS, { cartId: shopper.cartId }), 'getShippingStepDetails');
    expect(step.speditionsFields.find((f) => f.fieldName === 'telefonAvis')?.fieldValue).toBe('+49 89 7654321');
  });

  it('answers field errors for bad spedition data and changes nothing', async () => {
    const shopper = await newShopper(upstream, { items: [[freightItem(), 1]] });
    const fields = [{ fieldName: 'telefonAvis', fieldValue: 'bitte anrufen' }, { fieldName: 'rampe', fieldValue: 'ja' }];
    const result = dataOf<CheckoutResult>(await call(upstream, shopper, SAVE_SPEDITION, { cartId: shopper.cartId, fields }), 'saveSpeditionsData');
    expect(result).toMatchObject({ successful: false, errorMessage: 'vue.checkout.error.speditionDataInvalid' });
    expect(result.fieldErrors).toEqual([
      { fieldName: 'rampe', errorMessage: 'vue.form.error.unknownField', formName: 'speditionsFields' },
      { fieldName: 'ansprechpartner', errorMessage: 'vue.form.error.requiredField', formName: 'speditionsFields' },
      { fieldName: 'telefonAvis', errorMessage: 'vue.form.error.phone.incorrect', formName: 'speditionsFields' },
      { fieldName: 'hebebuehne', errorMessage: 'vue.form.error.requiredField', formName: 'speditionsFields' },
    ]);
    expect(result.cart.details.speditionsFields).toEqual([]);
    const tooMany = Array.from({ length: 21 }, () => ({ fieldName: 'anlieferzeit', fieldValue: 'Mo' }));
    const answer = await call(upstream, shopper, `mutation S($cartId: ID!, $fields: [SpeditionFieldInput!]!) { saveSpeditionsData(cartId: $cartId, fields: $fields) { ${RESULT_FIELDS} } }`, { cartId: shopper.cartId, fields: tooMany });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ classification: 'BAD_USER_INPUT' });
  });
});
