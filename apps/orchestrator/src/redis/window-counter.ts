import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { LuaScript } from './lua-script.js';

/*
 * KEYS[1]: one counter; ARGV: window ms, limit. Counts one hit and answers the ms left of the
 * counter's window when it is over its limit, else 0. The window starts with the first hit; a
 * counter that lost its expiry gets it back.
 */
const COUNT = new LuaScript(
  `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n <= tonumber(ARGV[2]) then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return math.max(ttl, 1)`,
  1,
);

/** One counter of a limit: its Redis key (see `hashedSubject`) and the hits allowed per window. */
export interface WindowCounter {
  key: string;
  limit: number;
}

/** Addresses and user ids go into Redis keys only hashed: a dump holds neither. */
export function hashedSubject(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/**
 * Counts one hit on every counter in fixed windows of `windowMs` (refused hits count too, so a
 * client looping on a refusal is slowed like one that succeeds); answers the seconds to wait when
 * any counter is over its limit, else null. One command per counter: each may live on its own
 * Redis Cluster slot, and two concurrent hits never both take the last free one.
 */
export async function countInWindows(redis: Redis, counters: readonly WindowCounter[], windowMs: number): Promise<number | null> {
  const waits = await Promise.all(counters.map(({ key, limit }) => COUNT.run(redis, [key], [windowMs, limit])));
  const waitMs = Math.max(0, ...waits.map(Number));
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}

/*
 * KEYS: counters; ARGV: their limits. Answers the largest ms left of a window among the counters
 * that reached their limit, else 0; counts nothing. A full counter without expiry counts as a
 * full window left (recordInWindows gives it one back on the next hit).
 */
const PEEK = new LuaScript(
  `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n < tonumber(ARGV[1]) then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return -1 end
return math.max(ttl, 1)`,
  1,
);

/* KEYS[1]: one counter; ARGV[1]: window ms. Counts one hit; the window starts with the first. */
const RECORD = new LuaScript(
  `local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`,
  1,
);

/**
 * The "peek, then count on failure" side of a limit (failed logins: only a refused attempt
 * counts, yet a full counter refuses before anything is asked). Answers the seconds to wait when
 * any counter has reached its limit, else null; counts nothing. Two attempts racing past the
 * same peek may both count: a limit of n lets at most n plus the concurrent attempts through.
 */
export async function peekWindows(redis: Redis, counters: readonly WindowCounter[], windowMs: number): Promise<number | null> {
  const waits = await Promise.all(counters.map(({ key, limit }) => PEEK.run(redis, [key], [limit])));
  const waitMs = Math.max(0, ...waits.map((wait) => (Number(wait) < 0 ? windowMs : Number(wait))));
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}

/** Counts one hit on every counter (in fixed windows of `windowMs`, started by the first hit). */
export async function recordInWindows(redis: Redis, keys: readonly string[], windowMs: number): Promise<void> {
  await Promise.all(keys.map((key) => RECORD.run(redis, [key], [windowMs])));
}
