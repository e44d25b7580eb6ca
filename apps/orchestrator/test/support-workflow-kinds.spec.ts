import { createMachine, fromPromise } from 'xstate';
import type { Redis } from 'ioredis';
import { REDIS } from '../src/redis/redis.module.js';
import { WorkflowRegistry, WorkflowRunner, WorkflowStoreService, type WorkflowDefinition } from '../src/workflow/index.js';
import { guestAtSummary, newShopper } from './support/checkout.js';
import { ENGINEER, INTERNAL_SECRET as INTERNAL_API_SECRET, staffHeaders, SUPPORT } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

// A second workflow kind, registered the way a feature module registers one (the registry at
// start-up), with no support code of its own: the console must list, draw and load it anyway.
const toyMachine = createMachine({
  types: {} as { context: { orderId: string; email: string }; input: { orderId: string; email: string }; events: { type: 'approve' } | { type: 'refund' } },
  id: 'toyReturn',
  context: ({ input }) => ({ ...input }),
  initial: 'requested',
  states: {
    requested: { on: { approve: 'approved' } },
    approved: { on: { refund: 'refunding' } },
    refunding: { invoke: { id: 'refundPayment', src: 'refundPayment', onDone: 'closed' } },
    closed: { type: 'final' },
  },
});
type ToyMeta = Record<string, string>;
const toy: WorkflowDefinition<typeof toyMachine, ToyMeta, unknown> = {
  kind: 'toy-return',
  title: 'Toy return',
  machine: toyMachine,
  hostMachine: toyMachine.provide({ actors: { refundPayment: fromPromise(async () => ({})) } }),
  version: 1,
  ttlMs: 60 * 60 * 1000,
  whyNot: (snapshot, event) => (snapshot.can(event as never) ? null : 'NOT_IN_THIS_STATE'),
  readMeta: (stored) => ({ ...stored }),
  writeMeta: (meta) => meta,
  access: () => true,
  domainEvents: () => [],
  jobs: {},
  requestedJobs: () => [],
  hostActors: { refundPayment: 'refunds the payment upstream' },
};

const MACHINES = `query { machines { kind name title version regions hostActors { name description } states { id invokes } transitions { source target event } } }`;
const WORKFLOW = `query($k: String!, $id: ID!) { workflow(kind: $k, id: $id) {
  id kind machineVersion state version updatedAt contextJson metaJson
  history { type command actor state version }
  pendingJobs { key job jobId version dataJson }
  chart { kind title states { id } } } }`;
interface WorkflowAnswer {
  workflow: {
    id: string;
    kind: string;
    machineVersion: number;
    state: string;
    version: number;
    contextJson: string;
    metaJson: string;
    history: { type: string; command: string; actor: string; state: string; version: number }[];
    pendingJobs: unknown[];
    chart: { kind: string; title: string; states: { id: string }[] };
  } | null;
}

describe('support console: every registered workflow kind (real Redis)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('support-kinds', { INTERNAL_API_SECRET });
    world.orchestrator.app.get(WorkflowRegistry).register(toy);
    const runner = world.orchestrator.app.get(WorkflowRunner);
    const started = await runner.run(toy, 'rt-1', {
      name: 'RequestReturn',
      actor: 'shopper',
      principal: {},
      plan: () => [{ type: 'approve' }],
      create: { input: { orderId: 'o-1', email: 'jane.doe@example.com' }, meta: { site: 'de-de' } },
    });
    if (started.kind !== 'saved') throw new Error(`toy workflow not saved: ${started.kind}`);
  });
  afterAll(() => world.close());

  it('lists and draws the toy kind beside the checkout, from the registry', async () => {
    const answer = await world.orchestrator.graphql<{ machines: { kind: string; name: string; title: string; version: number; regions: string[]; hostActors: { name: string }[]; states: { id: string; invokes: string[] }[]; transitions: { event: string }[] }[] }>(
      MACHINES,
      {},
      await staffHeaders(world.orchestrator, ENGINEER),
    );
    expect(answer.errors).toBeUndefined();
    const machines = answer.data!.machines;
    // The returns and the lightning reservations register their kinds too; the order is the modules' start-up order.
    expect(machines.map((m) => m.kind).sort()).toEqual(['checkout', 'lightning', 'returns', 'toy-return']);
    const drawn = machines.find((m) => m.kind === 'toy-return')!;
    expect(drawn).toMatchObject({ kind: 'toy-return', name: 'toy-return', title: 'Toy return', version: 1, regions: [], hostActors: [{ name: 'refundPayment', description: 'refunds the payment upstream' }] });
    expect(drawn.states).toEqual(expect.arrayContaining([{ id: 'refunding', invokes: ['refundPayment'] }, { id: 'closed', invokes: [] }]));
    expect(drawn.transitions.map((t) => t.event).sort()).toEqual(['approve', 'done: refundPayment', 'refund']);
    // The checkout keeps its chart and host actors.
    expect(machines.find((m) => m.kind === 'returns')).toMatchObject({ title: 'Retoure', regions: ['flow', 'uploads'] });
    expect(machines.find((m) => m.kind === 'checkout')).toMatchObject({ title: 'Checkout', regions: [], hostActors: expect.arrayContaining([expect.objectContaining({ name: 'submitOrder' })]) });
  });

  it('loads a toy workflow through the generic query: state, history, context masked for engineers', async () => {
    const engineer = await world.orchestrator.graphql<WorkflowAnswer>(WORKFLOW, { k: 'toy-return', id: 'rt-1' }, await staffHeaders(world.orchestrator, ENGINEER));
    expect(engineer.errors).toBeUndefined();
    const workflow = engineer.data!.workflow!;
    expect(workflow).toMatchObject({ id: 'rt-1', kind: 'toy-return', machineVersion: 1, state: 'approved', version: 1, pendingJobs: [] });
    expect(workflow.history).toEqual([
      { type: 'toy-return.started', command: 'RequestReturn', actor: 'shopper', state: 'requested', version: 1 },
      { type: 'approve', command: 'RequestReturn', actor: 'shopper', state: 'approved', version: 1 },
    ]);
    expect(JSON.parse(workflow.contextJson)).toEqual({ orderId: 'o-1', email: '•••' });
    expect(JSON.parse(workflow.metaJson)).toEqual({ site: 'de-de' });
    expect(workflow.chart).toMatchObject({ kind: 'toy-return', title: 'Toy return' });
    expect(workflow.chart.states.map((s) => s.id)).toEqual(['requested', 'approved', 'refunding', 'closed']);

    const support = await world.orchestrator.graphql<WorkflowAnswer>(WORKFLOW, { k: 'toy-return', id: 'rt-1' }, await staffHeaders(world.orchestrator, SUPPORT));
    expect(JSON.parse(support.data!.workflow!.contextJson)).toEqual({ orderId: 'o-1', email: 'jane.doe@example.com' });
  });

  it('shows the outbox entries a save left for the relay', async () => {
    // Written as a process killed between its save and the enqueue leaves it; removed again before
    // the relay's next sweep (a minute after start) could take it.
    const redis = world.orchestrator.app.get<symbol, Redis>(REDIS);
    const outbox = world.orchestrator.app.get(WorkflowStoreService).keys('rt-1').outbox;
    const entry = { kind: 'toy-return', job: 'refund', jobId: 'toy-return-rt-1-v1-refund', data: { orderId: 'o-1', email: 'jane.doe@example.com' } };
    await redis.hset(outbox, '1:refund', JSON.stringify(entry));
    try {
      const answer = await world.orchestrator.graphql<WorkflowAnswer>(WORKFLOW, { k: 'toy-return', id: 'rt-1' }, await staffHeaders(world.orchestrator, ENGINEER));
      expect(answer.data!.workflow!.pendingJobs).toEqual([{ key: '1:refund', job: 'refund', jobId: 'toy-return-rt-1-v1-refund', version: 1, dataJson: '{"orderId":"o-1","email":"•••"}' }]);
    } finally {
      await redis.hdel(outbox, '1:refund');
    }
  });

  it('loads a checkout through the same query; a workflow of another kind or none is null', async () => {
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    const engineer = await staffHeaders(world.orchestrator, ENGINEER);
    const checkoutId = `co-${shopper.cartId}`;
    const checkout = await world.orchestrator.graphql<WorkflowAnswer>(WORKFLOW, { k: 'checkout', id: checkoutId }, engineer);
    expect(checkout.errors).toBeUndefined();
    expect(checkout.data!.workflow).toMatchObject({ id: checkoutId, kind: 'checkout', state: 'active.summary', chart: { kind: 'checkout', title: 'Checkout' } });
    expect(checkout.data!.workflow!.history.map((e) => e.type)).toEqual(expect.arrayContaining(['checkout.started', 'shipping.save', 'payment.select']));
    // The old checkout field answers the same workflow (it also finds it by cart id).
    const alias = await world.orchestrator.graphql<{ supportWorkflow: { id: string; state: string } }>('query($id: ID!) { supportWorkflow(id: $id) { id state } }', { id: shopper.cartId }, engineer);
    expect(alias.data?.supportWorkflow).toEqual({ id: checkoutId, state: 'active.summary' });

    for (const [kind, id] of [['toy-return', checkoutId], ['checkout', 'rt-1'], ['toy-return', 'rt-missing']]) {
      const answer = await world.orchestrator.graphql<WorkflowAnswer>(WORKFLOW, { k: kind, id }, engineer);
      expect([kind, id, answer.errors, answer.data?.workflow]).toEqual([kind, id, undefined, null]);
    }
  });

  it('refuses a kind that is not registered and an id the store cannot hold with BAD_USER_INPUT; strangers get UNAUTHENTICATED', async () => {
    const engineer = await staffHeaders(world.orchestrator, ENGINEER);
    const unknown = await world.orchestrator.graphql<WorkflowAnswer>(WORKFLOW, { k: 'wishlist', id: 'rt-1' }, engineer);
    expect(unknown.data?.workflow ?? null).toBeNull();
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toMatch(/checkout.*toy-return|toy-return.*checkout/);
    const badId = await world.orchestrator.graphql<WorkflowAnswer>(WORKFLOW, { k: 'toy-return', id: 'rt-{1}' }, engineer);
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Without a staff session nothing is read and no kind is named.
    for (const kind of ['toy-return', 'lightning']) {
      const stranger = await world.orchestrator.graphql<WorkflowAnswer>(WORKFLOW, { k: kind, id: 'rt-1' }, {});
      expect([stranger.data?.workflow ?? null, stranger.errors?.[0]?.extensions?.code]).toEqual([null, 'UNAUTHENTICATED']);
    }
  });
});
