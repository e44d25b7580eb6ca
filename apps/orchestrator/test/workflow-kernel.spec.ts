import { jest } from '@jest/globals';
import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule, EventBus, type IEvent } from '@nestjs/cqrs';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { loadConfig } from '../src/config/config.js';
import { ConfigModule } from '../src/config/config.module.js';
import { JobQueues } from '../src/queues/index.js';
import { connectRedis } from '../src/redis/redis-connection.js';
import { RedisModule } from '../src/redis/redis.module.js';
import {
  defaultJobId,
  OutboxRelay,
  requireHostInput,
  workflowKeys,
  WorkflowModule,
  WorkflowRegistry,
  WorkflowRunner,
  type OutboxEntryInput,
  type WorkflowCommand,
  type WorkflowDefinition,
} from '../src/workflow/index.js';
import { testKeyspace, testQueue, testRedisEnv } from './support/redis.js';
import type { RedisClient } from '../src/redis/redis-client.js';

// A second workflow kind, made here: nothing of the checkout is loaded, registered or imported.

interface ToyHost {
  token: string;
  work(label: string, token: string): Promise<string>;
}

const toyMachine = setup({
  types: {
    context: {} as { label: string; result: string | null; notes: number },
    events: {} as { type: 'go' } | { type: 'note' } | { type: 'done'; signedOff: boolean },
    input: {} as { label: string },
  },
  actors: {
    // The lib's placeholder; the host provides the real one once (hostMachine).
    work: fromPromise<string, { label: string; host?: unknown }>(async () => {
      throw new Error('work is provided by the host');
    }),
  },
  guards: { signedOff: ({ event }) => event.type === 'done' && event.signedOff },
}).createMachine({
  id: 'toy',
  initial: 'idle',
  context: ({ input }) => ({ label: input.label, result: null, notes: 0 }),
  states: {
    idle: { on: { go: 'working' } },
    working: {
      invoke: {
        id: 'work',
        src: 'work',
        // The event that entered the state carries the command's host input.
        input: ({ context, event }) => ({ label: context.label, host: (event as { host?: unknown }).host }),
        onDone: { target: 'worked', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ result: ({ event }) => `failed: ${(event.error as Error).message}` }) },
      },
    },
    worked: {
      on: {
        note: { actions: assign({ notes: ({ context }) => context.notes + 1 }) },
        done: { guard: 'signedOff', target: 'finished' },
      },
    },
    finished: { type: 'final' },
  },
});
type ToySnapshot = SnapshotFrom<typeof toyMachine>;
interface ToyMeta {
  owner: string;
}
interface ToyPrincipal {
  user: string;
}

class ToyFinished implements IEvent {
  constructor(
    readonly workflowId: string,
    readonly version: number,
  ) {}
}

/** What the host actor saw, per call. */
const hostCalls: { label: string; token: string }[] = [];

const toy: WorkflowDefinition<typeof toyMachine, ToyMeta, ToyPrincipal> = {
  kind: 'toy-task',
  title: 'Toy task',
  machine: toyMachine,
  hostMachine: toyMachine.provide({
    actors: {
      work: fromPromise<string, { label: string; host?: unknown }>(async ({ input }) => {
        const host = requireHostInput<ToyHost>(input, 'work');
        return host.work(input.label, host.token);
      }),
    },
  }),
  version: 1,
  ttlMs: 10 * 60_000,
  whyNot(snapshot: ToySnapshot, event) {
    if (snapshot.can(event as never)) return null;
    if (event.type === 'done' && snapshot.matches('worked')) return 'NOT_SIGNED_OFF';
    return 'NOT_NOW';
  },
  readMeta(stored, workflowId) {
    if (!stored.owner) throw new Error(`toy ${workflowId} has no owner`);
    return { owner: stored.owner };
  },
  writeMeta: (meta) => ({ owner: meta.owner }),
  access: (record, principal) => record.meta.owner === principal.user,
  domainEvents: ({ after, accepted }) => (accepted.some((e) => e.type === 'done') ? [new ToyFinished(after.id, after.version)] : []),
  jobs: { notify: { queue: 'toy-notify', name: 'notify', options: () => ({ attempts: 2, removeOnComplete: false }) } },
  requestedJobs: ({ before, after }) =>
    after.snapshot.matches('finished') && !before?.snapshot.matches('finished') ? [{ job: 'notify', data: { workflowId: after.id, result: after.snapshot.context.result } }] : [],
  hostActors: { work: 'does the work with the caller token' },
};

/** The toy's feature module: registers its kind at start-up, as a feature does. */
@Injectable()
class ToyWorkflow implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}
  onModuleInit(): void {
    this.registry.register(toy);
  }
}
@Module({ providers: [ToyWorkflow] })
class ToyModule {}

const SECRET = 'tok-secret-7f3a9c';
const host: ToyHost = {
  token: SECRET,
  async work(label, token) {
    hostCalls.push({ label, token });
    return `worked on ${label}`;
  },
};

const keyspace = testKeyspace('workflow-kernel');
const { prefix, redis: inspect } = keyspace;
let moduleRef: TestingModule;
let runner: WorkflowRunner;
let relay: OutboxRelay;
let jobQueues: JobQueues;
let appRedis: RedisClient;
let notifyQueue: Queue;
const published: IEvent[] = [];

beforeAll(async () => {
  const config = loadConfig({ ...testRedisEnv(), REDIS_KEY_PREFIX: prefix, NODE_ENV: 'test', LOG_LEVEL: 'error' });
  appRedis = await connectRedis(config, 5000);
  moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), RedisModule.forRoot(appRedis, config.redisKeyPrefix), CqrsModule.forRoot(), WorkflowModule, ToyModule],
  }).compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  runner = moduleRef.get(WorkflowRunner);
  relay = moduleRef.get(OutboxRelay);
  jobQueues = moduleRef.get(JobQueues);
  moduleRef.get(EventBus).subscribe((event) => published.push(event));
  notifyQueue = testQueue('toy-notify', prefix);
});

afterAll(async () => {
  await notifyQueue?.close();
  await moduleRef?.close();
  await keyspace.cleanUp();
});

afterEach(() => jest.restoreAllMocks());

let ids = 0;
const newId = (): string => `toy:${process.pid}:${(ids += 1)}`;
const owner = { user: 'u-1' };

const command = (name: string, events: ToyEvent[], extra: Partial<WorkflowCommand<typeof toy>> = {}): WorkflowCommand<typeof toy> => ({
  name,
  actor: 'shopper',
  principal: owner,
  plan: () => events,
  ...extra,
});
type ToyEvent = { type: 'go' } | { type: 'note' } | { type: 'done'; signedOff: boolean };

/** Everything stored of a workflow (state hash, history stream, outbox), as Redis holds it. */
async function raw(id: string): Promise<{ state: Record<string, string>; events: [string, string[]][]; outbox: Record<string, string> }> {
  const keys = workflowKeys(prefix, id);
  return { state: await inspect.hgetall(keys.state), events: await inspect.xrange(keys.events, '-', '+'), outbox: await inspect.hgetall(keys.outbox) };
}

/** A toy created and taken to 'worked' (version 2), ready for 'done'. */
async function workedToy(id: string): Promise<void> {
  const created = await runner.run(toy, id, command('StartToy', [], { create: { input: { label: id }, meta: { owner: owner.user } } }));
  expect(created).toMatchObject({ kind: 'saved', created: true, record: { version: 1 } });
  const worked = await runner.run(toy, id, command('GoToy', [{ type: 'go' }], { host }));
  expect(worked).toMatchObject({ kind: 'saved', record: { version: 2 } });
}

/** The Redis commands the app's connection sends while `run` runs (the spy calls through). */
async function commandsOf<T>(run: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  const spy = jest.spyOn(appRedis, 'sendCommand');
  try {
    const result = await run();
    return { result, sent: spy.mock.calls.map(([command]) => command.name) };
  } finally {
    spy.mockRestore();
  }
}

/** Every value under a workflow's keys, as text. */
async function everythingStored(id: string): Promise<string> {
  const texts: string[] = [];
  for (const key of await keyspace.keys(`${workflowKeys(prefix, id).base}*`)) {
    const type = await inspect.type(key);
    if (type === 'hash') texts.push(JSON.stringify(await inspect.hgetall(key)));
    else if (type === 'stream') texts.push(JSON.stringify(await inspect.xrange(key, '-', '+')));
    else if (type === 'string') texts.push(String(await inspect.get(key)));
    else throw new Error(`unexpected ${type} at ${key}`);
  }
  return texts.join('\n');
}

describe('the workflow kernel with a second kind (real Redis)', () => {
  it('runs a kind the test registers, with nothing of the checkout', async () => {
    expect(moduleRef.get(WorkflowRegistry).all().map((d) => d.kind)).toEqual(['toy-task']);
    const id = newId();
    await workedToy(id);
    const done = await runner.run(toy, id, command('FinishToy', [{ type: 'done', signedOff: true }]));
    expect(done).toMatchObject({ kind: 'saved', created: false, record: { version: 3 } });
    if (done.kind !== 'saved') throw new Error('not saved');
    expect(done.record.snapshot.value).toBe('finished');
    expect(done.record.snapshot.context).toEqual({ label: id, result: `worked on ${id}`, notes: 0 });
    expect(done.actors).toEqual({});
    expect(published).toContainEqual(new ToyFinished(id, 3));

    const reloaded = await runner.load(toy, id);
    expect(reloaded).toMatchObject({ kind: 'toy-task', version: 3, meta: { owner: 'u-1' } });
    const { state, events } = await raw(id);
    expect(state).toMatchObject({ machine: 'toy-task', machineVersion: '1', version: '3', 'meta:owner': 'u-1' });
    const types = events.map(([, fields]) => fields[fields.indexOf('type') + 1]);
    expect(types).toEqual(['toy-task.started', 'go', 'done']);
  });

  it('loads a workflow once per command: one write script with the record given, HGETALL + script without', async () => {
    const id = newId();
    await workedToy(id);
    // With the record the caller loaded a moment ago: only the compare-and-set script.
    const loaded = await runner.load(toy, id);
    expect(loaded?.version).toBe(2);
    const withLoaded = await commandsOf(() => runner.run(toy, id, command('NoteToy', [{ type: 'note' }], { loaded: loaded! })));
    expect(withLoaded.result).toMatchObject({ kind: 'saved', record: { version: 3 } });
    expect(withLoaded.sent).toEqual(['evalsha']);
    // Without: one read, then the script.
    const without = await commandsOf(() => runner.run(toy, id, command('NoteToy', [{ type: 'note' }])));
    expect(without.result).toMatchObject({ kind: 'saved', record: { version: 4 } });
    expect(without.sent).toEqual(['hgetall', 'evalsha']);
  });

  it('answers notFound to a principal the access policy refuses, and writes nothing', async () => {
    const id = newId();
    await workedToy(id);
    const before = await raw(id);
    const loaded = await runner.load(toy, id);
    for (const extra of [{}, { loaded: loaded! }]) {
      const outcome = await runner.run(toy, id, command('GoToy', [{ type: 'note' }], { principal: { user: 'intruder' }, host, ...extra }));
      expect(outcome).toEqual({ kind: 'notFound' });
    }
    expect(await raw(id)).toEqual(before);
  });

  it("answers the guard's reason as refused, and writes nothing", async () => {
    const id = newId();
    await workedToy(id);
    const before = await raw(id);
    const outcome = await runner.run(toy, id, command('FinishToy', [{ type: 'done', signedOff: false }]));
    expect(outcome).toMatchObject({ kind: 'refused', reason: 'NOT_SIGNED_OFF', event: { type: 'done', signedOff: false }, record: { version: 2 } });
    // A refusal after an accepted event drops that event too: the command is all or nothing.
    const later = await runner.run(toy, id, command('NoteThenFinish', [{ type: 'note' }, { type: 'done', signedOff: false }]));
    expect(later).toMatchObject({ kind: 'refused', reason: 'NOT_SIGNED_OFF' });
    const wrongState = await runner.run(toy, id, command('GoAgain', [{ type: 'go' }], { host }));
    expect(wrongState).toMatchObject({ kind: 'refused', reason: 'NOT_NOW' });
    expect(await raw(id)).toEqual(before);
  });

  it('hands the host input to the host actor and never stores it', async () => {
    const id = newId();
    hostCalls.length = 0;
    await workedToy(id);
    expect(hostCalls).toEqual([{ label: id, token: SECRET }]);
    // Without its command's input the host actor fails (requireHostInput) instead of guessing.
    const other = newId();
    await runner.run(toy, other, command('StartToy', [], { create: { input: { label: other }, meta: { owner: owner.user } } }));
    const noHost = await runner.run(toy, other, command('GoToy', [{ type: 'go' }]));
    expect(noHost).toMatchObject({ kind: 'saved', actors: { work: { error: expect.objectContaining({ message: "host actor 'work' was started without its command's input" }) } } });
    expect(noHost.kind === 'saved' && noHost.record.snapshot.value).toBe('idle');

    const stored = await everythingStored(id);
    expect(stored).toContain(`worked on ${id}`);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain('"host"');
  });

  describe('the outbox', () => {
    it('writes the requested job with the save, enqueues it after the save with its deterministic id, and empties the outbox', async () => {
      const id = newId();
      await workedToy(id);
      const keys = workflowKeys(prefix, id);
      const seenAtEnqueue: { version: string | null; outbox: Record<string, string> }[] = [];
      const add = jobQueues.add.bind(jobQueues);
      const spy = jest.spyOn(jobQueues, 'add').mockImplementation(async (...args) => {
        seenAtEnqueue.push({ version: await inspect.hget(keys.state, 'version'), outbox: await inspect.hgetall(keys.outbox) });
        return add(...args);
      });
      const done = await runner.run(toy, id, command('FinishToy', [{ type: 'done', signedOff: true }]));
      expect(done).toMatchObject({ kind: 'saved', record: { version: 3 } });

      const jobId = defaultJobId('toy-task', id, 3, 'notify');
      expect(jobId).toBe(`toy-task-${id.replaceAll(':', '.')}-v3-notify`);
      // At the enqueue the save had committed, the entry with it.
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy).toHaveBeenCalledWith('toy-notify', 'notify', { workflowId: id, result: `worked on ${id}` }, expect.objectContaining({ jobId, attempts: 2 }));
      expect(seenAtEnqueue).toHaveLength(1);
      expect(seenAtEnqueue[0]!.version).toBe('3');
      expect(Object.keys(seenAtEnqueue[0]!.outbox)).toEqual(['3:notify']);
      expect(JSON.parse(seenAtEnqueue[0]!.outbox['3:notify']!)).toEqual({ kind: 'toy-task', job: 'notify', jobId, data: { workflowId: id, result: `worked on ${id}` }, savedAt: expect.any(Number) });

      const job = await notifyQueue.getJob(jobId);
      expect(job).toMatchObject({ id: jobId, name: 'notify', data: { workflowId: id, result: `worked on ${id}` } });
      expect(await inspect.exists(keys.outbox)).toBe(0);

      // The same entries relayed again (a second process, a retry): still one job.
      const entries: OutboxEntryInput[] = Object.entries(seenAtEnqueue[0]!.outbox).map(([key, value]) => ({ key, value }));
      await relay.relay(id, entries);
      // A sweep finds nothing of this workflow left to relay. (Its count covers the whole key
      // prefix: on the CI cluster an earlier test's outbox, still on its background retry, was
      // relayed by this sweep too.)
      await relay.sweep();
      const jobs = await notifyQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
      expect(jobs.filter((j) => j.data.workflowId === id).map((j) => j.id)).toEqual([jobId]);
      expect(await inspect.exists(keys.outbox)).toBe(0);
    });

    it('writes no entry and enqueues nothing for a save that loses the version race', async () => {
      const id = newId();
      await workedToy(id);
      const stale = await runner.load(toy, id);
      // Another command wins: version 3.
      expect(await runner.run(toy, id, command('NoteToy', [{ type: 'note' }]))).toMatchObject({ kind: 'saved', record: { version: 3 } });
      const before = await raw(id);
      const add = jest.spyOn(jobQueues, 'add');

      const lost = await runner.run(toy, id, command('FinishToy', [{ type: 'done', signedOff: true }], { loaded: stale!, attempts: 1 }));
      expect(lost).toMatchObject({ kind: 'conflict', error: { expectedVersion: 2, currentVersion: 3 } });
      expect(await raw(id)).toEqual(before);
      expect(before.outbox).toEqual({});
      expect(add).not.toHaveBeenCalled();
      expect(await notifyQueue.getJob(defaultJobId('toy-task', id, 3, 'notify'))).toBeUndefined();

      // Retried (the default), the command reloads and its own save asks for the job once.
      const retried = await runner.run(toy, id, command('FinishToy', [{ type: 'done', signedOff: true }], { loaded: stale! }));
      expect(retried).toMatchObject({ kind: 'saved', record: { version: 4 } });
      expect(add).toHaveBeenCalledTimes(1);
      expect(await notifyQueue.getJob(defaultJobId('toy-task', id, 4, 'notify'))).toBeDefined();
      expect(await notifyQueue.getJob(defaultJobId('toy-task', id, 3, 'notify'))).toBeUndefined();
    });

    it('keeps the entry when the queue add fails, and a later sweep enqueues it', async () => {
      const id = newId();
      await workedToy(id);
      const keys = workflowKeys(prefix, id);
      const jobId = defaultJobId('toy-task', id, 3, 'notify');
      jest.spyOn(jobQueues, 'add').mockRejectedValueOnce(new Error('queue away'));

      const done = await runner.run(toy, id, command('FinishToy', [{ type: 'done', signedOff: true }]));
      // The save stands: the job is owed, not lost.
      expect(done).toMatchObject({ kind: 'saved', record: { version: 3 } });
      expect(Object.keys(await inspect.hgetall(keys.outbox))).toEqual(['3:notify']);
      expect(await notifyQueue.getJob(jobId)).toBeUndefined();

      // The periodic sweep leaves a young entry to its own process's retry; at a start every entry counts.
      expect(await relay.sweep()).toBe(0);
      expect(await relay.sweep(0)).toBe(1);
      expect(await notifyQueue.getJob(jobId)).toMatchObject({ id: jobId, data: { workflowId: id } });
      expect(await inspect.exists(keys.outbox)).toBe(0);
      // The relay's own retry (500 ms later) finds the job there: still one.
      await new Promise((resolve) => setTimeout(resolve, 800));
      const jobs = await notifyQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
      expect(jobs.filter((j) => j.data.workflowId === id).map((j) => j.id)).toEqual([jobId]);
      expect(await inspect.exists(keys.outbox)).toBe(0);
    });

    it('does not hang a command on a queue that does not answer: the entry stays for the retry', async () => {
      const id = newId();
      await workedToy(id);
      const keys = workflowKeys(prefix, id);
      // BullMQ's connections wait for Redis instead of failing; this add never settles.
      jest.spyOn(jobQueues, 'add').mockImplementationOnce(() => new Promise(() => undefined));
      const started = Date.now();
      const done = await runner.run(toy, id, command('FinishToy', [{ type: 'done', signedOff: true }]));
      expect(done).toMatchObject({ kind: 'saved', record: { version: 3 } });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(Object.keys(await inspect.hgetall(keys.outbox))).toEqual(['3:notify']);
      // The background retry (500 ms later) enqueues it from the outbox.
      for (let waited = 0; waited < 5_000 && (await inspect.exists(keys.outbox)) === 1; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await inspect.exists(keys.outbox)).toBe(0);
      expect(await notifyQueue.getJob(defaultJobId('toy-task', id, 3, 'notify'))).toBeDefined();
    });

    it('sweeps on past what it cannot relay: a kind it does not run stays, an unreadable entry goes, the rest is enqueued', async () => {
      const [foreign, broken, fine] = [newId(), newId(), newId()];
      for (const id of [foreign, broken, fine]) await workedToy(id);
      const old = Date.now() - 60_000;
      // A kind a newer process runs (rolling deploy), written beside one of ours.
      await inspect.hset(workflowKeys(prefix, foreign).outbox, '9:later', JSON.stringify({ kind: 'returns-next', job: 'upload', jobId: 'returns-next-x-v9-upload', data: {}, savedAt: old }));
      await inspect.hset(workflowKeys(prefix, broken).outbox, '9:bad', '{not json');
      const ours = JSON.stringify({ kind: 'toy-task', job: 'notify', jobId: defaultJobId('toy-task', fine, 9, 'notify'), data: { workflowId: fine }, savedAt: old });
      await inspect.hset(workflowKeys(prefix, fine).outbox, '9:notify', ours);
      expect(await relay.sweep()).toBe(1);
      expect(await notifyQueue.getJob(defaultJobId('toy-task', fine, 9, 'notify'))).toBeDefined();
      expect(await inspect.hgetall(workflowKeys(prefix, foreign).outbox)).toEqual({ '9:later': expect.any(String) });
      expect(await inspect.exists(workflowKeys(prefix, broken).outbox)).toBe(0);
      await inspect.del(workflowKeys(prefix, foreign).outbox);
    });

    it('keeps sweeping when one workflow\'s relay fails', async () => {
      const [first, second] = [newId(), newId()];
      for (const id of [first, second]) await workedToy(id);
      const old = Date.now() - 60_000;
      for (const id of [first, second]) {
        await inspect.hset(workflowKeys(prefix, id).outbox, '9:notify', JSON.stringify({ kind: 'toy-task', job: 'notify', jobId: defaultJobId('toy-task', id, 9, 'notify'), data: { workflowId: id }, savedAt: old }));
      }
      jest.spyOn(jobQueues, 'add').mockRejectedValueOnce(new Error('queue away'));
      expect(await relay.sweep()).toBe(1);
      const remaining = await Promise.all([first, second].map((id) => inspect.exists(workflowKeys(prefix, id).outbox)));
      expect(remaining.sort()).toEqual([0, 1]);
      // The next sweep takes the one left.
      expect(await relay.sweep()).toBe(1);
      expect(await Promise.all([first, second].map((id) => inspect.exists(workflowKeys(prefix, id).outbox)))).toEqual([0, 0]);
    });
  });
});
