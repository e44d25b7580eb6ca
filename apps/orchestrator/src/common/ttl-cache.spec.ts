import { currentRequestSignal, runWithRequestSignal } from '../upstream/request-signal.js';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('reuses an answer until it expires, then loads again', async () => {
    const cache = new TtlCache<number>(100, 10, now);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('a', load)).toBe(1);
    clock += 99;
    expect(await cache.get('a', load)).toBe(1);
    clock += 1;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('drops an answer at its own validUntil when that comes before the TTL', async () => {
    // e.g. a listing whose lightning deal ends in 30 ms must not be served after the end.
    const cache = new TtlCache<{ n: number; until: number }>(100, 10, now, (value) => value.until);
    let calls = 0;
    const load = async () => ({ n: ++calls, until: clock + 30 });
    expect((await cache.get('a', load)).n).toBe(1);
    clock += 29;
    expect((await cache.get('a', load)).n).toBe(1);
    clock += 1;
    expect((await cache.get('a', load)).n).toBe(2);
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = new TtlCache<string>(100, 10, now);
    let calls = 0;
    let release: (v: string) => void = () => {};
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release('v');
    expect(await both).toEqual(['v', 'v']);
    expect(calls).toBe(1);
  });

  it("loads a shared entry outside the first caller's request signal, so its going away aborts nothing", async () => {
    const cache = new TtlCache<string>(100, 10, now);
    const first = new AbortController();
    const signalSeen = (): Promise<string> => Promise.resolve(currentRequestSignal() === undefined ? 'none' : 'request');
    expect(await runWithRequestSignal(first.signal, () => cache.get('k', signalSeen))).toBe('none');
    // Not shared (TTL 0): the load is the caller's own and keeps its signal.
    expect(await runWithRequestSignal(first.signal, () => new TtlCache<string>(0).get('k', signalSeen))).toBe('request');
  });

  it('never caches a failure', async () => {
    const cache = new TtlCache<string>(100, 10, now);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry when full', async () => {
    const cache = new TtlCache<string>(100, 2, now);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('with a TTL of 0 always loads', async () => {
    const cache = new TtlCache<number>(0, 10, now);
    let calls = 0;
    await cache.get('a', async () => ++calls);
    await cache.get('a', async () => ++calls);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});
