// Drives a guest return straight through the orchestrator's GraphQL API (what the return pages
// do), so the support console has failed returns and photo uploads to show (issue 25).
import { randomUUID } from 'node:crypto';

const base = (): string => {
  const url = process.env.E2E_ORCHESTRATOR_URL;
  if (!url) throw new Error('E2E_ORCHESTRATOR_URL is not set: the stack was not started by global-setup.ts');
  return url;
};

const FLOW = `__typename ... on ReturnFlow { id state hash selectedRegulation selectedCarrier rma order { items { id } } photos { id state } }`;

interface Flow {
  __typename: string;
  id: string;
  state: string;
  hash: string | null;
  selectedRegulation: string | null;
  selectedCarrier: string | null;
  rma: string | null;
  order: { items: { id: string }[] } | null;
  photos: { id: string; state: string }[];
}

/** A guest of the returns API: its own user id (X-iSHOP-API-USERID). */
export class ApiReturn {
  readonly userId = `u-${randomUUID().slice(0, 12)}`;
  id = '';

  private async gql(query: string, variables: Record<string, unknown>): Promise<Flow> {
    const response = await fetch(`${base()}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Tafel-Site': 'de-de', 'X-iSHOP-API-USERID': this.userId }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: Record<string, Flow>; errors?: unknown };
    if (body.errors || !body.data) throw new Error(`orchestrator: ${JSON.stringify(body.errors)}`);
    const flow = Object.values(body.data)[0]!;
    if (flow.__typename !== 'ReturnFlow') throw new Error(`returns API answered ${JSON.stringify(flow)}`);
    return flow;
  }

  private mutate(field: string, type: string, input: Record<string, unknown>): Promise<Flow> {
    return this.gql(`mutation M($input: ${type}!) { ${field}(input: $input) { ${FLOW} } }`, { input: this.id ? { returnId: this.id, ...input } : input });
  }

  read(): Promise<Flow> {
    return this.gql(`query Q($id: ID!) { returnFlow(returnId: $id) { ${FLOW} } }`, { id: this.id });
  }

  /**
   * Anna's order 40010006 (postcode 10115; its hygiene line is not offered), one of its two
   * returnable items selected (the first by default). No other browser test returns from it: the
   * shopper tests use up the guest orders' returnable quantities in the same stand-in.
   */
  async selected(done: boolean, item = 0): Promise<string> {
    const found = await this.mutate('lookupReturnOrder', 'LookupReturnOrderInput', { orderId: '40010006', zipCode: '10115' });
    this.id = found.id;
    const itemId = found.order!.items[item]!.id;
    await this.mutate('saveReturnSelection', 'SaveReturnSelectionInput', { items: [{ itemId, quantity: 1, reason: 'NOT_AS_EXPECTED', comment: 'Farbe anders als abgebildet' }], done });
    return itemId;
  }

  /** Through regulation and carrier to confirm, then submitted; answers the state it settled in. */
  async submit(contact = { firstName: 'Erika', lastName: 'Muster', email: 'erika.e2e@example.de' }): Promise<Flow> {
    await this.selected(true);
    const regulation = await this.mutate('chooseReturnRegulation', 'ChooseReturnRegulationInput', { code: (await this.read()).selectedRegulation, done: true });
    await this.mutate('chooseReturnCarrier', 'ChooseReturnCarrierInput', { code: regulation.selectedCarrier, done: true });
    await this.mutate('submitReturn', 'SubmitReturnInput', { contact });
    return this.settled((flow) => flow.state !== 'flow.submitting');
  }

  /** Uploads a photo of the item through the orchestrator's photo endpoint; answers its id. */
  async addPhoto(itemId: string, png: Uint8Array): Promise<string> {
    const response = await fetch(`${base()}/returns/${this.id}/photos?itemId=${encodeURIComponent(itemId)}`, { method: 'POST', headers: { 'X-iSHOP-API-USERID': this.userId, 'X-Tafel-Site': 'de-de', 'content-type': 'application/octet-stream' }, body: png });
    if (response.status !== 201) throw new Error(`photo upload answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { photo: { id: string } }).photo.id;
  }

  async settled(done: (flow: Flow) => boolean, timeoutMs = 20_000): Promise<Flow> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const flow = await this.read();
      if (done(flow)) return flow;
      if (Date.now() > until) throw new Error(`return ${this.id} did not settle: ${JSON.stringify(flow)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The RMAs the stand-in holds for an order hash (findOrderForReturnByHash's previous returns). */
export async function filedReturns(hash: string): Promise<string[]> {
  const token = await fetch(`${process.env.E2E_UPSTREAM_URL}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('tafel:tafel-secret').toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/api/shop/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
    body: JSON.stringify({ query: 'query P($h: String!) { findOrderForReturnByHash(hash: $h) { previousReturns { rma } } }', variables: { h: hash } }),
  });
  const body = (await response.json()) as { data: { findOrderForReturnByHash: { previousReturns: { rma: string }[] } } };
  return body.data.findOrderForReturnByHash.previousReturns.map((r) => r.rma);
}
