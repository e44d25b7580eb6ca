// The key migration (infra/scripts/migrate-redis-keys.mjs) on a real Redis: BullMQ state made
// under the old prefix is seen, in the same states, by a queue under the orchestrator's new one.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrateKeys, newNameOf, readTarget, summarize } from '../scripts/migrate-redis-keys.mjs';
import { ROOT } from '../scripts/stack.mjs';
import { keyPrefixFor, resolveTestRedis } from '../test-support/redis.mjs';

// The orchestrator's own formula through its front door when built, else the same formula.
const builtQueues = join(ROOT, 'apps/orchestrator/dist/queues/index.js');
const bullPrefix = existsSync(builtQueues) ? (await import(pathToFileURL(builtQueues).href)).bullPrefix : (prefix, queue) => `${prefix}:bull:{${queue}}`;

const QUEUE = 'order-submit';
let server;
let redis;
let prefix;

async function snapshot() {
  const keys = (await redis.keys(`${prefix}:*`)).sort();
  return Promise.all(keys.map(async (key) => [key, await redis.type(key)]));
}

beforeAll(async () => {
  // The migration runs on one Redis (the old layout's), whatever TAFEL_TEST_REDIS asks for.
  server = await resolveTestRedis({ ...process.env, TAFEL_TEST_REDIS: 'single' });
  redis = new Redis(server.url);
  prefix = keyPrefixFor('migrate');
  const connection = { url: server.url, maxRetriesPerRequest: null };
  const old = new Queue(QUEUE, { connection, prefix: `${prefix}:bull` });
  // A worker under the old prefix fails failed-1 and closes before the other jobs are added.
  await old.add('submit', { n: 3 }, { jobId: 'failed-1' });
  await new Promise((resolve) => {
    const worker = new Worker(QUEUE, async () => { throw new Error('upstream down'); }, { connection, prefix: `${prefix}:bull` });
    worker.on('failed', () => resolve(worker.close()));
  });
  await old.add('submit', { n: 1 }, { jobId: 'waiting-1' });
  await old.add('submit', { n: 2 }, { jobId: 'delayed-1', delay: 3_600_000 });
  await old.close();
  await redis.zadd(`${prefix}:support:failures`, 1000, 'wf-1');
  await redis.hset(`${prefix}:support:failures:data`, 'wf-1', '{"workflowId":"wf-1"}');
  await redis.xadd(`${prefix}:support:audit`, '*', 'entry', '{"workflowId":"wf-1"}');
  await redis.rpush(`${prefix}:support:audit:wf-1`, '{"workflowId":"wf-1"}');
}, 60_000);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await server.stop();
});

describe('newNameOf', () => {
  it('maps each old-layout name and leaves new-layout and other keys alone', () => {
    expect(newNameOf('p', 'p:bull:order-submit:wait')).toBe('p:bull:{order-submit}:order-submit:wait');
    expect(newNameOf('p', 'p:bull:order-submit:42:logs')).toBe('p:bull:{order-submit}:order-submit:42:logs');
    expect(newNameOf('p', 'p:support:failures')).toBe('p:support:{failures}');
    expect(newNameOf('p', 'p:support:failures:data')).toBe('p:support:{failures}:data');
    expect(newNameOf('p', 'p:support:audit')).toBe('p:support:{audit}');
    expect(newNameOf('p', 'p:support:audit:wf-1')).toBe('p:support:{audit}:wf-1');
    for (const key of ['p:bull:{order-submit}:order-submit:wait', 'p:support:{failures}', 'p:support:{audit}:wf-1', 'p:wf:{x}:state', 'q:bull:a:wait', 'p:tracking:{v}:event:1'])
      expect(newNameOf('p', key)).toBeNull();
  });
});

describe('readTarget', () => {
  it('reads the orchestrator variables with its defaults and refuses what it refuses', () => {
    expect(readTarget({})).toEqual({ redisUrl: 'redis://127.0.0.1:6379', prefix: 'tafel' });
    expect(() => readTarget({ REDIS_URL: 'http://u:hunter2@h' })).toThrow('REDIS_URL must be a redis:// or rediss:// URL');
    expect(() => readTarget({ REDIS_URL: 'http://u:hunter2@h' })).not.toThrow('hunter2');
    expect(() => readTarget({ REDIS_KEY_PREFIX: 'a b' })).toThrow('REDIS_KEY_PREFIX');
    expect(() => readTarget({ REDIS_CLUSTER_NODES: 'a:7000' })).toThrow('REDIS_CLUSTER_NODES');
  });
});

describe('migrateKeys', () => {
  it('refuses while a BullMQ worker of the prefix is connected, unless forced', async () => {
    const worker = new Worker('other', async () => {}, { connection: { url: server.url, maxRetriesPerRequest: null }, prefix: bullPrefix(prefix, 'other') });
    await worker.waitUntilReady();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = await snapshot();
    const refused = await migrateKeys(redis, prefix);
    expect(refused.refused).toEqual([`${bullPrefix(prefix, 'other')}:${Buffer.from('other').toString('base64')}`]);
    expect(summarize(prefix, refused)).toContain('Stop the orchestrator');
    expect(await snapshot()).toEqual(before);
    const forcedDry = await migrateKeys(redis, prefix, { dryRun: true, force: true });
    expect(forcedDry.refused).toEqual([]);
    expect(forcedDry.renamed.length).toBeGreaterThan(0);
    await worker.close();
    for (const key of await redis.keys(`${bullPrefix(prefix, 'other')}:*`)) await redis.del(key);
  });

  it('lists in a dry run what it would rename and changes nothing', async () => {
    const before = await snapshot();
    const result = await migrateKeys(redis, prefix, { dryRun: true });
    expect(result.conflicts).toEqual([]);
    expect(result.renamed).toEqual(expect.arrayContaining([
      [`${prefix}:bull:${QUEUE}:wait`, `${bullPrefix(prefix, QUEUE)}:${QUEUE}:wait`],
      [`${prefix}:support:failures`, `${prefix}:support:{failures}`],
      [`${prefix}:support:audit:wf-1`, `${prefix}:support:{audit}:wf-1`],
    ]));
    expect(summarize(prefix, result)).toContain(`Would rename ${result.renamed.length} key(s)`);
    expect(await snapshot()).toEqual(before);
  });

  it('moves the jobs in their states, the failure index and the audit, and a second run changes nothing', async () => {
    const result = await migrateKeys(redis, prefix);
    expect(result.conflicts).toEqual([]);
    expect(result.renamed.length).toBeGreaterThan(6);
    const after = await snapshot();
    expect(after.filter(([key]) => newNameOf(prefix, key) !== null)).toEqual([]);

    const queue = new Queue(QUEUE, { connection: { url: server.url, maxRetriesPerRequest: null }, prefix: bullPrefix(prefix, QUEUE) });
    try {
      expect(await queue.getJobState('waiting-1')).toBe('waiting');
      expect(await queue.getJobState('delayed-1')).toBe('delayed');
      expect(await queue.getJobState('failed-1')).toBe('failed');
      expect((await queue.getJob('failed-1')).failedReason).toBe('upstream down');
      expect((await queue.getJob('delayed-1')).data).toEqual({ n: 2 });
      expect(await queue.getJobCounts('waiting', 'delayed', 'failed')).toEqual({ waiting: 1, delayed: 1, failed: 1 });
    } finally {
      await queue.close();
    }
    expect(await redis.zrange(`${prefix}:support:{failures}`, 0, -1)).toEqual(['wf-1']);
    expect(await redis.hget(`${prefix}:support:{failures}:data`, 'wf-1')).toBe('{"workflowId":"wf-1"}');
    expect(await redis.xlen(`${prefix}:support:{audit}`)).toBe(1);
    expect(await redis.lrange(`${prefix}:support:{audit}:wf-1`, 0, -1)).toEqual(['{"workflowId":"wf-1"}']);

    const before = await snapshot();
    const again = await migrateKeys(redis, prefix);
    expect(again).toEqual({ renamed: [], conflicts: [], refused: [], dryRun: false });
    expect(summarize(prefix, again)).toContain('Renamed 0 key(s)');
    expect(await snapshot()).toEqual(before);
  });

  it('never overwrites a key already under its new name and reports it', async () => {
    await redis.rpush(`${prefix}:support:audit:wf-2`, 'old');
    await redis.rpush(`${prefix}:support:{audit}:wf-2`, 'new');
    const result = await migrateKeys(redis, prefix);
    expect(result.conflicts).toEqual([[`${prefix}:support:audit:wf-2`, `${prefix}:support:{audit}:wf-2`]]);
    expect(await redis.lrange(`${prefix}:support:{audit}:wf-2`, 0, -1)).toEqual(['new']);
    expect(await redis.lrange(`${prefix}:support:audit:wf-2`, 0, -1)).toEqual(['old']);
    expect(summarize(prefix, result)).toContain('Conflicts: 1');
  });
});
