import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LuaScript } from '../redis/lua-script.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { REDIS } from '../redis/redis.module.js';
import { createHash } from 'node:crypto';

/**
 * KEYS: the counters (visitor, address) of the current window; ARGV: window ms, then each key's
 * limit. Counts the lookup on both and answers the longest wait (ms) of a counter over its limit,
 * or 0. One command: two concurrent lookups never both see the last free slot.
 */
const COUNT_LOOKUP = new LuaScript(
  `local wait = 0
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  if count > tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl > wait then wait = ttl end
  end
end
return wait`,
  2,
);

// Addresses and user ids are kept in Redis keys only hashed (a dump holds neither).
const hashed = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The return lookup is a form a stranger can post (order number + postcode): it is limited per
 * visitor and per client address, in fixed windows of RETURN_LOOKUP_WINDOW_S.
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
    const keys = [this.keys.key('returns', 'lookups', 'visitor', hashed(visitor), String(window)), this.keys.key('returns', 'lookups', 'address', hashed(address), String(window))];
    const waitMs = Number(await COUNT_LOOKUP.run(this.redis, keys, [lookupWindowMs, lookupsPerVisitor, lookupsPerAddress]));
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
  }
}
