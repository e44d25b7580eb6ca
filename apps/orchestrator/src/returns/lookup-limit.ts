import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LuaScript } from '../redis/lua-script.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { REDIS } from '../redis/redis.module.js';
import { createHash } from 'node:crypto';
import { limitSubject } from '../common/client-address.js';

/**
 * KEYS: one counter of the current window; ARGV: window ms, limit. Counts the lookup and answers
 * the wait (ms) when the counter is over its limit, else 0. One command per counter (each on its
 * own Redis Cluster slot): two concurrent lookups never both see the last free slot.
 */
const COUNT_LOOKUP = new LuaScript(
  `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count > tonumber(ARGV[2]) then return math.max(redis.call('PTTL', KEYS[1]), 1) end
return 0`,
  1,
);

// Addresses and user ids are kept in Redis keys only hashed (a dump holds neither).
const hashed = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The return lookup is a form a stranger can post (order number + postcode): it is limited per
 * visitor and per client address (an IPv6 address by its /64, as for staff sign-in), in fixed
 * windows of RETURN_LOOKUP_WINDOW_S.
 */
@Injectable()
export class ReturnLookupLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one lookup; answers the seconds to wait when the visitor or the address is over its limit, else null. */
  async take(visitor: string, address: string): Promise<number | null> {
    const { lookupWindowMs, lookupsPerVisitor, lookupsPerAddress } = this.config.returns;
    const window = Math.floor(Date.now() / lookupWindowMs);
    const count = (kind: string, subject: string, limit: number) => COUNT_LOOKUP.run(this.redis, [this.keys.key('returns', 'lookups', kind, hashed(subject), String(window))], [lookupWindowMs, limit]);
    const waits = await Promise.all([count('visitor', visitor, lookupsPerVisitor), count('address', limitSubject(address), lookupsPerAddress)]);
    const waitMs = Math.max(...waits.map(Number));
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
  }
}
