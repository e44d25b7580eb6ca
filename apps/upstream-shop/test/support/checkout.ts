// Documents and helpers shared by the checkout contract tests (test/checkout-*.spec.ts).
import { Catalogue } from '../../src/data/catalogue.js';
import { SEED_ADDRESS_IDS } from '../../src/data/customers/seed-addresses.js';
import { DEV_ACCOUNTS } from '../../src/data/customers/seed-customers.js';
import { buildSeed } from '../../src/data/seed.js';
import type { ItemRecord } from '../../src/data/types.js';
import { CART_UPDATE, SHOP_INIT, type GraphqlAnswer, type Upstream } from './upstream.js';

export { DEV_ACCOUNTS, SEED_ADDRESS_IDS };

/** A 2,49 € folder (cart.spec fixture). */
export const FOLDER = '10401-01';

const catalogue = new Catalogue(buildSeed());
function firstItem(match: (item: ItemRecord) => boolean, what: string): string {
  for (const product of catalogue.seed.products) {
    const item = product.items.find((i) => i.availableForSale && i.maxQuantity >= 5 && i.minimumOrderQuantity <= 1 && match(i));
    if (item) return item.itemId;
  }
  throw new Error(`the seed has no saleable ${what}`);
}
/** Seed items the catalogue flags: one shipped by freight, one Amazon Pay is blocked for (parcel-sized). */
export const freightItem = (): string => firstItem((i) => i.needsSpedition, 'freight article');
export const amazonBlockedItem = (): string => firstItem((i) => i.amazonPayBlocked && !i.needsSpedition, 'Amazon-Pay-blocked article');

export const CART_FIELDS = `id attributes { submitted } deliveryType orderReference orderComment newsletterSubscribe
  billingAddress { id lastName country isStation } shippingAddress { id country isStation }
  items { id itemId quantity }
  details { subtotal { amount } shippingCost { amount } total { amount } tax { amount } deliveryFreeMessage
    shippers { code name enabled selected reasonCode info costs { amount } productLineItemList { positionId itemId quantity } }
    bzBasket { shipper } speditionsFields { fieldName fieldValue } selectedPaymentMethodInCart deliveryCountry voucherCodeStatus orderReference }`;

export const RESULT_FIELDS = `successful errorMessage fieldErrors { fieldName errorMessage formName } cart { ${CART_FIELDS} }`;

export interface FieldError {
  fieldName: string;
  errorMessage: string;
  formName: string | null;
}
export interface ShipperView {
  code: string;
  name: string;
  enabled: boolean;
  selected: boolean;
  reasonCode: string | null;
  info: string | null;
  costs: { amount: number };
  productLineItemList: Array<{ positionId: string; itemId: string; quantity: number }>;
}
export interface CheckoutCart {
  id: string;
  attributes: { submitted: boolean };
  deliveryType: string;
  orderReference: string | null;
  orderComment: string | null;
  newsletterSubscribe: boolean;
  billingAddress: { id: string; lastName: string; country: string; isStation: boolean } | null;
  shippingAddress: { id: string; country: string; isStation: boolean } | null;
  items: Array<{ id: string; itemId: string; quantity: number }>;
  details: {
    subtotal: { amount: number };
    shippingCost: { amount: number };
    total: { amount: number };
    tax: { amount: number };
    deliveryFreeMessage: string | null;
    shippers: ShipperView[];
    bzBasket: { shipper: string | null };
    speditionsFields: Array<{ fieldName: string; fieldValue: string }>;
    selectedPaymentMethodInCart: string | null;
    deliveryCountry: string;
    voucherCodeStatus: string | null;
    orderReference: string | null;
  };
}
export interface CheckoutResult {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: FieldError[];
  cart: CheckoutCart;
}

export const UNAUTHENTICATED = { classification: 'UNAUTHENTICATED', messageKey: 'vue.error.security.valid_token_required' };
export const USER_ID_REQUIRED = { message: 'A valid user id is required.', extensions: { classification: 'CART_NOT_FOUND' } };
export const CART_NOT_FOUND = { message: 'Cart not found', extensions: { classification: 'CART_NOT_FOUND' } };

/** One visitor: the shop's token, a cart with its user id and, once logged in, a session. */
export interface Shopper {
  token: string;
  cartId: string;
  userId: string;
  jwt: string | null;
}

export type Login = { email: string; password: string } | { customerNumber: string; password: string };
export const ANNA: Login = { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password };
export const SCHOOL: Login = { customerNumber: DEV_ACCOUNTS.b2b.customerNumber, password: DEV_ACCOUNTS.b2b.password };

/** Calls the API as the shopper; `as` overrides what is sent (e.g. no session, another user id). */
export type As = Partial<{ token: string; userId: string | null; jwt: string | null }>;

export function call<T>(upstream: Upstream, shopper: Shopper, query: string, variables: Record<string, unknown> = {}, as: As = {}): Promise<GraphqlAnswer<T>> {
  const who = { ...shopper, ...as };
  return upstream.gql<T>(query, variables, { token: who.token, userId: who.userId, jwt: who.jwt });
}

/** The data of a root field, failing loudly with the errors when there is none. */
export function dataOf<T>(answer: GraphqlAnswer<Record<string, T>>, field: string): T {
  const value = answer.body.data?.[field];
  if (value === undefined || value === null) throw new Error(`${field} answered no data: ${JSON.stringify(answer.body)}`);
  return value;
}

export async function logIn(upstream: Upstream, token: string, login: Login): Promise<string> {
  const answer = await upstream.gql<{ login: { token: { token: string } | null } }>('mutation Login($data: LoginInput!) { login(data: $data) { token { token } } }', { data: login }, { token });
  const jwt = answer.body.data?.login.token?.token;
  if (!jwt) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return jwt;
}

/** A new visitor in a shop (token scope), with items in the cart and optionally logged in. */
export async function newShopper(upstream: Upstream, options: { scope?: string; items?: Array<[string, number]>; login?: Login } = {}): Promise<Shopper> {
  const token = await upstream.token(options.scope);
  const init = dataOf<{ cartId: string; userId: string }>(await upstream.gql(SHOP_INIT, {}, { token }), 'shopInit');
  const shopper: Shopper = { token, cartId: init.cartId, userId: init.userId, jwt: null };
  if (options.items?.length) {
    const ops = options.items.map(([itemId, quantity]) => ({ addPosition: { itemId, quantity } }));
    const update = dataOf<{ successful: boolean }>(await call(upstream, shopper, CART_UPDATE, { data: { cartId: shopper.cartId, ops } }), 'cart_update');
    if (!update.successful) throw new Error(`could not fill the cart with ${JSON.stringify(options.items)}`);
  }
  if (options.login) shopper.jwt = await logIn(upstream, token, options.login);
  return shopper;
}

/** Adds an address to the logged-in shopper's address book (account area) and answers its id. */
export async function addAddress(upstream: Upstream, shopper: Shopper, kind: 'addBillingAddress' | 'addShippingAddress', overrides: Record<string, unknown> = {}): Promise<string> {
  const data = { formType: 'private', salutation: 'Frau', firstName: 'Lena', lastName: 'Vogel', street: 'Gartenweg 7', postCode: '50667', city: 'Köln', country: 'DE', ...overrides };
  const answer = await call<Record<string, { successful: boolean; address: { addressId: string } | null }>>(
    upstream,
    shopper,
    `mutation Add($data: AddressInput!) { ${kind}(data: $data) { successful address { addressId } fieldErrors { fieldName errorMessage } } }`,
    { data },
  );
  const id = answer.body.data?.[kind]?.address?.addressId;
  if (!id) throw new Error(`${kind} failed: ${JSON.stringify(answer.body)}`);
  return id;
}

/** A guest session (checkout login step "guest") whose billing address has the given overrides. */
export async function asGuest(upstream: Upstream, shopper: Shopper, email: string, address: Record<string, unknown> = {}): Promise<string> {
  const data = { email, address: { formType: 'private', salutation: 'Herr', firstName: 'Gustav', lastName: 'Gast', street: 'Am Markt 1', postCode: '04109', city: 'Leipzig', country: 'DE', ...address } };
  const answer = await call<{ registerGuest: { successful: boolean; token: { token: string } | null } }>(
    upstream,
    shopper,
    'mutation Guest($data: RegisterGuestInput!) { registerGuest(data: $data) { successful token { token } fieldErrors { fieldName errorMessage } } }',
    { data },
  );
  const jwt = answer.body.data?.registerGuest.token?.token;
  if (!jwt) throw new Error(`registerGuest failed: ${JSON.stringify(answer.body)}`);
  shopper.jwt = jwt;
  return jwt;
}

export const SET_BILLING = `mutation SetBilling($cartId: ID!, $addressId: ID!) { setBillingAddressOnCart(cartId: $cartId, addressId: $addressId) { ${RESULT_FIELDS} } }`;
export const SET_SHIPPING = `mutation SetShipping($cartId: ID!, $addressId: ID) { setShippingAddressOnCart(cartId: $cartId, addressId: $addressId) { ${RESULT_FIELDS} } }`;
export const SET_SHIPPER = `mutation SetShipper($cartId: ID!, $methodCode: String!) { setShippingMethod(cartId: $cartId, methodCode: $methodCode) { successful errorMessage reasonCode cart { ${CART_FIELDS} } } }`;
export const SET_PAYMENT = `mutation SetPayment($cartId: ID!, $paymentId: String!, $buyerReference: String) { setSelectedPayment(cartId: $cartId, paymentId: $paymentId, buyerReference: $buyerReference) { ${RESULT_FIELDS} } }`;
export const SAVE_SPEDITION = `mutation Spedition($cartId: ID!, $fields: [SpeditionFieldInput!]!) { saveSpeditionsData(cartId: $cartId, fields: $fields) { ${RESULT_FIELDS} } }`;
export const FIND = `query Find($cartId: ID!) { shop_findCart(cartId: $cartId) { ${CART_FIELDS} } }`;
export const SUBMIT = `mutation Submit($cartId: ID!) { submitCart(cartId: $cartId) { orderId newCartId redirectUrl computopData { mid data len url } errorMessage } }`;

export const SPEDITION_DATA = [
  { fieldName: 'ansprechpartner', fieldValue: 'Herr Huber' },
  { fieldName: 'telefonAvis', fieldValue: '+49 89 7654321' },
  { fieldName: 'hebebuehne', fieldValue: 'ja' },
];

export interface SubmitAnswer {
  orderId: string | null;
  newCartId: string | null;
  redirectUrl: string | null;
  computopData: { mid: string; data: string; len: number; url: string } | null;
  errorMessage: string | null;
}

/** Billing address, shipper default and payment set: ready to submit. */
export async function readyToSubmit(upstream: Upstream, shopper: Shopper, paymentId: string | null, billingAddressId: string = SEED_ADDRESS_IDS.consumerHome): Promise<void> {
  const billing = dataOf<CheckoutResult>(await call(upstream, shopper, SET_BILLING, { cartId: shopper.cartId, addressId: billingAddressId }), 'setBillingAddressOnCart');
  if (!billing.successful) throw new Error(`billing address refused: ${JSON.stringify(billing)}`);
  if (paymentId === null) return;
  const payment = dataOf<CheckoutResult>(await call(upstream, shopper, SET_PAYMENT, { cartId: shopper.cartId, paymentId }), 'setSelectedPayment');
  if (!payment.successful) throw new Error(`payment refused: ${JSON.stringify(payment)}`);
}

export async function submit(upstream: Upstream, shopper: Shopper): Promise<SubmitAnswer> {
  return dataOf<SubmitAnswer>(await call(upstream, shopper, SUBMIT, { cartId: shopper.cartId }), 'submitCart');
}

/** The stand-in Amazon Pay page as the tests read it: its links and the session ids they hand out. */
export interface AmazonPayPage {
  status: number;
  html: string;
  /** Link text → href (HTML entities decoded). */
  links: Map<string, string>;
  /** Button text → the form it posts (action and hidden fields, decoded). */
  forms: Map<string, PageForm>;
  /** amazonCheckoutSessionId of "Mit Amazon Pay bezahlen" / "Zahlung ablehnen (Test)", null without the link. */
  paid: string | null;
  declined: string | null;
}

/** A form of a provider page: where it posts and its hidden fields. */
export interface PageForm {
  action: string;
  fields: Record<string, string>;
}

export const AMAZON_PAY_LINK = 'Mit Amazon Pay bezahlen';
export const CANCEL_BUTTON = 'Zahlung abbrechen';
export const PAYPAL_APPROVE_BUTTON = 'Zahlung bestätigen und zurück zum Shop';
export const CARD_CHARGE_BUTTON = 'Karte belasten und zurück zum Shop';
export const AMAZON_DECLINE_LINK = 'Zahlung ablehnen (Test)';

const decodeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

function formsOf(html: string): Map<string, PageForm> {
  return new Map(
    [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<button type="submit">([^<]*)<\/button><\/form>/g)].map((m) => {
      const fields = Object.fromEntries([...(m[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((f) => [decodeHtml(f[1] ?? ''), decodeHtml(f[2] ?? '')]));
      return [decodeHtml(m[3] ?? ''), { action: decodeHtml(m[1] ?? ''), fields }];
    }),
  );
}

/** A provider page as the tests read it. */
export type ProviderPage = Omit<AmazonPayPage, 'paid' | 'declined'>;

async function pageOf(res: Response): Promise<ProviderPage> {
  const html = await res.text();
  const links = new Map([...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [decodeHtml(m[2] ?? ''), decodeHtml(m[1] ?? '')]));
  return { status: res.status, html, links, forms: formsOf(html) };
}

/** A provider page (PayPal, Amazon Pay) with its links and forms. */
export async function providerPage(upstream: Upstream, pagePath: string, returnUrl: string | null = '/checkout/confirmation', cancelUrl: string | null = null): Promise<ProviderPage> {
  const url = new URL(pagePath, upstream.url);
  if (returnUrl !== null) url.searchParams.set('returnUrl', returnUrl);
  if (cancelUrl !== null) url.searchParams.set('cancelUrl', cancelUrl);
  return pageOf(await fetch(url));
}

/** The card form of submitCart's computopData, posted as the storefront posts it (with its return and cancel URLs). */
export async function cardPage(upstream: Upstream, computopData: SubmitAnswer['computopData'], urls: { returnUrl?: string; cancelUrl?: string } = {}, change: Record<string, string> = {}): Promise<ProviderPage> {
  if (!computopData) throw new Error('submitCart handed out no card form');
  const fields = { MerchantID: computopData.mid, Data: computopData.data, Len: String(computopData.len), ...urls, ...change };
  return pageOf(await fetch(new URL(computopData.url, upstream.url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }));
}

/** Posts a provider page's form as the browser would (form-encoded); the answer's status, Location and text. */
export async function postForm(upstream: Upstream, form: PageForm | undefined, change: Record<string, string> = {}): Promise<{ status: number; location: string | null; html: string }> {
  if (!form) throw new Error('the page has no such form');
  const res = await fetch(new URL(form.action, upstream.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, ...change }).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/** GETs the Amazon Pay page of an order (`pagePath` e.g. submitCart's redirectUrl) with the storefront's URLs. */
export async function amazonPayPage(upstream: Upstream, pagePath: string, returnUrl: string | null = '/checkout/confirmation', cancelUrl: string | null = null): Promise<AmazonPayPage> {
  const { status, html, links, forms } = await providerPage(upstream, pagePath, returnUrl, cancelUrl);
  const session = (text: string) => {
    const href = links.get(text);
    return href === undefined ? null : new URL(href, 'http://storefront.invalid').searchParams.get('amazonCheckoutSessionId');
  };
  return { status, html, links, forms, paid: session(AMAZON_PAY_LINK), declined: session(AMAZON_DECLINE_LINK) };
}

/** The Amazon Pay page of an order by id (as submitCart's redirectUrl names it). */
export const amazonPayPageOf = (upstream: Upstream, orderId: string, returnUrl?: string | null, cancelUrl?: string | null): Promise<AmazonPayPage> =>
  amazonPayPage(upstream, `/__payment/amazonpay?orderId=${encodeURIComponent(orderId)}`, returnUrl, cancelUrl);
