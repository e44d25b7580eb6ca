import { testKeyspace } from '../../test/support/redis.js';
import { admitInWindows, countInWindows, hashedSubject } from './window-counter.js';

describe('countInWindows (real Redis)', () => {
  const keyspace = testKeyspace('window-counter');
  afterAll(() => keyspace.cleanUp());
  const key = (name: string) => `${keyspace.prefix}:${name}`;

  it('lets the limit through, then answers the seconds left of the window', async () => {
    const counter = [{ key: key('a'), limit: 2 }];
    expect(await countInWindows(keyspace.redis, counter, 60_000)).toBeNull();
    expect(await countInWindows(keyspace.redis, counter, 60_000)).toBeNull();
    const wait = await countInWindows(keyspace.redis, counter, 60_000);
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    // Refused hits count too: the counter keeps growing, its window does not move.
    expect(Number(await keyspace.redis.get(key('a')))).toBe(3);
    expect(await keyspace.redis.pttl(key('a'))).toBeLessThanOrEqual(60_000);
  });

  it('refuses when any one counter is over its limit, and counts every counter', async () => {
    const counters = [
      { key: key('visitor'), limit: 5 },
      { key: key('address'), limit: 1 },
    ];
    expect(await countInWindows(keyspace.redis, counters, 10_000)).toBeNull();
    expect(await countInWindows(keyspace.redis, counters, 10_000)).toBe(10);
    expect(Number(await keyspace.redis.get(key('visitor')))).toBe(2);
  });

  it('gives a counter that lost its expiry a window again', async () => {
    await keyspace.redis.set(key('stuck'), '7');
    expect(await countInWindows(keyspace.redis, [{ key: key('stuck'), limit: 1 }], 30_000)).toBe(30);
    expect(await keyspace.redis.pttl(key('stuck'))).toBeGreaterThan(29_000);
  });

  it('hashes subjects so neither addresses nor user ids stand in the keys', () => {
    expect(hashedSubject('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/);
    expect(hashedSubject('203.0.113.7')).not.toBe(hashedSubject('203.0.113.8'));
  });

  it('admits by counting first, refuses at the limit without counting, and takes an attempt back', async () => {
    const counters = [
      { key: key('admit-account'), limit: 2 },
      { key: key('admit-address'), limit: 5 },
    ];
    const first = await admitInWindows(keyspace.redis, counters, 60_000);
    expect(first.kind).toBe('admitted');
    expect(Number(await keyspace.redis.get(key('admit-account')))).toBe(1);
    expect((await admitInWindows(keyspace.redis, counters, 60_000)).kind).toBe('admitted');
    const refused = await admitInWindows(keyspace.redis, counters, 60_000);
    expect(refused).toEqual({ kind: 'refused', retryAfterSeconds: expect.any(Number) });
    if (refused.kind === 'refused') expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    // The refusal counted nowhere: the address counter took its count back.
    expect(Number(await keyspace.redis.get(key('admit-account')))).toBe(2);
    expect(Number(await keyspace.redis.get(key('admit-address')))).toBe(2);
    if (first.kind === 'admitted') await first.takeBack();
    expect(Number(await keyspace.redis.get(key('admit-account')))).toBe(1);
    expect((await admitInWindows(keyspace.redis, counters, 60_000)).kind).toBe('admitted');
  });

  it('lets at most the limit through when attempts race', async () => {
    const counters = [{ key: key('race'), limit: 10 }];
    const answers = await Promise.all(Array.from({ length: 30 }, () => admitInWindows(keyspace.redis, counters, 60_000)));
    expect(answers.filter((a) => a.kind === 'admitted')).toHaveLength(10);
    expect(Number(await keyspace.redis.get(key('race')))).toBe(10);
  });

  it('admits in the window of the first attempt, repairs a counter without expiry, never revives an expired one', async () => {
    await admitInWindows(keyspace.redis, [{ key: key('first'), limit: 5 }], 30_000);
    const ttl = await keyspace.redis.pttl(key('first'));
    await admitInWindows(keyspace.redis, [{ key: key('first'), limit: 5 }], 90_000);
    // The second attempt does not move the window.
    expect(await keyspace.redis.pttl(key('first'))).toBeLessThanOrEqual(ttl);
    await keyspace.redis.set(key('lost'), '9');
    expect(await admitInWindows(keyspace.redis, [{ key: key('lost'), limit: 3 }], 20_000)).toEqual({ kind: 'refused', retryAfterSeconds: 20 });
    expect(await keyspace.redis.pttl(key('lost'))).toBeGreaterThan(19_000);
    const gone = await admitInWindows(keyspace.redis, [{ key: key('gone'), limit: 3 }], 20_000);
    await keyspace.redis.del(key('gone'));
    if (gone.kind === 'admitted') await gone.takeBack();
    expect(await keyspace.redis.exists(key('gone'))).toBe(0);
  });
});
