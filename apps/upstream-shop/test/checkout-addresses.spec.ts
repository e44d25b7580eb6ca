import {
  ANNA, call, CART_NOT_FOUND, dataOf, FIND, FOLDER, newShopper, SEED_ADDRESS_IDS, SET_BILLING, SET_SHIPPING, UNAUTHENTICATED, USER_ID_REQUIRED,
  type CheckoutCart, type CheckoutResult, type ShipperView,
} from './support/checkout.js';
import { startUpstream, type Upstream } from './support/upstream.js';

const states = (shippers: ShipperView[]) => shippers.map((s) => [s.code, s.enabled, s.reasonCode]);

describe('checkout: addresses on the cart', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it("sets the customer's billing address and delivers there", async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 2]], login: ANNA });
    const result = dataOf<CheckoutResult>(await call(upstream, shopper, SET_BILLING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerHome }), 'setBillingAddressOnCart');
    expect(result).toMatchObject({ successful: true, errorMessage: null, fieldErrors: [] });
    expect(result.cart).toMatchObject({ billingAddress: { id: SEED_ADDRESS_IDS.consumerHome, country: 'DE', isStation: false }, shippingAddress: null, deliveryType: 'sameAsBilling', details: { deliveryCountry: 'DE' } });
    // Only the session that set the address sees it (e.g. not after a logout on a shared computer).
    const anonymous = dataOf<CheckoutCart>(await call(upstream, shopper, FIND, { cartId: shopper.cartId }, { jwt: null }), 'shop_findCart');
    expect(anonymous.billingAddress).toBeNull();
  });

  it('needs a session, the cart owner and a well-formed address id', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    const variables = { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerHome };
    const noSession = await call(upstream, shopper, SET_BILLING, variables, { jwt: null });
    expect(noSession.body.errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
    expect((await call(upstream, shopper, SET_BILLING, variables, { userId: 'someone-else' })).body.errors?.[0]).toMatchObject(USER_ID_REQUIRED);
    expect((await call(upstream, shopper, SET_BILLING, { ...variables, cartId: 'no-such-cart' })).body.errors?.[0]).toMatchObject(CART_NOT_FOUND);
    expect((await call(upstream, shopper, SET_BILLING, { ...variables, addressId: ' ' })).body.errors?.[0]?.extensions).toMatchObject({ classification: 'BAD_USER_INPUT' });
    const cart = dataOf<CheckoutCart>(await call(upstream, shopper, FIND, { cartId: shopper.cartId }), 'shop_findCart');
    expect(cart.billingAddress).toBeNull();
  });

  it("refuses another customer's address and a packstation as billing address", async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    const foreign = dataOf<CheckoutResult>(await call(upstream, shopper, SET_BILLING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.schoolMain }), 'setBillingAddressOnCart');
    expect(foreign).toMatchObject({ successful: false, errorMessage: 'vue.checkout.error.addressNotFound', fieldErrors: [{ fieldName: 'addressId', errorMessage: 'vue.checkout.error.addressNotFound' }], cart: { billingAddress: null } });
    const station = dataOf<CheckoutResult>(await call(upstream, shopper, SET_BILLING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerPackstation }), 'setBillingAddressOnCart');
    expect(station).toMatchObject({ successful: false, errorMessage: 'vue.checkout.error.packstationNotAllowedForBilling' });
  });

  it('delivers to a shipping address or a packstation, and back to the billing address', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await call(upstream, shopper, SET_BILLING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerHome });
    const shipping = dataOf<CheckoutResult>(await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerShipping }), 'setShippingAddressOnCart');
    expect(shipping.cart).toMatchObject({ deliveryType: 'shippingAddress', shippingAddress: { id: SEED_ADDRESS_IDS.consumerShipping, isStation: false }, billingAddress: { id: SEED_ADDRESS_IDS.consumerHome } });
    const station = dataOf<CheckoutResult>(await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerPackstation }), 'setShippingAddressOnCart');
    expect(station.cart.deliveryType).toBe('packstation');
    // Spec §4: only DHL delivers to a packstation, so DHL is the shipper in effect.
    expect(states(station.cart.details.shippers)).toEqual([['dhl', true, null], ['dpd', false, 'PACKSTATION-DHL-ONLY']]);
    expect(station.cart.details.bzBasket.shipper).toBe('dhl');
    const back = dataOf<CheckoutResult>(await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: null }), 'setShippingAddressOnCart');
    expect(back.cart).toMatchObject({ deliveryType: 'sameAsBilling', shippingAddress: null });
  });

  it('refuses unknown delivery addresses and calls without a session', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    const unknown = dataOf<CheckoutResult>(await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.schoolCaretaker }), 'setShippingAddressOnCart');
    expect(unknown).toMatchObject({ successful: false, errorMessage: 'vue.checkout.error.addressNotFound' });
    const noSession = await call(upstream, shopper, SET_SHIPPING, { cartId: shopper.cartId, addressId: SEED_ADDRESS_IDS.consumerShipping }, { jwt: null });
    expect(noSession.body.errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
  });
});
