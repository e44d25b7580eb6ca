import type { GraphQLAnswer, TestOrchestrator } from './orchestrator.js';

/** Fields of Checkout the tests read. */
export const CHECKOUT_FIELDS = `id cartId site state phase session loginOption isB2b version articleCount submissionAttempt
  total { amount } expressPaySelected orderId newCartId redirectUrl computopData { mid data len url }
  shipping { deliveryType validated selectedShipperCode deliveryCountry }
  payment { applies selectedMethodId validated buyerReference }
  lastError { code messageKey }
  routes { step allowed redirectTo reason messageKey }
  actions { action allowed reason }`;

/** Every member of the checkout result unions, as a fragment list. */
export const RESULT_FIELDS = `__typename
  ... on Checkout { ${CHECKOUT_FIELDS} }
  ... on ErrorResult { errorCode messageKey message }
  ... on ValidationError { fieldErrors { field messageKey params { name value } } }
  ... on CheckoutRefusedError { reason checkout { ${CHECKOUT_FIELDS} } }`;

export interface CheckoutView {
  id: string;
  cartId: string;
  site: string;
  state: string;
  phase: string;
  session: string;
  loginOption: string | null;
  isB2b: boolean;
  version: number;
  articleCount: number;
  submissionAttempt: number;
  total: { amount: number };
  expressPaySelected: boolean;
  orderId: string | null;
  newCartId: string | null;
  redirectUrl: string | null;
  computopData: { mid: string; data: string; len: number; url: string } | null;
  shipping: { deliveryType: string; validated: boolean; selectedShipperCode: string | null; deliveryCountry: string | null };
  payment: { applies: boolean; selectedMethodId: string | null; validated: boolean; buyerReference: string | null };
  lastError: { code: string; messageKey: string } | null;
  routes: { step: string; allowed: boolean; redirectTo: string | null; reason: string | null; messageKey: string | null }[];
  actions: { action: string; allowed: boolean; reason: string | null }[];
  cartFingerprint?: string;
  /** Asked for explicitly (`keptSession { … }`): a guest session kept for an answer that may have been lost. */
  keptSession?: { token: string; guest: boolean; cartId: string; userId: string } | null;
}

/** A checkout mutation's answer (any member of its union). */
export type CheckoutAnswer = Partial<CheckoutView> & {
  __typename: string;
  errorCode?: string;
  messageKey?: string;
  message?: string;
  reason?: string;
  fieldErrors?: { field: string; messageKey: string; params?: { name: string; value: string }[] }[];
  checkout?: CheckoutView;
  session?: { token: string; expires: string; userId: string; cartId: string; guest: boolean; cartMerged: boolean } | null;
};

export const GUEST_BILLING = {
  formType: 'private',
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  streetAndNumber: 'Hauptstraße 5',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
};

/** An item of the seed: a folder for 2,49 € (upstream README handy fixtures). */
export const FOLDER = '10401-01';

const MUTATIONS: Record<string, string> = {
  startCheckout: 'CheckoutRefInput',
  chooseCheckoutLoginOption: 'ChooseCheckoutLoginOptionInput',
  selectExpressPay: 'CheckoutRefInput',
  abortExpressPay: 'CheckoutRefInput',
  retryCheckoutPayment: 'CheckoutRefInput',
  cancelCheckoutPayment: 'CheckoutRefInput',
  editCheckoutShipping: 'CheckoutRefInput',
  editCheckoutPayment: 'CheckoutRefInput',
  confirmPaymentReturn: 'ConfirmPaymentReturnInput',
  selectCheckoutPayment: 'SelectCheckoutPaymentInput',
  submitOrder: 'SubmitOrderInput',
  retryOrderSubmission: 'CheckoutRefInput',
};

/** One shopper of a test: a cart, its user id, later a session token. */
export class TestShopper {
  jwt: string | undefined;

  constructor(
    readonly orchestrator: TestOrchestrator,
    public cartId: string,
    public userId: string,
    readonly site = 'de-de',
  ) {}

  headers(): Record<string, string> {
    return { 'X-iSHOP-API-USERID': this.userId, 'X-Tafel-Site': this.site, ...(this.jwt ? { 'X-JWT': this.jwt } : {}) };
  }

  /** Same shopper through another orchestrator instance (same Redis, same upstream). */
  via(orchestrator: TestOrchestrator): TestShopper {
    const other = new TestShopper(orchestrator, this.cartId, this.userId, this.site);
    other.jwt = this.jwt;
    return other;
  }

  /** The same browser after a login: the session's cart, user id and token. */
  loggedIn(session: { cartId: string; userId: string; token: string }): TestShopper {
    const customer = new TestShopper(this.orchestrator, session.cartId, session.userId, this.site);
    customer.jwt = session.token;
    return customer;
  }

  /** The id of the customer's own address in the checkout's billing address book. */
  async customerAddressId(): Promise<string> {
    const book = (await this.checkout('shippingDetails { billingAddresses { id isCustomerAddress } }')) as unknown as { shippingDetails: { billingAddresses: { id: string; isCustomerAddress: boolean }[] } };
    return book.shippingDetails.billingAddresses.find((a) => a.isCustomerAddress)!.id;
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
    return this.orchestrator.graphql<T>(query, variables, this.headers());
  }

  /** Runs a checkout mutation by name and answers its result (throws on GraphQL errors). */
  async mutate(name: string, input: Record<string, unknown> = {}): Promise<CheckoutAnswer> {
    const answer = await this.raw(name, input);
    if (answer.errors) throw new Error(`${name} answered errors: ${JSON.stringify(answer.errors)}`);
    return answer.data![name]!;
  }

  /** The raw GraphQL answer of a checkout mutation (for error assertions). */
  raw(name: string, input: Record<string, unknown> = {}): Promise<GraphQLAnswer<Record<string, CheckoutAnswer>>> {
    const type = MUTATIONS[name];
    if (name === 'checkoutLogin' || name === 'saveShippingStep') return this.gql(`mutation($i: ${name === 'checkoutLogin' ? 'CheckoutLoginInput' : 'SaveShippingStepInput'}!) { ${name}(input: $i) { ${SPECIAL[name]} } }`, { i: { cartId: this.cartId, ...input } });
    if (!type) throw new Error(`unknown mutation ${name}`);
    const submitExtras = SUBMITS.has(name) ? `... on CartChangedError { checkout { ${CHECKOUT_FIELDS} } } ... on OrderAlreadySubmittedError { orderId newCartId }` : '';
    const stepExtras = name === 'selectCheckoutPayment' ? `... on CheckoutStepFailedError { fieldErrors { field messageKey } checkout { ${CHECKOUT_FIELDS} } }` : '';
    return this.gql(`mutation($i: ${type}!) { ${name}(input: $i) { ${RESULT_FIELDS} ${submitExtras} ${stepExtras} } }`, {
      i: { cartId: this.cartId, ...input },
    });
  }

  async checkout(extra = ''): Promise<CheckoutAnswer> {
    const answer = await this.gql<{ checkout: CheckoutAnswer }>(`query($c: ID!) { checkout(cartId: $c) { ${RESULT_FIELDS} ${extra ? `... on Checkout { ${extra} }` : ''} } }`, { c: this.cartId });
    if (answer.errors) throw new Error(`checkout answered errors: ${JSON.stringify(answer.errors)}`);
    return answer.data!.checkout;
  }

  async fingerprint(): Promise<string> {
    return (await this.checkout('cartFingerprint')).cartFingerprint!;
  }

  async addItem(itemId = FOLDER, quantity = 1): Promise<void> {
    const answer = await this.gql<{ addToCart: { __typename: string } }>('mutation($i: AddToCartInput!) { addToCart(input: $i) { __typename } }', {
      i: { cartId: this.cartId, itemId, quantity },
    });
    if (answer.data?.addToCart.__typename !== 'CartUpdated') throw new Error(`addToCart: ${JSON.stringify(answer)}`);
  }

  /** Polls the checkout until `done` holds (or fails after timeoutMs). */
  async waitFor(done: (checkout: CheckoutAnswer) => boolean, timeoutMs = 20_000): Promise<CheckoutAnswer> {
    const deadline = Date.now() + timeoutMs;
    let last: CheckoutAnswer | undefined;
    while (Date.now() < deadline) {
      last = await this.checkout();
      if (done(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`checkout did not get there in ${timeoutMs} ms; last: ${last?.state} ${JSON.stringify(last?.lastError)}`);
  }

  waitForSettled(timeoutMs?: number): Promise<CheckoutAnswer> {
    return this.waitFor((c) => c.state !== 'submitting', timeoutMs);
  }
}

const SUBMITS = new Set(['submitOrder', 'retryOrderSubmission']);
const SESSION = 'session { token expires userId cartId guest cartMerged firstName lastName }';
const SPECIAL: Record<string, string> = {
  checkoutLogin: `__typename ... on CheckoutLoggedIn { ${SESSION} checkout { ${CHECKOUT_FIELDS} } } ... on ErrorResult { errorCode messageKey message } ... on LoginFailedError { fieldErrors { field messageKey } } ... on ValidationError { fieldErrors { field messageKey } } ... on CheckoutRefusedError { reason }`,
  saveShippingStep: `__typename ... on ShippingStepSaved { ${SESSION} checkout { ${CHECKOUT_FIELDS} } } ... on ErrorResult { errorCode messageKey message } ... on ValidationError { fieldErrors { field messageKey params { name value } } } ... on CheckoutStepFailedError { fieldErrors { field messageKey } ${SESSION} checkout { ${CHECKOUT_FIELDS} } } ... on CheckoutRefusedError { reason checkout { ${CHECKOUT_FIELDS} } }`,
};

/** A new visitor cart with items (createCart + addToCart through the orchestrator). */
export async function newShopper(orchestrator: TestOrchestrator, items: [string, number][] = [[FOLDER, 2]], site = 'de-de'): Promise<TestShopper> {
  const created = await orchestrator.graphql<{ createCart: { cartId: string; userId: string } }>('mutation { createCart { cartId userId } }', {}, { 'X-Tafel-Site': site });
  const { cartId, userId } = created.data!.createCart;
  const shopper = new TestShopper(orchestrator, cartId, userId, site);
  for (const [itemId, quantity] of items) await shopper.addItem(itemId, quantity);
  return shopper;
}

/** A guest checkout up to the summary: start, guest, shipping (sameAsBilling), INVOICE. */
export async function guestAtSummary(shopper: TestShopper, billing: Record<string, unknown> = GUEST_BILLING, email = 'erika@example.de'): Promise<CheckoutView> {
  await shopper.mutate('startCheckout');
  await shopper.mutate('chooseCheckoutLoginOption', { option: 'guest' });
  const saved = await shopper.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: billing, email });
  if (saved.__typename !== 'ShippingStepSaved') throw new Error(`saveShippingStep: ${JSON.stringify(saved)}`);
  shopper.jwt = saved.session!.token;
  const paid = await shopper.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' });
  if (paid.__typename !== 'Checkout' || paid.state !== 'active.summary') throw new Error(`selectCheckoutPayment: ${JSON.stringify(paid)}`);
  return paid as CheckoutView;
}

/** Runs tasks with at most `limit` in flight. */
export async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
