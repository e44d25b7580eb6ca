import type { UpstreamStores } from '../../src/data/stores.js';
import { createUpstreamServer, type UpstreamServerOptions } from '../../src/server.js';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: { classification?: string; messageKey?: string } }>;
  };
}

export interface RequestOptions {
  token?: string | null;
  userId?: string | null;
  operationName?: string;
  /** Customer session token, sent as X-JWT. */
  jwt?: string | null;
}

/** A real upstream on a free port, plus the few HTTP calls the tests make. */
export interface Upstream {
  url: string;
  /** The server's in-memory data, for asserting on state the API does not show (e.g. findByCart). */
  stores: UpstreamStores;
  close(): Promise<void>;
  token(scope?: string): Promise<string>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<GraphqlAnswer<T>>;
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; text: string }>;
}

/** formatCents puts a no-break space before the euro sign; assertions compare plain spaces. */
export const plain = (text: string | null | undefined): string | null | undefined => text?.replace(/\s/g, ' ');

export const basic = (id: string, secret: string): string => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export async function startUpstream(options: UpstreamServerOptions = {}): Promise<Upstream> {
  const upstream = await createUpstreamServer({ port: 0, shutdownGraceMs: 200, ...options });
  const token = async (scope?: string): Promise<string> => {
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
    const res = await fetch(`${upstream.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: basic('tafel', 'tafel-secret'), 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const body = (await res.json()) as { access_token: string };
    return body.access_token;
  };
  let defaultToken: string | null = null;
  const gql = async <T,>(query: string, variables: Record<string, unknown> = {}, opts: RequestOptions = {}): Promise<GraphqlAnswer<T>> => {
    const bearer = opts.token === undefined ? (defaultToken ??= await token()) : opts.token;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (bearer) headers['authorization'] = `Bearer ${bearer}`;
    if (opts.userId) headers['x-ishop-api-userid'] = opts.userId;
    if (opts.jwt) headers['x-jwt'] = opts.jwt;
    const res = await fetch(`${upstream.url}/api/shop/`, { method: 'POST', headers, body: JSON.stringify({ query, variables, operationName: opts.operationName }) });
    return { status: res.status, body: (await res.json()) as GraphqlAnswer<T>['body'] };
  };
  const postJson = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${upstream.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };
  return { url: upstream.url, stores: upstream.stores, close: upstream.close, token, gql, postJson };
}

export const CART_FIELDS = `
  id
  itemsCount
  productsCount
  attributes { submitted }
  details { positionCount articleCount subtotal { amount stringValue } shippingCost { amount } total { amount } tax { amount } deliveryFreeMessage }
  items { id itemId productId name quantity url articleNumber unitPrices { current { amount } old { amount } netPrice { amount } currencyCode } totalPrice { amount } variantInfoList { label value } }
`;

export const CART_UPDATE = `mutation CartUpdate($data: CartUpdateInput!) {
  cart_update(data: $data) { successful messages { messageKey message fieldName } cart { ${CART_FIELDS} } details { articleCount } attainableInfos { successful } }
}`;

export const FIND_CART = `query FindCart($cartId: ID!) { shop_findCart(cartId: $cartId) { ${CART_FIELDS} } }`;

export const SHOP_INIT = 'mutation ShopInit { shopInit { cartId userId } }';

/** Logs a dev account in through the login mutation and answers its session token (X-JWT). */
export async function login(upstream: Upstream, credentials: { email?: string; customerNumber?: string; password: string }): Promise<string> {
  const answer = await upstream.gql<{ login: { successful: boolean; token: { token: string } | null } }>(
    'mutation Login($data: LoginInput!) { login(data: $data) { successful token { token } } }',
    { data: credentials },
  );
  const token = answer.body.data?.login.token?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return token;
}
