// Drives a guest checkout straight through the orchestrator's GraphQL API (what the checkout
// pages will do), so the support console has workflows in known states to show.

const url = (): string => {
  const base = process.env.E2E_ORCHESTRATOR_URL;
  if (!base) throw new Error('E2E_ORCHESTRATOR_URL is not set: the stack was not started by global-setup.ts');
  return `${base}/graphql`;
};

export async function gql<T>(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', 'X-Tafel-Site': 'de-de', ...headers }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`orchestrator: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface ApiShopper {
  cartId: string;
  userId: string;
  jwt?: string;
  headers(): Record<string, string>;
}

/** A guest with a folder in the cart, through login (guest), shipping and payment (invoice) to the summary. */
export async function guestAtSummary(): Promise<ApiShopper> {
  const created = await gql<{ createCart: { cartId: string; userId: string } }>('mutation { createCart { cartId userId } }', {}, {});
  const shopper: ApiShopper = {
    ...created.createCart,
    headers() {
      return { 'X-iSHOP-API-USERID': this.userId, ...(this.jwt ? { 'X-JWT': this.jwt } : {}) };
    },
  };
  await gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { __typename } }', { i: { cartId: shopper.cartId, itemId: '10401-01', quantity: 2 } }, shopper.headers());
  await gql('mutation($i: CheckoutRefInput!) { startCheckout(input: $i) { __typename } }', { i: { cartId: shopper.cartId } }, shopper.headers());
  await gql('mutation($i: ChooseCheckoutLoginOptionInput!) { chooseCheckoutLoginOption(input: $i) { __typename } }', { i: { cartId: shopper.cartId, option: 'guest' } }, shopper.headers());
  const saved = await gql<{ saveShippingStep: { __typename: string; session?: { token: string } } }>(
    'mutation($i: SaveShippingStepInput!) { saveShippingStep(input: $i) { __typename ... on ShippingStepSaved { session { token } } } }',
    {
      i: {
        cartId: shopper.cartId,
        deliveryType: 'sameAsBilling',
        email: 'erika@example.de',
        billingAddress: { formType: 'private', salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' },
      },
    },
    shopper.headers(),
  );
  if (saved.saveShippingStep.__typename !== 'ShippingStepSaved') throw new Error(`saveShippingStep: ${JSON.stringify(saved)}`);
  shopper.jwt = saved.saveShippingStep.session!.token;
  await gql('mutation($i: SelectCheckoutPaymentInput!) { selectCheckoutPayment(input: $i) { __typename } }', { i: { cartId: shopper.cartId, paymentId: 'INVOICE' } }, shopper.headers());
  return shopper;
}

export async function checkoutState(shopper: ApiShopper): Promise<{ id: string; state: string; orderId: string | null; cartFingerprint: string }> {
  const data = await gql<{ checkout: { id: string; state: string; orderId: string | null; cartFingerprint: string } }>(
    'query($c: ID!) { checkout(cartId: $c) { ... on Checkout { id state orderId cartFingerprint } } }',
    { c: shopper.cartId },
    shopper.headers(),
  );
  return data.checkout;
}

export async function submitOrder(shopper: ApiShopper): Promise<void> {
  const { cartFingerprint } = await checkoutState(shopper);
  await gql('mutation($i: SubmitOrderInput!) { submitOrder(input: $i) { __typename } }', { i: { cartId: shopper.cartId, expectedCartFingerprint: cartFingerprint } }, shopper.headers());
}

/** Makes the upstream stand-in's next SubmitCart call(s) fail (fault API). */
export async function failNextSubmit(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operation: 'SubmitCart', times: 1, ...fault }) });
  if (!response.ok) throw new Error(`fault: ${response.status}`);
}

/** A guest's new cart with `quantity` of a deal item at the deal price: its lightning reservation workflow is `reserved`, its expiry job delayed. */
export async function guestWithLightningDeal(itemId: string, quantity = 1): Promise<ApiShopper> {
  const created = await gql<{ createCart: { cartId: string; userId: string } }>('mutation { createCart { cartId userId } }', {}, {});
  const shopper: ApiShopper = {
    ...created.createCart,
    headers() {
      return { 'X-iSHOP-API-USERID': this.userId };
    },
  };
  const added = await gql<{ addLightningDealToCart: { __typename: string } }>(
    'mutation($i: AddLightningDealToCartInput!) { addLightningDealToCart(input: $i) { __typename } }',
    { i: { cartId: shopper.cartId, itemId, quantity } },
    shopper.headers(),
  );
  if (added.addLightningDealToCart.__typename !== 'LightningCartUpdated') throw new Error(`lightning add answered ${added.addLightningDealToCart.__typename}`);
  return shopper;
}
