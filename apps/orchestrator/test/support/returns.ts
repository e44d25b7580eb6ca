import { randomUUID } from 'node:crypto';
import type { TestOrchestrator } from './orchestrator.js';
import type { TestUpstream } from './upstream.js';

/** Every field of a ReturnFlowResult the returns tests look at. */
export const RETURN_FIELDS = `
  __typename
  ... on ReturnFlow {
    id version state uploadsState phase hash selectedRegulation selectedCarrier labels submissionAttempt rma labelUrl snapshot uploadedPhotoCount
    lastError { code messageKey field }
    order { hash orderId salesOrderNo orderDate previousReturnCount items { id lineNo name shippedQuantity returnableQuantity price { amount currency } reasons { code comment image components } } }
    selection { itemId lineNo quantity reason comment components }
    regulations { code name }
    carriers { code name price { amount currency } }
    contact { firstName lastName email phone salutation }
    photos { id state }
  }
  ... on ErrorResult { errorCode messageKey message }
  ... on ReturnRefusedError { reason returnFlow { version state } }
  ... on ReturnRateLimitedError { retryAfterSeconds }
  ... on ValidationError { fieldErrors { field messageKey } }
`;

export interface ReturnAnswer {
  __typename: string;
  id?: string;
  version?: number;
  state?: string;
  uploadsState?: string;
  phase?: string;
  hash?: string | null;
  selectedRegulation?: string | null;
  selectedCarrier?: string | null;
  labels?: number;
  submissionAttempt?: number;
  rma?: string | null;
  labelUrl?: string | null;
  snapshot?: string;
  photos?: { id: string; state: string }[];
  lastError?: { code: string; messageKey: string; field: string | null } | null;
  order?: { orderId: string; salesOrderNo: string; previousReturnCount: number; items: { id: string; lineNo: number; name: string; returnableQuantity: number; price: { amount: number; currency: string }; reasons: { code: string; comment: boolean; image: boolean; components: string[] }[] }[] } | null;
  selection?: { itemId: string; quantity: number; reason: string | null }[];
  regulations?: { code: string; name: string }[];
  carriers?: { code: string; name: string; price: { amount: number; currency: string } }[];
  errorCode?: string;
  messageKey?: string;
  message?: string;
  reason?: string;
  returnFlow?: { version: number; state: string };
  retryAfterSeconds?: number;
  fieldErrors?: { field: string; messageKey: string }[];
}

const MUTATIONS: Record<string, string> = {
  retryReturnPhoto: 'ReturnPhotoRefInput',
  removeReturnPhoto: 'ReturnPhotoRefInput',
  lookupReturnOrder: 'LookupReturnOrderInput',
  saveReturnSelection: 'SaveReturnSelectionInput',
  chooseReturnRegulation: 'ChooseReturnRegulationInput',
  chooseReturnCarrier: 'ChooseReturnCarrierInput',
  editReturnStep: 'EditReturnStepInput',
  submitReturn: 'SubmitReturnInput',
  retryReturn: 'ReturnRefInput',
  returnStepBack: 'ReturnRefInput',
  restartReturn: 'ReturnRefInput',
};

/** A visitor of the returns API: its own user id (X-iSHOP-API-USERID) and client address. */
export class ReturnVisitor {
  returnId: string | null = null;

  constructor(
    private readonly orchestrator: TestOrchestrator,
    readonly userId: string = `u-${randomUUID().slice(0, 12)}`,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** POST /returns/:id/photos with a file, as the storefront hands one over. */
  async postPhoto(itemId: string, file: Buffer, returnId = this.returnId): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${this.orchestrator.url}/returns/${returnId}/photos?itemId=${encodeURIComponent(itemId)}`, {
      method: 'POST',
      headers: { 'X-iSHOP-API-USERID': this.userId, 'content-type': 'application/octet-stream', ...this.headers },
      body: new Uint8Array(file),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async mutate(field: string, input: Record<string, unknown> = {}): Promise<ReturnAnswer> {
    const type = MUTATIONS[field];
    if (!type) throw new Error(`unknown returns mutation ${field}`);
    const withId = field === 'lookupReturnOrder' || 'returnId' in input ? input : { returnId: this.returnId, ...input };
    const answer = await this.orchestrator.graphql<Record<string, ReturnAnswer>>(`mutation M($input: ${type}!) { ${field}(input: $input) { ${RETURN_FIELDS} } }`, { input: withId }, { 'X-iSHOP-API-USERID': this.userId, ...this.headers });
    if (answer.errors) throw new Error(`${field} answered errors: ${JSON.stringify(answer.errors)}`);
    const result = answer.data![field]!;
    if (field === 'lookupReturnOrder' && result.__typename === 'ReturnFlow') this.returnId = result.id!;
    return result;
  }

  /** The raw GraphQL answer (for BAD_USER_INPUT checks). */
  raw(query: string, variables: Record<string, unknown>) {
    return this.orchestrator.graphql(query, variables, { 'X-iSHOP-API-USERID': this.userId, ...this.headers });
  }

  async read(returnId = this.returnId): Promise<ReturnAnswer> {
    const answer = await this.orchestrator.graphql<{ returnFlow: ReturnAnswer }>(`query Q($id: ID!) { returnFlow(returnId: $id) { ${RETURN_FIELDS} } }`, { id: returnId }, { 'X-iSHOP-API-USERID': this.userId, ...this.headers });
    if (answer.errors) throw new Error(`returnFlow answered errors: ${JSON.stringify(answer.errors)}`);
    return answer.data!.returnFlow;
  }

  /** Reads the return until its flow leaves submitting. */
  async waitForSubmitted(timeoutMs = 15_000): Promise<ReturnAnswer> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const current = await this.read();
      if (current.state !== 'flow.submitting') return current;
      if (Date.now() > until) throw new Error(`return ${this.returnId} still submitting after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function upstreamToken(upstream: TestUpstream): Promise<string> {
  const basic = Buffer.from('tafel:tafel-secret').toString('base64');
  const response = await fetch(`${upstream.url}/oauth/token`, { method: 'POST', headers: { authorization: `Basic ${basic}` }, body: new URLSearchParams({ grant_type: 'client_credentials' }) });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function upstreamCall<T>(upstream: TestUpstream, token: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${upstream.url}/api/shop/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`upstream answered errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A customer signed in at the upstream: the shop's user id and the customer's JWT (as the storefront holds them). */
export interface CustomerSession {
  userId: string;
  jwt: string;
}

/** Signs the test customer in at the upstream (shopInit, login). */
export async function customerSession(upstream: TestUpstream, credentials: { email: string; password: string }): Promise<CustomerSession> {
  const token = await upstreamToken(upstream);
  const init = await upstreamCall<{ shopInit: { userId: string } }>(upstream, token, 'mutation { shopInit { cartId userId } }', {});
  const login = await upstreamCall<{ login: { token: { token: string } | null } }>(upstream, token, 'mutation L($data: LoginInput!) { login(data: $data) { token { token } } }', { data: credentials }, { 'X-iSHOP-API-USERID': init.shopInit.userId });
  const jwt = login.login.token?.token;
  if (!jwt) throw new Error('login of the test customer failed');
  return { userId: init.shopInit.userId, jwt };
}

/** The return hash of a customer's order (getOrderDetailsV2 as the customer), as the order detail's return link carries it. */
export async function customerReturnHash(upstream: TestUpstream, credentials: { email: string; password: string } | CustomerSession, orderId: string): Promise<string> {
  const token = await upstreamToken(upstream);
  const session = 'jwt' in credentials ? credentials : await customerSession(upstream, credentials);
  const details = await upstreamCall<{ getOrderDetailsV2: { returnHash: string | null } }>(upstream, token, 'query D($id: ID!) { getOrderDetailsV2(orderId: $id) { returnHash } }', { id: orderId }, { 'X-JWT': session.jwt, 'X-iSHOP-API-USERID': session.userId });
  if (!details.getOrderDetailsV2.returnHash) throw new Error(`order ${orderId} has no return hash`);
  return details.getOrderDetailsV2.returnHash;
}

/** The previous returns the upstream has for a hash (findOrderForReturnByHash). */
export async function previousReturns(upstream: TestUpstream, hash: string): Promise<{ rma: string }[]> {
  const data = await upstream.graphql<{ findOrderForReturnByHash: { previousReturns: { rma: string }[] } }>('query P($h: String!) { findOrderForReturnByHash(hash: $h) { previousReturns { rma } } }', { h: hash });
  return data.findOrderForReturnByHash.previousReturns;
}

/** Sets the stand-in's return switch (POST /__faults/return-switch), or restores it with null. */
export async function setReturnSwitch(upstream: TestUpstream, value: string | null): Promise<void> {
  const response = await fetch(`${upstream.url}/__faults/return-switch`, value === null ? { method: 'DELETE' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ value }) });
  if (!response.ok) throw new Error(`return switch answered ${response.status}`);
}
