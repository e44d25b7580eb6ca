import type { RedisClient } from './redis-client.js';
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
export async function countInWindows(redis: RedisClient, counters: readonly WindowCounter[], windowMs: number): Promise<number | null> {
  const waits = await Promise.all(counters.map(({ key, limit }) => COUNT.run(redis, [key], [windowMs, limit])));
  const waitMs = Math.max(0, ...waits.map(Number));
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}

/*
 * KEYS[1]: one counter; ARGV: window ms, limit. Refuses or counts in one step, so concurrent
 * attempts cannot all pass a check made before any of them was counted: a counter at its limit
 * answers the ms left of its window (and counts nothing), else it counts the attempt and answers
 * 0. The window starts with the first attempt; a counter that lost its expiry gets it back.
 */
const ADMIT = new LuaScript(
  `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[2]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return math.max(ttl, 1)
end
n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 0`,
  1,
);

/* KEYS[1]: one counter. Takes one counted attempt back (never below 0, never reviving an expired counter). */
const TAKE_BACK = new LuaScript(
  `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = redis.call('DECR', KEYS[1])
if n <= 0 then redis.call('DEL', KEYS[1]) end
return n`,
  1,
);

/** An admitted attempt: its counters counted it; takeBack() when it should not count after all. */
export interface WindowAdmission {
  readonly kind: 'admitted';
  takeBack(): Promise<void>;
}

export type WindowAdmissionResult = WindowAdmission | { readonly kind: 'refused'; readonly retryAfterSeconds: number };

/**
 * The "count first, take back on success" side of a limit (failed logins): every attempt is
 * counted on every counter before it is made, each counter refusing atomically at its limit, so
 * n parallel attempts never get more than `limit` through. When one counter refuses, the others
 * that counted the attempt take it back. One command per counter (each may live on its own
 * Redis Cluster slot).
 */
export async function admitInWindows(redis: RedisClient, counters: readonly WindowCounter[], windowMs: number): Promise<WindowAdmissionResult> {
  const waits = (await Promise.all(counters.map(({ key, limit }) => ADMIT.run(redis, [key], [windowMs, limit])))).map(Number);
  const waitMs = Math.max(0, ...waits);
  if (waitMs > 0) {
    await takeBackInWindows(redis, counters.filter((_, i) => waits[i] === 0).map((c) => c.key));
    return { kind: 'refused', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  return { kind: 'admitted', takeBack: () => takeBackInWindows(redis, counters.map((c) => c.key)) };
}

/** Takes one counted attempt back from every counter (see admitInWindows). */
export async function takeBackInWindows(redis: RedisClient, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => TAKE_BACK.run(redis, [key], [])));
}
