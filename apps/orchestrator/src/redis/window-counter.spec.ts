import { testKeyspace } from '../../test/support/redis.js';
import { countInWindows, hashedSubject, peekWindows, recordInWindows } from './window-counter.js';

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

  it('peeks without counting, and refuses once the recorded hits reach the limit', async () => {
    const counters = [
      { key: key('peek-account'), limit: 2 },
      { key: key('peek-address'), limit: 5 },
    ];
    expect(await peekWindows(keyspace.redis, counters, 60_000)).toBeNull();
    expect(await keyspace.redis.exists(key('peek-account'))).toBe(0);
    await recordInWindows(keyspace.redis, [key('peek-account'), key('peek-address')], 60_000);
    expect(await peekWindows(keyspace.redis, counters, 60_000)).toBeNull();
    await recordInWindows(keyspace.redis, [key('peek-account'), key('peek-address')], 60_000);
    const wait = await peekWindows(keyspace.redis, counters, 60_000);
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    // Peeking never counts: the counters stay where the recorded hits left them.
    expect(Number(await keyspace.redis.get(key('peek-account')))).toBe(2);
    expect(Number(await keyspace.redis.get(key('peek-address')))).toBe(2);
    expect(await keyspace.redis.pttl(key('peek-account'))).toBeLessThanOrEqual(60_000);
  });

  it('records in the window of the first hit and repairs a counter without expiry', async () => {
    await recordInWindows(keyspace.redis, [key('first')], 30_000);
    const ttl = await keyspace.redis.pttl(key('first'));
    await recordInWindows(keyspace.redis, [key('first')], 90_000);
    // The second hit does not move the window.
    expect(await keyspace.redis.pttl(key('first'))).toBeLessThanOrEqual(ttl);
    await keyspace.redis.set(key('lost'), '9');
    expect(await peekWindows(keyspace.redis, [{ key: key('lost'), limit: 3 }], 20_000)).toBe(20);
    await recordInWindows(keyspace.redis, [key('lost')], 20_000);
    expect(await keyspace.redis.pttl(key('lost'))).toBeGreaterThan(19_000);
  });
});
