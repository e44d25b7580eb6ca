import { hashPassword } from '../src/support/auth/password.js';
import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { testRedisUrl } from './support/redis.js';
import { failedCheckout, staffHeaders, SUPPORT } from './support/staff.js';
import { startWorker, type TestWorker } from './support/worker.js';
import { startWorld, type World } from './support/world.js';

// The API runs without workers; bulk replays (and submissions) run in worker processes that come
// and go. One attempt per submit job, so one injected 503 ends a submission failed.
const ENV = { ORCHESTRATOR_WORKERS: '0', UPSTREAM_TIMEOUT_MS: '1000', JOB_BACKOFF_MS: '100', SUBMIT_JOB_ATTEMPTS: '1', JOB_LOCK_MS: '2000' };
const START = 'mutation($f: FailedSubmissionFilter) { startBulkReplay(input: { filter: $f }) { id total done finishedAt } }';
const PROGRESS = 'query($id: ID!) { bulkReplay(id: $id) { done total finishedAt items { workflowId outcome } } }';

interface Progress {
  done: number;
  total: number;
  finishedAt: string | null;
  items: { workflowId: string; outcome: string | null }[];
}

describe('bulk replay is a queued job: it survives the process that started it', () => {
  let world: World;
  let workerEnv: Record<string, string>;
  const workers: TestWorker[] = [];

  beforeAll(async () => {
    world = await startWorld('support-bulk', ENV);
    workerEnv = { ...ENV, REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: world.keyspace.prefix, UPSTREAM_URL: world.upstream.url };
  });
  afterAll(async () => {
    try {
      await Promise.allSettled(workers.map((w) => w.kill()));
    } finally {
      await world.close();
    }
  });
  afterEach(async () => {
    // Each test decides which workers run: none is left over for the next.
    await Promise.allSettled(workers.splice(0).map((w) => w.stop()));
    await world.upstream.clearFaults();
  });

  const worker = async (env: Record<string, string> = {}): Promise<TestWorker> => {
    const started = await startWorker({ ...workerEnv, ...env });
    workers.push(started);
    return started;
  };
  const progress = async (headers: Record<string, string>, id: string): Promise<Progress> => (await world.orchestrator.graphql<{ bulkReplay: Progress }>(PROGRESS, { id }, headers)).data!.bulkReplay;
  const finished = async (headers: Record<string, string>, id: string): Promise<Progress> => {
    for (let i = 0; i < 150; i += 1) {
      const now = await progress(headers, id);
      if (now.finishedAt) return now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`bulk replay ${id} did not finish`);
  };
  /** Two failed submissions, made while a worker runs, then that worker stops. */
  const twoFailures = async (): Promise<string[]> => {
    const submitting = await worker();
    try {
      return [(await failedCheckout(world.orchestrator, world.upstream)).workflowId, (await failedCheckout(world.orchestrator, world.upstream)).workflowId];
    } finally {
      await submitting.stop();
    }
  };
  const startBulk = async (headers: Record<string, string>, workflowIds: string[]): Promise<string> => {
    // Wait until both failures are indexed, then replay exactly those (filter by their shop and state).
    for (let i = 0; i < 100; i += 1) {
      const list = await world.orchestrator.graphql<{ failedSubmissions: { items: { workflowId: string; status: string }[] } }>('query { failedSubmissions(filter: { status: OPEN }) { items { workflowId status } } }', {}, headers);
      if (workflowIds.every((id) => list.data?.failedSubmissions.items.some((item) => item.workflowId === id))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const started = await world.orchestrator.graphql<{ startBulkReplay: { id: string; total: number; done: number; finishedAt: string | null } }>(START, { f: { category: 'UPSTREAM_UNAVAILABLE' } }, headers);
    expect(started.errors).toBeUndefined();
    expect(started.data!.startBulkReplay).toMatchObject({ total: workflowIds.length, done: 0, finishedAt: null });
    return started.data!.startBulkReplay.id;
  };

  it('waits while no worker runs, then a worker started later replays every item: one order each', async () => {
    const workflowIds = await twoFailures();
    const agent = await staffHeaders(world.orchestrator, SUPPORT);
    const id = await startBulk(agent, workflowIds);

    // Nobody runs it yet: the run is in Redis, not in the memory of the process that started it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await progress(agent, id)).toMatchObject({ done: 0, finishedAt: null });

    await worker();
    const done = await finished(agent, id);
    expect(done.items.map((item) => item.outcome)).toEqual(['STARTED', 'STARTED']);
    for (const workflowId of workflowIds) {
      const { cartId, state } = await waitForState(workflowId, 'confirmed');
      expect(state).toBe('confirmed');
      expect(await world.upstream.orders(cartId)).toHaveLength(1);
    }
  }, 90_000);

  it("checks the author again when the job runs: an account demoted meanwhile gets its items refused", async () => {
    const workflowIds = await twoFailures();
    const agent = await staffHeaders(world.orchestrator, SUPPORT);
    const id = await startBulk(agent, workflowIds);
    // This worker's configuration has the author as an engineer (read-only) now.
    const demoted = [{ email: SUPPORT.email, name: 'Sabine Support', role: 'engineer', passwordHash: await hashPassword('a long enough password') }];
    await worker({ SUPPORT_ACCOUNTS: JSON.stringify(demoted) });
    const done = await finished(agent, id);
    expect(done.items.map((item) => item.outcome)).toEqual(['REFUSED', 'REFUSED']);
    for (const workflowId of workflowIds) expect((await stored(workflowId))?.value).toEqual({ failed: 'upstreamUnavailable' });
  }, 90_000);

  /** A workflow's snapshot, read straight from its Redis record (no shopper session needed). */
  async function stored(workflowId: string): Promise<{ value: unknown; context: { cartId: string } } | undefined> {
    return (await new WorkflowStore(world.keyspace.redis, world.keyspace.prefix).load(workflowId))?.snapshot as { value: unknown; context: { cartId: string } } | undefined;
  }

  async function waitForState(workflowId: string, state: string): Promise<{ cartId: string; state: string }> {
    for (let i = 0; i < 150; i += 1) {
      const snapshot = await stored(workflowId);
      if (snapshot?.value === state) return { cartId: snapshot.context.cartId, state };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${workflowId} did not reach ${state}`);
  }
});
