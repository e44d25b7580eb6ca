import { CheckoutRunner } from '../src/checkout/runner/checkout-runner.js';
import { guestAtSummary, newShopper } from './support/checkout.js';
import type { TestOrchestrator } from './support/orchestrator.js';
import { ENGINEER, failedCheckout as failedCheckoutOn, fromBrowserAt, INTERNAL_SECRET as INTERNAL_API_SECRET, STAFF_LOGIN as LOGIN, staffHeaders, SUPPORT } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

// One attempt per job, so one injected 503 ends a submission in failed.upstreamUnavailable; an
// order placed whose id stays unknown is looked for 1 s, then listed as orderIdUnknown.
const ENV = { UPSTREAM_TIMEOUT_MS: '1000', JOB_BACKOFF_MS: '100', SUBMIT_JOB_ATTEMPTS: '1', SUBMIT_ORDER_LOOKUP_MAX_MS: '1000', INTERNAL_API_SECRET };
const LIST = `query($f: FailedSubmissionFilter) { failedSubmissions(filter: $f) { total items { workflowId cartId site category reason state status attempt orderId } } }`;
const DETAIL = `query($w: ID!) { failedSubmission(workflowId: $w) {
  failure { category status } upstreamError customerJson
  workflow { state contextJson history { type actor state } }
  job { id state attemptsMade error }
  cart { submitted { lines { itemId quantity } } current { lines { itemId quantity } } rows { itemId change } }
  audit { byEmail outcome } replay { allowed reason } } }`;
// The detail's shape as these tests read it (loosely typed: the query above decides the fields).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- nested GraphQL answer read field by field
type Detail = Record<string, any>;
const REPLAY = `mutation($w: ID!) { replaySubmission(input: { workflowId: $w }) { outcome byEmail attempt detail } }`;

describe('support console API (real Redis, real upstream stand-in)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('support', ENV);
  });
  afterAll(() => world.close());
  afterEach(() => world.upstream.clearFaults());

  const staff = (account: { email: string; password: string }, on: TestOrchestrator = world.orchestrator, ip?: string): Promise<Record<string, string>> => staffHeaders(on, account, ip);
  const failedCheckout = () => failedCheckoutOn(world.orchestrator, world.upstream);

  const waitForIndex = async (headers: Record<string, string>, workflowId: string, status: string) => {
    for (let i = 0; i < 100; i += 1) {
      const list = await world.orchestrator.graphql<{ failedSubmissions: { items: { workflowId: string; status: string }[] } }>(LIST, {}, headers);
      const item = list.data?.failedSubmissions.items.find((x) => x.workflowId === workflowId);
      if (item?.status === status) return item;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${workflowId} never reached ${status} in the index`);
  };

  it("a shopper's session gets nothing from any support field", async () => {
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    const fields = [
      ['query { staffMe { email } }', {}],
      [LIST, {}],
      [DETAIL, { w: `co-${shopper.cartId}` }],
      ['query($w: ID!) { replayPreview(workflowId: $w) { jobId } }', { w: `co-${shopper.cartId}` }],
      ['query { machines { name } }', {}],
      ['query($w: ID!) { supportWorkflow(id: $w) { state } }', { w: `co-${shopper.cartId}` }],
      ['query($w: ID!) { workflow(kind: "checkout", id: $w) { state } }', { w: `co-${shopper.cartId}` }],
      ['query { bulkReplay(id: "00000000-0000-0000-0000-000000000000") { id } }', {}],
      [REPLAY, { w: `co-${shopper.cartId}` }],
      ['mutation { startBulkReplay(input: {}) { id } }', {}],
    ] as const;
    for (const [query, variables] of fields) {
      for (const headers of [shopper.headers(), { ...shopper.headers(), 'X-Tafel-Staff': shopper.jwt! }, {}]) {
        const answer = await world.orchestrator.graphql(query, variables, headers);
        const data = answer.data === null || answer.data === undefined ? null : Object.values(answer.data).find((v) => v !== null) ?? null;
        expect([query.slice(0, 40), data, answer.errors?.[0]?.extensions?.code]).toEqual([query.slice(0, 40), null, 'UNAUTHENTICATED']);
      }
    }
  });

  it('signs staff in with the seeded dev accounts; a wrong password is a typed failure', async () => {
    const wrong = await world.orchestrator.graphql<{ staffLogin: { __typename: string } }>(LOGIN, { i: { ...SUPPORT, password: 'nope' } }, fromBrowserAt('198.51.100.7'));
    expect(wrong.data?.staffLogin.__typename).toBe('StaffLoginFailedError');
    const me = await world.orchestrator.graphql<{ staffMe: unknown }>('query { staffMe { email name role canReplay seesPersonalData } }', {}, await staff(ENGINEER));
    expect(me.data?.staffMe).toEqual({ email: ENGINEER.email, name: 'Emil Engineer', role: 'ENGINEER', canReplay: false, seesPersonalData: false });
    const headers = await staff(SUPPORT);
    expect((await world.orchestrator.graphql('mutation { staffLogout }', {}, headers)).data).toEqual({ staffLogout: true });
    expect((await world.orchestrator.graphql('query { staffMe { email } }', {}, headers)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists a failed submission by business reason; engineers see it redacted and may not replay', async () => {
    const { workflowId } = await failedCheckout();
    const support = await staff(SUPPORT);
    const engineer = await staff(ENGINEER);
    const item = await waitForIndex(support, workflowId, 'OPEN');
    expect(item).toMatchObject({ category: 'UPSTREAM_UNAVAILABLE', reason: 'UPSTREAM_UNAVAILABLE', state: 'failed.upstreamUnavailable', site: 'de-de', attempt: 1 });
    const filtered = await world.orchestrator.graphql<{ failedSubmissions: { items: { workflowId: string }[] } }>(LIST, { f: { category: 'PAYMENT_DECLINED' } }, support);
    expect(filtered.data?.failedSubmissions.items.map((i) => i.workflowId)).not.toContain(workflowId);

    const full = await world.orchestrator.graphql<{ failedSubmission: Detail }>(DETAIL, { w: workflowId }, support);
    expect(full.errors).toBeUndefined();
    const detail = full.data!.failedSubmission;
    expect(detail.job).toMatchObject({ id: `submit-${workflowId}-1`, state: 'failed', attemptsMade: 1 });
    expect(detail.upstreamError).toMatch(/somethingWentWrong/);
    expect(detail.cart.submitted.lines).toEqual([{ itemId: '10401-01', quantity: 2 }]);
    expect(detail.cart.rows).toEqual([{ itemId: '10401-01', change: 'SAME' }]);
    expect(detail.customerJson).toContain('Muster');
    expect(detail.replay).toEqual({ allowed: true, reason: null });

    const masked = (await world.orchestrator.graphql<{ failedSubmission: Detail }>(DETAIL, { w: workflowId }, engineer)).data!.failedSubmission;
    expect(masked.customerJson).not.toContain('Muster');
    expect(masked.customerJson).not.toContain('Hauptstraße');
    expect(masked.customerJson).toContain('•••');
    expect(masked.replay).toEqual({ allowed: false, reason: 'FORBIDDEN' });

    const refused = await world.orchestrator.graphql(REPLAY, { w: workflowId }, engineer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const preview = await world.orchestrator.graphql('query($w: ID!) { replayPreview(workflowId: $w) { jobId } }', { w: workflowId }, engineer);
    expect(preview.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await world.orchestrator.graphql<{ failedSubmission: Detail }>(DETAIL, { w: workflowId }, support)).data!.failedSubmission.workflow.state).toBe('failed.upstreamUnavailable');
  });

  it('two agents replaying at once after the upstream recovered: one order, two audit entries, the shopper sees it', async () => {
    const { shopper, workflowId } = await failedCheckout();
    const other = await world.startAnother(ENV);
    const agentA = await staff(SUPPORT);
    const agentB = await staff(SUPPORT, other);
    const preview = await world.orchestrator.graphql<{ replayPreview: Record<string, unknown> }>(
      'query($w: ID!) { replayPreview(workflowId: $w) { jobId attempt prediction cart { lines { itemId quantity } } replay { allowed } } }',
      { w: workflowId },
      agentA,
    );
    expect(preview.data?.replayPreview).toEqual({ jobId: `submit-${workflowId}-1`, attempt: 1, prediction: 'WILL_SUBMIT', cart: { lines: [{ itemId: '10401-01', quantity: 2 }] }, replay: { allowed: true } });

    const answers = await Promise.all([world.orchestrator.graphql<{ replaySubmission: { outcome: string } }>(REPLAY, { w: workflowId }, agentA), other.graphql<{ replaySubmission: { outcome: string } }>(REPLAY, { w: workflowId }, agentB)]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const outcomes = answers.map((a) => a.data!.replaySubmission.outcome).sort();
    expect(outcomes).toContain('STARTED');
    expect(outcomes.filter((o) => o === 'STARTED')).toHaveLength(1);

    const done = await shopper.waitFor((c) => c.state === 'confirmed');
    expect(done).toMatchObject({ state: 'confirmed', submissionAttempt: 1, orderId: expect.any(String) });
    expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);

    await waitForIndex(agentA, workflowId, 'RESOLVED');
    // The runner counted the failed submission with the workflow: that is what sends the resolve to the index.
    expect((await world.orchestrator.app.get(CheckoutRunner).load(workflowId))?.meta.failedSubmissions).toBe(1);
    const detail = (await world.orchestrator.graphql<{ failedSubmission: Detail }>(DETAIL, { w: workflowId }, agentA)).data!.failedSubmission;
    expect(detail.audit).toHaveLength(2);
    expect(detail.audit.map((a: { byEmail: string }) => a.byEmail)).toEqual([SUPPORT.email, SUPPORT.email]);
    const history = detail.workflow.history as { type: string; actor: string; state: string }[];
    expect(history.filter((e) => e.type === 'support.replay')).toEqual([{ type: 'support.replay', actor: 'support', state: 'submitting' }]);
    expect(history[history.length - 1]).toMatchObject({ type: 'submit.succeeded', state: 'confirmed' });
    expect(detail.replay).toEqual({ allowed: false, reason: 'ALREADY_CONFIRMED' });
    // A third replay changes nothing.
    expect((await world.orchestrator.graphql<{ replaySubmission: { outcome: string } }>(REPLAY, { w: workflowId }, agentA)).data?.replaySubmission.outcome).toBe('ALREADY_CONFIRMED');
  });

  it('a replay after an answer lost upstream records the existing order instead of submitting again', async () => {
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    // The upstream places the order, then the answer is lost, and no lookup names the order within
    // SUBMIT_ORDER_LOOKUP_MAX_MS: not failed, but orderIdUnknown.
    await world.upstream.fault({ operation: 'SubmitCart', kind: 'http', status: 502, phase: 'after', times: 1 });
    await world.upstream.fault({ operation: 'SubmitCart', kind: 'http', status: 503, times: 100 });
    const submitted = await shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
    expect((await shopper.waitForSettled()).state).toBe('orderIdUnknown');
    expect(await world.upstream.orders(shopper.cartId)).toHaveLength(1);
    await world.upstream.clearFaults();
    const agent = await staff(SUPPORT);
    const preview = await world.orchestrator.graphql<{ replayPreview: { prediction: string } }>('query($w: ID!) { replayPreview(workflowId: $w) { prediction } }', { w: submitted.id }, agent);
    expect(preview.data?.replayPreview.prediction).toBe('WILL_RECORD_EXISTING_ORDER');
    expect((await world.orchestrator.graphql<{ replaySubmission: { outcome: string } }>(REPLAY, { w: submitted.id }, agent)).data?.replaySubmission.outcome).toBe('STARTED');
    const done = await shopper.waitFor((c) => c.state === 'confirmed');
    expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
  });

  it('bulk replay of a filtered selection reports progress per item', async () => {
    const failures = [await failedCheckout(), await failedCheckout()];
    const agent = await staff(SUPPORT);
    for (const f of failures) await waitForIndex(agent, f.workflowId, 'OPEN');
    const started = await world.orchestrator.graphql<{ startBulkReplay: { id: string; total: number } }>(
      'mutation($f: FailedSubmissionFilter) { startBulkReplay(input: { filter: $f }) { id total } }',
      { f: { category: 'UPSTREAM_UNAVAILABLE' } },
      agent,
    );
    expect(started.errors).toBeUndefined();
    const { id, total } = started.data!.startBulkReplay;
    expect(total).toBeGreaterThanOrEqual(2);
    let progress: { done: number; total: number; finishedAt: string | null; items: { workflowId: string; outcome: string | null; state: string | null }[] } | undefined;
    for (let i = 0; i < 100 && !progress?.finishedAt; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      progress = (await world.orchestrator.graphql<{ bulkReplay: typeof progress }>('query($id: ID!) { bulkReplay(id: $id) { done total finishedAt items { workflowId outcome state } } }', { id }, agent)).data!.bulkReplay;
    }
    expect(progress).toMatchObject({ done: total, total });
    for (const f of failures) {
      expect(progress!.items.find((i) => i.workflowId === f.workflowId)).toMatchObject({ outcome: 'STARTED', state: expect.stringMatching(/^(submitting|confirmed)$/) });
      expect(await f.shopper.waitFor((c) => c.state === 'confirmed')).toMatchObject({ state: 'confirmed' });
    }
    const engineer = await staff(ENGINEER);
    expect((await world.orchestrator.graphql('mutation { startBulkReplay(input: {}) { id } }', {}, engineer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }, 60_000);

  it('shows the queues read-only on bull-board to support staff only', async () => {
    const board = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${world.orchestrator.url}/support/queues${path}`, { method, headers });
    expect((await board('/api/queues')).status).toBe(401);
    expect((await board('/api/queues', { 'X-iSHOP-API-USERID': 'someone', 'X-JWT': 'x' })).status).toBe(401);
    expect((await board('/api/queues', await staff(ENGINEER))).status).toBe(403);
    const support = await staff(SUPPORT);
    const page = await board('', support);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Tafel · Warteschlangen');
    const answer = await board('/api/queues', support);
    expect(answer.status).toBe(200);
    const { queues } = (await answer.json()) as { queues: { name: string; readOnlyMode: boolean }[] };
    expect(queues.map((q) => q.name).sort()).toEqual(['order-submit', 'spedition-fields', 'support-bulk-replay']);
    expect(queues.every((q) => q.readOnlyMode)).toBe(true);
    // Read-only: no retries through the board (replays go through the console, audited).
    expect((await board('/api/queues/order-submit/retry/failed', support, 'PUT')).status).toBe(405);
  });

  it('serves the machine graph and a live workflow with its history', async () => {
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    const engineer = await staff(ENGINEER);
    const machines = await world.orchestrator.graphql<{ machines: { name: string; states: { id: string }[]; transitions: { event: string; guard: string | null }[] }[] }>(
      'query { machines { name version states { id parent type } transitions { source target event guard } } }',
      {},
      engineer,
    );
    const checkout = machines.data!.machines.find((m) => m.name === 'checkout')!;
    expect(checkout.states.map((s) => s.id)).toEqual(expect.arrayContaining(['active.summary', 'submitting', 'failed.upstreamUnavailable', 'confirmed']));
    expect(checkout.transitions).toContainEqual(expect.objectContaining({ event: 'support.replay', guard: 'replayable' }));
    const workflow = await world.orchestrator.graphql<{ supportWorkflow: { state: string; history: { type: string; state: string }[] } }>(
      'query($id: ID!) { supportWorkflow(id: $id) { state history { type state } } }',
      { id: shopper.cartId },
      engineer,
    );
    expect(workflow.data?.supportWorkflow.state).toBe('active.summary');
    expect(workflow.data?.supportWorkflow.history.map((e) => e.type)).toEqual(expect.arrayContaining(['checkout.started', 'login.chooseOption', 'shipping.save', 'payment.select']));
  });
});
