// Cluster safety of every Redis call that takes more than one key: a Redis Cluster refuses a
// command, script or MULTI whose keys hash to different slots (CROSSSLOT). The app's own key
// builders and classes make the calls here against a recording client (with sample ids), and every
// call's keys must share one slot. A source scan makes sure no file with a multi-key call (a Lua
// script, MULTI, pipeline, DEL of several keys) escapes this list. The cluster run of the
// integration tests (jest.cluster.config.mjs) then meets a real cluster.
import { QueueKeys } from 'bullmq';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AccountLimits } from '../src/account/account-limits.js';
import { ORDER_SUBMIT_QUEUE, SPEDITION_FIELDS_QUEUE } from '../src/checkout/jobs/job-payloads.js';
import { CheckoutRepository } from '../src/checkout/runner/checkout-repository.js';
import { loadConfig } from '../src/config/config.js';
import { LIGHTNING_EXPIRY_QUEUE } from '../src/lightning/jobs/expiry-job.js';
import { bullPrefix } from '../src/queues/bull-connection.js';
import { RETURN_SUBMIT_QUEUE } from '../src/returns/jobs/job-payloads.js';
import { RETURN_IMAGE_UPLOAD_QUEUE } from '../src/returns/photos/photo-jobs.js';
import { ReturnPhotoStore } from '../src/returns/photos/photo-store.js';
import { LoginLimiter } from '../src/support/auth/login-limiter.js';
import { FailureIndex } from '../src/support/failures/failure-index.js';
import { ReplayAudit } from '../src/support/replay/replay-audit.js';
import { BULK_REPLAY_QUEUE } from '../src/support/replay/bulk-replays.js';
import { TrackedEventIds } from '../src/tracking/tracked-event-ids.js';
import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { keySlot } from '../src/redis/key-slot.js';
import type { RedisClient } from '../src/redis/redis-client.js';
import { RedisKeys } from '../src/redis/redis-keys.js';

const PREFIX = 'tafel-slots';
const config = loadConfig({ REDIS_KEY_PREFIX: PREFIX, NODE_ENV: 'test' });
const keys = new RedisKeys(PREFIX);

/** One call a class made: what it was and the keys it took. */
interface Call {
  what: string;
  keys: string[];
}

/** Commands whose every argument is a key (the others take their key first). */
const ALL_KEYS = new Set(['del', 'unlink', 'exists', 'mget', 'touch']);

/**
 * Stands in for the app's connection and records the keys of every call: scripts (EVALSHA's
 * KEYS), MULTI (all keys of its commands, at EXEC) and plain commands. Answers `replies[command]`,
 * else null.
 */
function recordingRedis(replies: Record<string, unknown> = {}): { redis: RedisClient; calls: Call[] } {
  const calls: Call[] = [];
  const keysOf = (command: string, args: unknown[]): string[] => (ALL_KEYS.has(command) ? args : args.slice(0, 1)).map(String);
  const multi = (): unknown => {
    const taken: string[] = [];
    const names: string[] = [];
    const chain: unknown = new Proxy(
      {},
      {
        get: (_target, name: string) =>
          name === 'exec'
            ? async () => {
                calls.push({ what: `multi ${names.join(' ')}`, keys: taken });
                return names.map(() => [null, null]);
              }
            : (...args: unknown[]) => {
                names.push(name);
                taken.push(...keysOf(name, args));
                return chain;
              },
      },
    );
    return chain;
  };
  const redis = new Proxy(
    {},
    {
      get: (_target, name: string) => {
        if (name === 'then') return undefined;
        if (name === 'multi') return multi;
        if (name === 'evalsha' || name === 'eval')
          return async (_sha: string, count: number, ...rest: unknown[]) => {
            calls.push({ what: `script ${String(_sha).slice(0, 8)}`, keys: rest.slice(0, count).map(String) });
            return replies[name] ?? null;
          };
        return async (...args: unknown[]) => {
          calls.push({ what: name, keys: keysOf(name, args) });
          return replies[name] ?? null;
        };
      },
    },
  ) as RedisClient;
  return { redis, calls };
}

/** Every recorded call that took more than one key must keep them on one slot. */
function expectOneSlotEach(calls: readonly Call[]): void {
  const multiKey = calls.filter((call) => call.keys.length > 1);
  expect(multiKey.length).toBeGreaterThan(0);
  for (const call of multiKey) expect({ call: call.what, slots: [...new Set(call.keys.map(keySlot))], keys: call.keys }).toEqual({ call: call.what, slots: [keySlot(call.keys[0]!)], keys: call.keys });
}

const WORKFLOW_IDS = ['co-3f9a1c2b-77aa-4e0d-9d1c-5b2e8f1a0c3d', 'ret-000123:7', 'lt-cart_99', 'a'];

describe('every multi-key Redis call stays on one Redis Cluster slot', () => {
  it('the workflow save script (state, events, outbox, a record below the workflow)', () => {
    const store = new WorkflowStore(recordingRedis().redis, PREFIX);
    const repository = new CheckoutRepository(recordingRedis().redis, keys, config);
    for (const id of WORKFLOW_IDS) {
      const workflowKeys = store.keys(id);
      const record = repository.submitResultRecord(id, 'cart-1', { kind: 'placed', orderId: 'o-1' } as never);
      const all = [workflowKeys.state, workflowKeys.events, workflowKeys.outbox, record.key];
      expectOneSlotEach([{ what: `save of ${id}`, keys: all }]);
    }
  });

  it("a submit job's read of the workflow, its session and its kept answer", async () => {
    const { redis, calls } = recordingRedis({ evalsha: [[], null, null] });
    const repository = new CheckoutRepository(redis, keys, config);
    for (const id of WORKFLOW_IDS) await repository.submitJobState(id, 'cart-1');
    expectOneSlotEach(calls);
  });

  it("a return photo's file, its meta and the return's byte count", async () => {
    const { redis, calls } = recordingRedis({ evalsha: 1 });
    const photos = new ReturnPhotoStore(redis, keys);
    for (const id of WORKFLOW_IDS) {
      await photos.put(id, 'ph-1', Buffer.from('x'), { name: 'a.png', size: 1, contentType: 'image/png' } as never, { ttlMs: 1000, maxBytesPerReturn: 10 });
      await photos.deleteFile(id, 'ph-1');
    }
    expectOneSlotEach(calls);
  });

  it("a visitor's batch of tracking event ids (claimed by one script, released by one DEL)", async () => {
    const { redis, calls } = recordingRedis({ evalsha: [1, 1, 1] });
    const ids = new TrackedEventIds(redis, keys);
    for (const visitor of ['user-1', 'u}{weird', '{}', undefined]) {
      await ids.claim(visitor, ['e-1', 'e-2', 'e-3']);
      await ids.release(visitor, ['e-1', 'e-2', 'e-3']);
    }
    expectOneSlotEach(calls);
  });

  it("support sign-in: the address's attempts and the (account, address) pair, counted and undone together", async () => {
    const { redis, calls } = recordingRedis({ evalsha: [1, 0] });
    const limiter = new LoginLimiter(redis, keys, { perAddressPerHour: 10, freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 60_000 });
    for (const address of ['203.0.113.7', '2001:db8::1']) {
      const admission = await limiter.admit('staff@tafel.example', address);
      if (admission.kind === 'counted') await admission.succeeded();
    }
    expect(calls.some((call) => call.what.startsWith('multi'))).toBe(true);
    expectOneSlotEach(calls);
  });

  it('the support failure index (one slot by design) and the replay audit trail (one slot by design)', async () => {
    const { redis, calls } = recordingRedis({ zrangebyscore: ['co-old-1', 'co-old-2'], evalsha: 1 });
    const index = new FailureIndex(redis, keys, config);
    const audit = new ReplayAudit(redis, keys, config);
    for (const id of WORKFLOW_IDS) {
      await index.recordFailure({ workflowId: id, cartId: 'cart-1', site: 'de', reason: 'TIMEOUT', messageKey: null, attempt: 1, state: 'failed', at: new Date() });
      await index.patch(id, { status: 'RESOLVED' } as never);
      await audit.record({ workflowId: id, attempt: 1, by: { email: 'a@tafel.example' } as never, outcome: 'STARTED', detail: null, bulkId: null });
    }
    expect(calls.filter((call) => call.what.startsWith('multi'))).toHaveLength(WORKFLOW_IDS.length * 2);
    expectOneSlotEach(calls);
  });

  it('a successful login clears the accounts’ failure counters one key at a time (they live on many slots)', async () => {
    const { redis, calls } = recordingRedis({ evalsha: 0 });
    const limits = new AccountLimits(redis, keys, config, { report: () => undefined });
    const admission = await limits.admitLogin(['kunde@example.com', 'K-100200'], '203.0.113.7');
    if (admission.kind !== 'admitted') throw new Error('expected an admission');
    await admission.succeeded();
    const dels = calls.filter((call) => call.what === 'del');
    expect(dels.length).toBeGreaterThanOrEqual(2);
    for (const call of dels) expect(call.keys).toHaveLength(1);
  });

  it("every BullMQ key of a queue shares the queue's slot (BullMQ's scripts take several at once)", () => {
    for (const queue of [ORDER_SUBMIT_QUEUE, SPEDITION_FIELDS_QUEUE, RETURN_SUBMIT_QUEUE, RETURN_IMAGE_UPLOAD_QUEUE, LIGHTNING_EXPIRY_QUEUE, BULK_REPLAY_QUEUE]) {
      const prefix = bullPrefix(config, queue);
      const queueKeys = new QueueKeys(prefix);
      const all = [...Object.values(queueKeys.getKeys(queue)), queueKeys.toKey(queue, 'co-1-submit-1'), queueKeys.toKey(queue, 'co-1-submit-1:lock'), queueKeys.toKey(queue, 'repeat:abc')];
      expect(all.length).toBeGreaterThan(10);
      expectOneSlotEach([{ what: `queue ${queue}`, keys: all }]);
    }
    expect(() => bullPrefix(config, 'bad{name}')).toThrow('queue name must be');
  });
});

describe('no multi-key Redis call outside the list above', () => {
  const SRC = join(dirname(dirname(fileURLToPath(import.meta.url))), 'src');
  // Files whose multi-key calls the tests above make through the files' own classes.
  const COVERED = new Set([
    'workflow/workflow-store.ts',
    'checkout/runner/checkout-repository.ts',
    'returns/photos/photo-store.ts',
    'tracking/tracked-event-ids.ts',
    'support/auth/login-limiter.ts',
    'support/failures/failure-index.ts',
    'support/replay/replay-audit.ts',
    // Reads a workflow's state, events and outbox in one MULTI: the workflow's keys (store.keys), covered by the save script's case.
    'support/workflows/workflow-views.ts',
  ]);
  // Files whose scripts each take one key (reviewed): nothing to share a slot with.
  const SINGLE_KEY = new Set([
    'redis/lua-script.ts',
    'redis/window-counter.ts',
    'upstream/token-provider.ts',
    'cart/removed-line-store.ts',
  ]);
  const MULTI_KEY_CALL = /new LuaScript\(|\.multi\(\)|\.pipeline\(\)|\.(del|unlink|mget|mset|exists)\(\.\.\./;

  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
    });
  }

  it('finds every file with a Lua script, MULTI, pipeline or multi-key command in the reviewed lists', () => {
    const found = sources(SRC)
      .filter((path) => MULTI_KEY_CALL.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path).split('\\').join('/'));
    const unreviewed = found.filter((path) => !COVERED.has(path) && !SINGLE_KEY.has(path));
    expect(unreviewed).toEqual([]);
    // The lists name no file that is gone or has no such call any more.
    expect([...COVERED, ...SINGLE_KEY].filter((path) => !found.includes(path))).toEqual([]);
  });
});
