import { PNG_8X8 } from './fixtures/return-images.js';
import { previousReturns, ReturnVisitor } from './support/returns.js';
import { ENGINEER, failedCheckout, staffHeaders, SUPPORT } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

// Issue 25: failed return submissions and photo uploads in the support console beside the failed
// orders, their detail and replay, and the inspector on the returns' parallel machine.

const CONTACT = { firstName: 'Erika', lastName: 'Muster', email: 'erika.support@example.de' };

const LIST = `query($f: FailedSubmissionFilter) { failedSubmissions(filter: $f, pageSize: 100) { total items {
  id kind workflowId cartId category reason messageKey field attempt state status rma orderNumber photoId itemId } } }`;
const DETAIL = `query($id: ID!) { failedReturn(id: $id) {
  id kind workflowId state site orderNumber orderId errorCode messageKey field attempts rma replayJobId prediction
  failure { id kind status category }
  items { itemId lineNo name quantity reason comment }
  photos { id state attempts messageKey } photo { id state attempts messageKey }
  job { id state attemptsMade maxAttempts error }
  replay { allowed reason }
  audit { workflowId outcome detail byEmail attempt } } }`;
const REPLAY = `mutation($id: ID!) { replayReturn(input: { id: $id }) { workflowId attempt outcome detail byEmail } }`;
const WORKFLOW = `query($id: ID!) { workflow(kind: "returns", id: $id) {
  state activeStates exits { state events }
  history { type actor state }
  chart { kind title regions states { id parent type transient } } } }`;

interface ListItem {
  id: string;
  kind: string;
  workflowId: string;
  cartId: string;
  category: string;
  reason: string;
  messageKey: string | null;
  field: string | null;
  attempt: number;
  state: string;
  status: string;
  rma: string | null;
  orderNumber: string | null;
  photoId: string | null;
  itemId: string | null;
}
interface Detail {
  id: string;
  kind: string;
  workflowId: string;
  state: string;
  orderNumber: string | null;
  errorCode: string | null;
  messageKey: string | null;
  attempts: number;
  rma: string | null;
  replayJobId: string | null;
  prediction: string;
  items: { itemId: string; name: string; quantity: number; reason: string | null; comment: string }[];
  photo: { id: string; state: string; attempts: number; messageKey: string | null } | null;
  job: { id: string; state: string } | null;
  replay: { allowed: boolean; reason: string | null };
  audit: { outcome: string; detail: string | null; byEmail: string }[];
  failure: { status: string };
}

describe('support console: failed returns and photo uploads beside failed orders (real Redis, stand-in, BullMQ)', () => {
  let world: World;
  let support: Record<string, string>;
  let engineer: Record<string, string>;

  beforeAll(async () => {
    world = await startWorld('support-returns', {
      JOB_BACKOFF_MS: '50',
      SUBMIT_JOB_ATTEMPTS: '1',
      RETURN_SUBMIT_JOB_ATTEMPTS: '2',
      RETURN_PHOTO_BACKOFF_MS: '50',
      RETURN_PHOTO_JOB_ATTEMPTS: '2',
      RETURN_SWITCH_CACHE_MS: '60000',
    });
    support = await staffHeaders(world.orchestrator, SUPPORT);
    engineer = await staffHeaders(world.orchestrator, ENGINEER);
  });
  afterAll(() => world?.close());
  afterEach(() => world?.upstream.clearFaults());

  async function gql<T>(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<T> {
    const answer = await world.orchestrator.graphql<T>(query, variables, headers);
    if (answer.errors) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
    return answer.data!;
  }
  const list = async (filter: Record<string, unknown> = {}): Promise<ListItem[]> => (await gql<{ failedSubmissions: { items: ListItem[] } }>(LIST, { f: filter }, support)).failedSubmissions.items;
  const detail = async (id: string, as = support): Promise<Detail | null> => (await gql<{ failedReturn: Detail | null }>(DETAIL, { id }, as)).failedReturn;

  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The Austrian guest order 40090001 (postcode 1060), first item selected, at confirm. */
  async function atConfirm(): Promise<ReturnVisitor> {
    const guest = new ReturnVisitor(world.orchestrator);
    const found = await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
    expect(found.__typename).toBe('ReturnFlow');
    await guest.mutate('saveReturnSelection', { items: [{ itemId: found.order!.items[0]!.id, quantity: 1, reason: 'NOT_AS_EXPECTED' }], done: true });
    const regulation = await guest.mutate('chooseReturnRegulation', { code: (await guest.read()).selectedRegulation, done: true });
    expect(await guest.mutate('chooseReturnCarrier', { code: regulation.selectedCarrier, done: true })).toMatchObject({ state: 'flow.preparing.confirm' });
    return guest;
  }

  it('lists a return whose submission failed (upstream unavailable) beside a failed order, replays it as support and files exactly one return', async () => {
    const order = await failedCheckout(world.orchestrator, world.upstream);
    const guest = await atConfirm();
    await world.upstream.fault({ operation: 'SubmitReturnOrder', kind: 'http', status: 503, times: 2 });
    await guest.mutate('submitReturn', { contact: CONTACT });
    const failed = await guest.waitForSubmitted();
    expect(failed).toMatchObject({ state: 'flow.failed.upstreamUnavailable', submissionAttempt: 1 });
    const returnId = failed.id!;

    // Beside the failed order, each with its kind; the kind filter narrows to one.
    const all = await until('the return in the index', () => list(), (items) => items.some((i) => i.workflowId === returnId));
    expect(all.find((i) => i.workflowId === order.workflowId)).toMatchObject({ kind: 'ORDER_SUBMISSION', id: order.workflowId, category: 'UPSTREAM_UNAVAILABLE' });
    expect(all.find((i) => i.workflowId === returnId)).toMatchObject({
      kind: 'RETURN_SUBMISSION',
      id: returnId,
      cartId: '',
      category: 'UPSTREAM_UNAVAILABLE',
      reason: 'UPSTREAM_UNAVAILABLE',
      attempt: 1,
      status: 'OPEN',
      state: expect.stringMatching(/^flow\.failed\.upstreamUnavailable/),
      orderNumber: expect.any(String),
    });
    expect((await list({ kind: 'RETURN_SUBMISSION' })).map((i) => i.kind)).toEqual(['RETURN_SUBMISSION']);
    expect((await list({ kind: 'ORDER_SUBMISSION' })).map((i) => i.workflowId)).toEqual([order.workflowId]);

    // The detail: order, items, reason, attempts, the failed job and what a replay will do.
    const before = await detail(returnId);
    expect(before).toMatchObject({
      kind: 'RETURN_SUBMISSION',
      workflowId: returnId,
      errorCode: 'UPSTREAM_UNAVAILABLE',
      attempts: 1,
      rma: null,
      prediction: 'WILL_SUBMIT_SAME_ATTEMPT',
      replayJobId: `return-submit-${returnId}-1`,
      job: { id: `return-submit-${returnId}-1`, state: 'failed' },
      replay: { allowed: true, reason: null },
      failure: { status: 'OPEN' },
    });
    expect(before!.items).toEqual([expect.objectContaining({ quantity: 1, reason: 'NOT_AS_EXPECTED', name: expect.any(String) })]);
    // Engineers read it but may not replay.
    expect((await detail(returnId, engineer))!.replay).toEqual({ allowed: false, reason: 'FORBIDDEN' });
    const refused = await world.orchestrator.graphql(REPLAY, { id: returnId }, engineer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const filed = (await previousReturns(world.upstream, failed.hash!)).length;
    const replay = await gql<{ replayReturn: { outcome: string; detail: string; attempt: number; byEmail: string } }>(REPLAY, { id: returnId }, support);
    expect(replay.replayReturn).toMatchObject({ outcome: 'STARTED', attempt: 1, byEmail: SUPPORT.email, detail: `job return-submit-${returnId}-1` });
    const done = await guest.waitForSubmitted();
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String), submissionAttempt: 1 });
    expect(await previousReturns(world.upstream, failed.hash!)).toHaveLength(filed + 1);

    const resolved = await until('the entry resolved', () => list({ kind: 'RETURN_SUBMISSION' }), (items) => items[0]?.status === 'RESOLVED');
    expect(resolved[0]).toMatchObject({ status: 'RESOLVED', rma: done.rma, state: 'flow.submitted' });
    // A second replay does nothing: still exactly one RMA.
    const again = await gql<{ replayReturn: { outcome: string } }>(REPLAY, { id: returnId }, support);
    expect(again.replayReturn.outcome).toBe('ALREADY_CONFIRMED');
    expect(await previousReturns(world.upstream, failed.hash!)).toHaveLength(filed + 1);
    const after = await detail(returnId);
    expect(after).toMatchObject({ rma: done.rma, prediction: 'NOTHING_TO_DO', replay: { allowed: false, reason: 'ALREADY_SUBMITTED' } });
    expect(after!.audit.map((a) => a.outcome)).toEqual(['ALREADY_CONFIRMED', 'STARTED']);

    // The inspector: both regions live, the replay in the history as support's return.retry.
    const { workflow } = await gql<{ workflow: { state: string; activeStates: string[]; exits: { state: string; events: string[] }[]; history: { type: string; actor: string; state: string }[]; chart: { kind: string; regions: string[]; states: { id: string; parent: string | null; type: string; transient: boolean }[] } } }>(WORKFLOW, { id: returnId }, engineer);
    expect(workflow.state).toBe('flow.submitted, uploads.idle');
    expect(workflow.activeStates).toEqual(['flow.submitted', 'uploads.idle']);
    expect(workflow.exits.find((e) => e.state === 'uploads.idle')?.events).toEqual(expect.arrayContaining(['photo.add']));
    expect(workflow.history).toEqual(expect.arrayContaining([{ type: 'return.retry', actor: 'support', state: 'flow.submitting, uploads.idle' }, expect.objectContaining({ type: 'submit.succeeded', state: 'flow.submitted, uploads.idle' })]));
    expect(workflow.chart.states.filter((s) => s.parent === null).map((s) => s.id)).toEqual(['flow', 'uploads']);
    expect(workflow.chart.regions).toEqual(['flow', 'uploads']);
    expect(workflow.chart.states.find((s) => s.id === 'uploads.uploadFailed')).toMatchObject({ type: 'atomic', transient: false });
  });

  it('does not replay a submission the upstream refused, and says why', async () => {
    const guest = await atConfirm();
    await world.upstream.fault({ operation: 'SubmitReturnOrder', kind: 'error', classification: 'BAD_USER_INPUT', messageKey: 'vue.returns.error.invalidCarrier', times: 1 });
    await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'refused.support@example.de' } });
    const failed = await guest.waitForSubmitted();
    expect(failed.state).toBe('flow.failed.upstreamRefused');
    const entry = await until('the refused return in the index', () => list({ category: 'UPSTREAM_REFUSED' }), (items) => items.some((i) => i.workflowId === failed.id));
    expect(entry.find((i) => i.workflowId === failed.id)).toMatchObject({ kind: 'RETURN_SUBMISSION', reason: 'UPSTREAM_REFUSED', messageKey: 'vue.returns.error.invalidCarrier' });
    expect(await detail(failed.id!)).toMatchObject({ prediction: 'WILL_FAIL_REFUSED', replayJobId: null, messageKey: 'vue.returns.error.invalidCarrier', replay: { allowed: false, reason: 'UPSTREAM_REFUSED' } });
    const replay = await gql<{ replayReturn: { outcome: string; detail: string } }>(REPLAY, { id: failed.id }, support);
    expect(replay.replayReturn).toMatchObject({ outcome: 'REFUSED', detail: expect.stringContaining('vue.returns.error.invalidCarrier') });
    expect((await guest.read()).state).toBe('flow.failed.upstreamRefused');
    // The shopper goes back to confirm: the entry follows the return's state.
    await guest.mutate('returnStepBack');
    await until('the state tracked', () => list({ category: 'UPSTREAM_REFUSED' }), (items) => items.find((i) => i.workflowId === failed.id)?.state === 'flow.preparing.confirm');
  });

  it('lists a photo whose upload failed as its own entry and replays it with a new upload job', async () => {
    const guest = new ReturnVisitor(world.orchestrator);
    const found = await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
    const itemId = found.order!.items[0]!.id;
    await guest.mutate('saveReturnSelection', { items: [{ itemId, quantity: 1, reason: 'NOT_AS_EXPECTED' }] });
    await world.upstream.fault({ operation: 'UploadReturnImage', kind: 'http', status: 503, times: 2 });
    const response = await fetch(`${world.orchestrator.url}/returns/${guest.returnId}/photos?itemId=${encodeURIComponent(itemId)}`, {
      method: 'POST',
      headers: { 'X-iSHOP-API-USERID': guest.userId, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(PNG_8X8),
    });
    expect(response.status).toBe(201);
    const photoId = ((await response.json()) as { photo: { id: string } }).photo.id;
    const entryId = `${guest.returnId}/${photoId}`;

    const items = await until('the photo in the index', () => list({ kind: 'PHOTO_UPLOAD' }), (all) => all.some((i) => i.id === entryId));
    expect(items.find((i) => i.id === entryId)).toMatchObject({ kind: 'PHOTO_UPLOAD', workflowId: guest.returnId, category: 'UPLOAD_FAILED', photoId, itemId, status: 'OPEN', attempt: 1 });
    expect(await detail(entryId)).toMatchObject({
      kind: 'PHOTO_UPLOAD',
      prediction: 'WILL_UPLOAD_AGAIN',
      photo: { id: photoId, state: 'failed', attempts: 1 },
      job: { state: 'failed' },
      replayJobId: expect.stringMatching(/-1$/),
      replay: { allowed: true, reason: null },
    });
    const replay = await gql<{ replayReturn: { outcome: string; detail: string } }>(REPLAY, { id: entryId }, support);
    expect(replay.replayReturn).toMatchObject({ outcome: 'STARTED', detail: expect.stringContaining(`photo ${photoId}: job photo-`) });
    await until('the photo uploaded', () => list({ kind: 'PHOTO_UPLOAD' }), (all) => all.find((i) => i.id === entryId)?.status === 'RESOLVED');
    expect(await detail(entryId)).toMatchObject({ photo: { state: 'uploaded', attempts: 2 }, prediction: 'NOTHING_TO_DO', replay: { allowed: false, reason: 'ALREADY_UPLOADED' } });
    const { workflow } = await gql<{ workflow: { history: { type: string; actor: string }[] } }>(WORKFLOW, { id: guest.returnId }, support);
    expect(workflow.history).toContainEqual(expect.objectContaining({ type: 'photo.retry', actor: 'support' }));
  });

  it('refuses a bulk replay of returns and unknown kinds', async () => {
    const bulk = await world.orchestrator.graphql(`mutation { startBulkReplay(input: { filter: { kind: RETURN_SUBMISSION } }) { id } }`, {}, support);
    expect(bulk.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await detail('rt-00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});
