import type { CheckoutEvent } from '@tafel/checkout-machine';
import { CheckoutRunner, type ChangeOutcome } from '../src/checkout/runner/checkout-runner.js';
import type { CheckoutMeta, LoadedCheckout } from '../src/checkout/runner/checkout-snapshot.js';
import { hsetWithExpiry, LuaScript } from '../src/redis/lua-script.js';
import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { startOrchestrator, type TestOrchestrator } from './support/orchestrator.js';
import { testKeyspace, testRedisUrl } from './support/redis.js';

const keyspace = testKeyspace('checkout-runner');
let orchestrator: TestOrchestrator;
let runner: CheckoutRunner;

beforeAll(async () => {
  // No upstream call is made here: the commands send pure machine events.
  orchestrator = await startOrchestrator({ REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: keyspace.prefix, UPSTREAM_URL: 'http://127.0.0.1:9', ORCHESTRATOR_WORKERS: '0' });
  runner = orchestrator.app.get(CheckoutRunner);
});
afterAll(async () => {
  try {
    await orchestrator?.close();
  } finally {
    await keyspace.cleanUp();
  }
});

let ids = 0;
const newId = (): string => `co-runner-${process.pid}-${(ids += 1)}`;
const meta: CheckoutMeta = { owner: 'runner-test', site: 'de-de', originCartId: 'runner-cart', createdAt: new Date().toISOString() };
const input = { cartId: 'runner-cart', articleCount: 2, totalCents: 998, shippers: [{ code: 'dhl', enabled: true }], selectedShipperCode: 'dhl', deliveryCountry: 'DE' };

async function created(): Promise<string> {
  const id = newId();
  const outcome = await runner.change(id, { command: 'TestStart', actor: 'shopper', principal: { shopper: meta.owner }, create: { input, meta }, plan: () => [{ type: 'login.chooseOption', option: 'guest' }] });
  expect(outcome.kind).toBe('saved');
  return id;
}

const deliveryEvent = (deliveryType: 'packstation' | 'sameAsBilling'): CheckoutEvent => ({ type: 'shipping.setDeliveryType', deliveryType, deliveryCountry: 'DE' });
const send = (id: string, event: CheckoutEvent, options: { loaded?: LoadedCheckout; attempts?: number } = {}): Promise<ChangeOutcome> =>
  runner.change(id, { command: 'TestCommand', actor: 'shopper', principal: { shopper: meta.owner }, plan: () => [event], ...options });
const history = (id: string) => new WorkflowStore(keyspace.redis, keyspace.prefix).history(id);

describe('CheckoutRunner with a checkout the caller loaded', () => {
  it('starts from the preloaded checkout: the change is saved on top of it', async () => {
    const id = await created();
    const loaded = (await runner.load(id))!;
    const outcome = await send(id, deliveryEvent('packstation'), { loaded });
    expect(outcome).toMatchObject({ kind: 'saved', checkout: { version: loaded.version + 1 } });
    expect((await runner.load(id))!.snapshot.context.shipping.deliveryType).toBe('packstation');
  });

  it('a preloaded checkout that went stale loses the version check and is reloaded: no update is lost', async () => {
    const id = await created();
    const stale = (await runner.load(id))!;
    expect(await send(id, deliveryEvent('packstation'))).toMatchObject({ kind: 'saved', checkout: { version: 2 } });

    const outcome = await send(id, { type: 'shipping.edit' }, { loaded: stale });
    expect(outcome).toMatchObject({ kind: 'saved', checkout: { version: 3 } });
    const stored = (await runner.load(id))!;
    expect(stored.version).toBe(3);
    // The change in between survived: the retry planned on the reloaded checkout.
    expect(stored.snapshot.context.shipping.deliveryType).toBe('packstation');
    expect((await history(id)).map((entry) => [entry.type, entry.version])).toEqual([
      ['checkout.started', 1],
      ['login.chooseOption', 1],
      ['shipping.setDeliveryType', 2],
      ['shipping.edit', 3],
    ]);
  });

  it('with a single attempt, a stale preloaded checkout answers a conflict and writes nothing', async () => {
    const id = await created();
    const stale = (await runner.load(id))!;
    await send(id, deliveryEvent('packstation'));
    const before = await history(id);
    expect(await send(id, deliveryEvent('sameAsBilling'), { loaded: stale, attempts: 1 })).toMatchObject({ kind: 'conflict' });
    expect(await history(id)).toEqual(before);
    expect((await runner.load(id))!.version).toBe(2);
  });

  it('a command queued behind another one of the same workflow reads it afresh instead of using its preload', async () => {
    const id = await created();
    const loaded = (await runner.load(id))!;
    // Both are in this process at once: the second waits for the first, then must see its change.
    const [first, second] = await Promise.all([send(id, deliveryEvent('packstation'), { loaded, attempts: 1 }), send(id, { type: 'shipping.edit' }, { loaded, attempts: 1 })]);
    expect(first).toMatchObject({ kind: 'saved', checkout: { version: 2 } });
    expect(second).toMatchObject({ kind: 'saved', checkout: { version: 3 } });
  });

  it('ignores a preloaded checkout of another workflow', async () => {
    const [id, other] = [await created(), await created()];
    await send(other, deliveryEvent('packstation'));
    const outcome = await send(id, { type: 'shipping.edit' }, { loaded: (await runner.load(other))! });
    expect(outcome).toMatchObject({ kind: 'saved', checkout: { id, version: 2 } });
    expect((await runner.load(id))!.snapshot.context.shipping.deliveryType).not.toBe('packstation');
  });
});

describe('Lua scripts by SHA', () => {
  it('runs a script Redis has not seen (NOSCRIPT: sent once in full), then by its SHA', async () => {
    const script = new LuaScript(`return {KEYS[1], ARGV[1], '${newId()}'}`, 1);
    expect(await keyspace.redis.script('EXISTS', script.sha)).toEqual([0]);
    const answer = await script.run(keyspace.redis, [`${keyspace.prefix}:k`], ['a']);
    expect(answer).toEqual([`${keyspace.prefix}:k`, 'a', expect.stringMatching(/^co-runner-/)]);
    // eval caches the script: the next call goes by SHA.
    expect(await keyspace.redis.script('EXISTS', script.sha)).toEqual([1]);
    expect(await script.run(keyspace.redis, [`${keyspace.prefix}:k`], ['b'])).toEqual([`${keyspace.prefix}:k`, 'b', expect.any(String)]);
  });

  it('refuses a call with the wrong number of keys before anything reaches Redis', async () => {
    const script = new LuaScript('return 1', 1);
    await expect(script.run(keyspace.redis, [], [])).rejects.toThrow('script expects 1 key(s), got 0');
  });

  it('runs a script with an optional key with either count of keys, and no other', async () => {
    const script = new LuaScript(`return #KEYS`, [1, 2]);
    const key = `${keyspace.prefix}:{k}`;
    expect(await script.run(keyspace.redis, [key], [])).toBe(1);
    expect(await script.run(keyspace.redis, [key, `${key}:2`], [])).toBe(2);
    await expect(script.run(keyspace.redis, [], [])).rejects.toThrow('script expects 1 or 2 key(s), got 0');
  });

  it('refuses keys on different Redis Cluster slots before anything reaches Redis, on one Redis too', async () => {
    const script = new LuaScript(`return redis.call('SET', KEYS[2], '1')`, 2);
    const key = `${keyspace.prefix}:refused`;
    await expect(script.run(keyspace.redis, [`${key}:{a}`, `${key}:{b}`], [])).rejects.toThrow(/keys on different Redis Cluster slots .*give them one hash tag/);
    expect(await keyspace.redis.exists(`${key}:{b}`)).toBe(0);
  });

  it('hsetWithExpiry sets the fields and (re)starts the expiry of the hash', async () => {
    const key = `${keyspace.prefix}:hash-${newId()}`;
    await hsetWithExpiry(keyspace.redis, key, { a: '1' }, 60_000);
    await hsetWithExpiry(keyspace.redis, key, { b: '2', c: '3' }, 120_000);
    expect(await keyspace.redis.hgetall(key)).toEqual({ a: '1', b: '2', c: '3' });
    const ttl = await keyspace.redis.pttl(key);
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    await expect(hsetWithExpiry(keyspace.redis, key, { d: '4' }, 0)).rejects.toThrow('ttlMs must be a whole number >= 1');
    await expect(hsetWithExpiry(keyspace.redis, key, {}, 60_000)).rejects.toThrow('at least one field');
    expect(await keyspace.redis.hexists(key, 'd')).toBe(0);
  });
});
