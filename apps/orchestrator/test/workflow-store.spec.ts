import { spawnRedisServer } from '@tafel/infra/test-support/redis';
import { Redis } from 'ioredis';
import { AppError } from '../src/common/app-error.js';
import type { WorkflowEventInput, WorkflowStateInput } from '../src/workflow/workflow-save-script.js';
import { parseStoredWorkflow, WorkflowConflictError, WorkflowStore, type StoredWorkflow, type WorkflowChange } from '../src/workflow/workflow-store.js';
import { testKeyspace, testRedisUrl } from './support/redis.js';

const keyspace = testKeyspace('workflow-store');
const { prefix, redis } = keyspace;
const store = new WorkflowStore(redis, prefix);
const extraConnections: Redis[] = [];

afterAll(async () => {
  await Promise.all(extraConnections.map((connection) => connection.quit()));
  await keyspace.cleanUp();
});

let ids = 0;
/** A fresh workflow id per test, so tests never see each other's data. */
const newId = (): string => `cart-${process.pid}-${(ids += 1)}`;

const state = (snapshot: unknown): WorkflowStateInput => ({ machine: 'checkout', machineVersion: 1, snapshot });
const event = (type: string, resultingState = 'shipping', actor: WorkflowEventInput['actor'] = 'shopper'): WorkflowEventInput => ({
  type,
  command: `${type}Command`,
  actor,
  resultingState,
  at: new Date(),
});

/** Adds one to snapshot.counter (creating the workflow at 1). */
const increment = (current: StoredWorkflow | null): WorkflowChange => {
  const counter = ((current?.snapshot as { counter?: number } | undefined)?.counter ?? 0) + 1;
  return { state: state({ counter }), event: event('INCREMENT', `count-${counter}`, 'system') };
};

/** Everything stored of a workflow, to prove a refused write changed nothing. */
async function raw(id: string): Promise<{ hash: Record<string, string>; stream: unknown }> {
  const keys = store.keys(id);
  return { hash: await redis.hgetall(keys.state), stream: await redis.xrange(keys.events, '-', '+') };
}

describe('WorkflowStore (real Redis)', () => {
  it('round-trips a created workflow', async () => {
    const id = newId();
    expect(await store.load(id)).toBeNull();
    const snapshot = { status: 'active', value: { checkout: 'shipping' }, context: { cartId: 'c1', note: 'ü "quoted"' } };
    const saved = await store.save(id, 0, { machine: 'checkout', machineVersion: 1, snapshot }, event('START'));
    expect(saved).toEqual({ version: 1, eventId: expect.stringMatching(/^\d+-\d+$/) });
    expect(await store.load(id)).toEqual({ version: 1, machine: 'checkout', machineVersion: 1, snapshot, updatedAt: expect.any(String), meta: {} });
    // The keys share one hash tag (one cluster slot) under this file's prefix.
    const keys = await redis.keys(`${prefix}:wf:{${id}}:*`);
    expect(keys.sort()).toEqual([`${prefix}:wf:{${id}}:events`, `${prefix}:wf:{${id}}:state`]);
  });

  it('increments the version on every save', async () => {
    const id = newId();
    expect((await store.save(id, 0, state({ n: 1 }), event('A'))).version).toBe(1);
    expect((await store.save(id, 1, state({ n: 2 }), event('B'))).version).toBe(2);
    expect((await store.save(id, 2, state({ n: 3 }), event('C'))).version).toBe(3);
    expect(await store.load(id)).toMatchObject({ version: 3, snapshot: { n: 3 } });
  });

  it('refuses a stale expectedVersion with a conflict and writes nothing', async () => {
    const id = newId();
    await store.save(id, 0, state({ n: 1 }), event('A'));
    await store.save(id, 1, state({ n: 2 }), event('B'));
    const before = await raw(id);

    const stale = store.save(id, 1, state({ n: 99 }), event('LATE'));
    await expect(stale).rejects.toThrow(WorkflowConflictError);
    await expect(store.save(id, 1, state({ n: 99 }), event('LATE'))).rejects.toMatchObject({ expectedVersion: 1, currentVersion: 2, code: 'WORKFLOW_CONFLICT' });
    await expect(store.save(id, 0, state({ n: 99 }), event('LATE'))).rejects.toMatchObject({ currentVersion: 2 });
    await expect(store.save(id, 5, state({ n: 99 }), event('LATE'))).rejects.toMatchObject({ currentVersion: 2 });

    expect(await raw(id)).toEqual(before);
  });

  it('refuses a version > 0 for a workflow that does not exist, creating nothing', async () => {
    const id = newId();
    await expect(store.save(id, 1, state({}), event('A'))).rejects.toMatchObject({ currentVersion: 0 });
    expect(await redis.exists(store.keys(id).state, store.keys(id).events)).toBe(0);
  });

  it('loses no update: 20 concurrent withRetry increments from several connections', async () => {
    const id = newId();
    const stores = Array.from({ length: 4 }, () => {
      const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
      extraConnections.push(connection);
      return new WorkflowStore(connection, prefix);
    });
    // 20 writers: each conflict means another writer succeeded, so 20 attempts always suffice.
    let calls = 0;
    const counted = (current: StoredWorkflow | null): WorkflowChange => {
      calls += 1;
      return increment(current);
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => stores[i % stores.length]!.withRetry(id, counted, 20)));
    // The writers really raced (some attempts lost and were retried).
    expect(calls).toBeGreaterThan(20);

    expect(results.map((r) => r.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await store.load(id)).toMatchObject({ version: 20, snapshot: { counter: 20 } });
    const history = await store.history(id);
    expect(history).toHaveLength(20);
    expect(history.map((entry) => entry.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(history.map((entry) => entry.state)).toEqual(Array.from({ length: 20 }, (_, i) => `count-${i + 1}`));
  });

  it('rethrows the conflict after the last attempt', async () => {
    const id = newId();
    await store.save(id, 0, state({ counter: 0 }), event('START'));
    const rival = new WorkflowStore(redis, prefix);
    let calls = 0;
    // Every attempt is overtaken by a rival write between load and save.
    const attempt = store.withRetry(
      id,
      async (current) => {
        calls += 1;
        await rival.save(id, current!.version, state({ counter: -calls }), event('RIVAL', 'rival', 'support'));
        return increment(current);
      },
      3,
    );
    await expect(attempt).rejects.toThrow(WorkflowConflictError);
    await expect(attempt).rejects.toThrow(/expected version 3, found 4 \(gave up after 3 attempts\)/);
    expect(calls).toBe(3);
    // Only the rival's writes landed.
    expect(await store.load(id)).toMatchObject({ version: 4, snapshot: { counter: -3 } });
    expect((await store.history(id)).map((entry) => entry.type)).toEqual(['START', 'RIVAL', 'RIVAL', 'RIVAL']);
  });

  it('retries once and succeeds when a single rival write intervenes', async () => {
    const id = newId();
    let calls = 0;
    const saved = await store.withRetry(id, async (current) => {
      calls += 1;
      if (calls === 1) await store.save(id, 0, state({ counter: 10 }), event('RIVAL'));
      return increment(current);
    });
    expect(calls).toBe(2);
    expect(saved.version).toBe(2);
    expect(await store.load(id)).toMatchObject({ snapshot: { counter: 11 } });
  });

  it('propagates an error of the change function, writing nothing', async () => {
    const id = newId();
    await expect(
      store.withRetry(id, () => {
        throw new Error('guard refused');
      }),
    ).rejects.toThrow('guard refused');
    expect(await redis.exists(store.keys(id).state, store.keys(id).events)).toBe(0);
  });

  it('returns the history in order with all fields, paged with from/count', async () => {
    const id = newId();
    const at = new Date('2024-05-01T10:00:00.000Z');
    await store.save(id, 0, state({}), { type: 'START', command: 'StartCheckoutCommand', actor: 'shopper', resultingState: 'login', at });
    await store.save(id, 1, state({}), { type: 'SUBMITTED', command: 'SubmitResultCommand', actor: 'system', resultingState: { done: 'confirmed' }, at });
    await store.save(id, 2, state({}), { type: 'NOTE', command: 'SupportNoteCommand', actor: 'support', resultingState: 'confirmed', at });

    const history = await store.history(id);
    expect(history).toEqual([
      { id: expect.any(String), time: '2024-05-01T10:00:00.000Z', type: 'START', command: 'StartCheckoutCommand', actor: 'shopper', state: 'login', version: 1, payload: null },
      { id: expect.any(String), time: '2024-05-01T10:00:00.000Z', type: 'SUBMITTED', command: 'SubmitResultCommand', actor: 'system', state: '{"done":"confirmed"}', version: 2, payload: null },
      { id: expect.any(String), time: '2024-05-01T10:00:00.000Z', type: 'NOTE', command: 'SupportNoteCommand', actor: 'support', state: 'confirmed', version: 3, payload: null },
    ]);
    expect((await store.history(id, { count: 2 })).map((e) => e.version)).toEqual([1, 2]);
    expect((await store.history(id, { from: history[1]!.id })).map((e) => e.version)).toEqual([2, 3]);
    expect((await store.history(id, { from: `(${history[1]!.id}`, count: 5 })).map((e) => e.version)).toEqual([3]);
    expect(await store.history(newId())).toEqual([]);
    await expect(store.history(id, { count: 0 })).rejects.toThrow(/count/);
    await expect(store.history(id, { from: 'yesterday' })).rejects.toThrow(/from must be a stream id/);
  });

  it('saves several events with one version, meta beside the snapshot, and a TTL', async () => {
    const id = newId();
    const at = new Date('2024-05-01T10:00:00.000Z');
    const events = [
      { type: 'shipping.save', command: 'SaveShippingStepCommand', actor: 'shopper' as const, resultingState: 'saving', at },
      { type: 'shipping.saved', command: 'SaveShippingStepCommand', actor: 'system' as const, resultingState: 'payment', at, payload: { session: 'guest' } },
    ];
    await store.save(id, 0, { ...state({ n: 1 }), meta: { owner: 'u-1', site: 'de-de' }, ttlMs: 60_000 }, events);
    await store.save(id, 1, { ...state({ n: 2 }), meta: { owner: 'u-2' } }, event('B'));
    expect((await store.load(id))?.meta).toEqual({ owner: 'u-2', site: 'de-de' });
    expect((await store.history(id)).map((e) => [e.type, e.version, e.payload])).toEqual([
      ['shipping.save', 1, null],
      ['shipping.saved', 1, { session: 'guest' }],
      ['B', 2, null],
    ]);
    const ttl = await redis.pttl(store.keys(id).state);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.pttl(store.keys(id).events)).toBeGreaterThan(50_000);
  });

  it.each(['', 'x'.repeat(129), 'has space', 'tag}{break', 'wf*'])('refuses the workflow id %j everywhere, writing nothing', async (id) => {
    const before = await redis.keys(`${prefix}:*`);
    await expect(store.load(id)).rejects.toThrow(AppError);
    await expect(store.save(id, 0, state({}), event('A'))).rejects.toThrow(/workflowId must be 1-128 characters/);
    await expect(store.history(id)).rejects.toThrow(/workflowId/);
    await expect(store.withRetry(id, increment)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await redis.keys(`${prefix}:*`)).sort()).toEqual(before.sort());
  });

  it('writes a record beside the workflow in the same command, also when the version check refuses the save', async () => {
    const id = newId();
    const key = `${store.keys(id).base}:submit`;
    await store.save(id, 0, state({ n: 1 }), event('A'), { key, field: 'result:c1', value: '{"orderId":"o-1"}', ttlMs: 60_000 });
    expect(await redis.hget(key, 'result:c1')).toBe('{"orderId":"o-1"}');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect((await store.history(id)).map((e) => e.type)).toEqual(['A']);

    const before = await raw(id);
    await expect(store.save(id, 0, state({ n: 2 }), event('LATE'), { key, field: 'result:c2', value: 'kept', ttlMs: 60_000 })).rejects.toThrow(WorkflowConflictError);
    expect(await raw(id)).toEqual(before);
    expect(await redis.hget(key, 'result:c2')).toBe('kept');
  });

  it('refuses a record outside the workflow (another hash tag) or without expiry, writing nothing', async () => {
    const id = newId();
    const other = `${store.keys(newId()).base}:submit`;
    await expect(store.save(id, 0, state({}), event('A'), { key: other, field: 'f', value: 'v', ttlMs: 1000 })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(store.save(id, 0, state({}), event('A'), { key: `${store.keys(id).base}:x`, field: 'f', value: 'v', ttlMs: 0 })).rejects.toThrow(/record ttlMs/);
    await expect(store.save(id, 0, state({}), event('A'), { key: `${store.keys(id).base}:x`, field: '', value: 'v', ttlMs: 1000 })).rejects.toThrow(/record field/);
    expect(await redis.exists(store.keys(id).state, store.keys(id).events, other, `${store.keys(id).base}:x`)).toBe(0);
  });

  it('reads a state hash given as the flat field/value list a script returns', async () => {
    const id = newId();
    await store.save(id, 0, { ...state({ n: 1 }), meta: { owner: 'u-1' } }, event('A'));
    const hash = await redis.hgetall(store.keys(id).state);
    expect(parseStoredWorkflow(id, Object.entries(hash).flat())).toEqual(await store.load(id));
    expect(parseStoredWorkflow(id, [])).toBeNull();
    expect(() => parseStoredWorkflow(id, ['version', 'one', 'machineVersion', '1'])).toThrow(/not a positive integer/);
  });

  it('refuses bad event input before touching Redis', async () => {
    const id = newId();
    await expect(store.save(id, 0, state({}), { ...event('A'), actor: 'hacker' as never })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await redis.exists(store.keys(id).state, store.keys(id).events)).toBe(0);
  });

  it('re-sends the script after SCRIPT FLUSH', async () => {
    // SCRIPT FLUSH empties the script cache of the whole server, so this runs on a Redis of its
    // own, never on the one other suites or a dev stack share.
    const own = await spawnRedisServer();
    if (!own) throw new Error('this test needs the redis-server binary (apt-get install redis-server)');
    const connection = new Redis(own.url, { maxRetriesPerRequest: 1 });
    try {
      const ownStore = new WorkflowStore(connection, prefix);
      const id = newId();
      await ownStore.save(id, 0, state({}), event('A'));
      await connection.script('FLUSH');
      expect((await ownStore.save(id, 1, state({}), event('B'))).version).toBe(2);
    } finally {
      connection.disconnect();
      await own.stop();
    }
  });
});
