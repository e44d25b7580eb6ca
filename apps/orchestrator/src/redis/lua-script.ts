import { createHash } from 'node:crypto';
import { requireOneSlot } from './key-slot.js';
import type { RedisClient } from './redis-client.js';

/**
 * A Lua script run by its SHA (EVALSHA): the script text crosses the connection only the first
 * time a Redis sees it (or after SCRIPT FLUSH / a restart), not with every call. A script runs
 * atomically as one command (where MULTI … EXEC takes four). Its keys must share one Redis Cluster
 * slot (one hash tag): run() refuses keys that do not, on one Redis as well.
 */
export class LuaScript {
  readonly sha: string;
  private readonly keyCounts: readonly number[];

  /** `keyCount`: how many KEYS the script takes, or the counts it accepts (a script with optional keys). */
  constructor(
    readonly source: string,
    keyCount: number | readonly number[],
  ) {
    this.sha = createHash('sha1').update(source).digest('hex');
    this.keyCounts = typeof keyCount === 'number' ? [keyCount] : keyCount;
  }

  async run(redis: RedisClient, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    if (!this.keyCounts.includes(keys.length)) throw new TypeError(`script expects ${this.keyCounts.join(' or ')} key(s), got ${keys.length}`);
    // A script's keys must share one Redis Cluster slot; checked on one Redis too (see requireOneSlot).
    requireOneSlot(`script ${this.sha.slice(0, 8)}`, keys);
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('NOSCRIPT')) return redis.eval(this.source, keys.length, ...keys, ...args);
      throw error;
    }
  }
}

/** HSET of fields and PEXPIRE of the hash, atomically in one command (KEYS[1] hash; ARGV ttl ms, then field, value pairs). */
const HSET_WITH_EXPIRY = new LuaScript(
  `redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`,
  1,
);

/** Sets fields of a hash (at least one) and (re)starts the hash's expiry, atomically. */
export async function hsetWithExpiry(redis: RedisClient, key: string, fields: Readonly<Record<string, string>>, ttlMs: number): Promise<void> {
  if (!Number.isSafeInteger(ttlMs) || ttlMs < 1) throw new TypeError(`ttlMs must be a whole number >= 1 (got ${ttlMs})`);
  const pairs = Object.entries(fields).flat();
  if (pairs.length === 0) throw new TypeError('hsetWithExpiry needs at least one field');
  await HSET_WITH_EXPIRY.run(redis, [key], [ttlMs, ...pairs]);
}
