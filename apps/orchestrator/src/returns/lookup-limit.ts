import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../redis/redis-client.js';
import { limitSubject } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { REDIS } from '../redis/redis.module.js';
import { countInWindows, hashedSubject } from '../redis/window-counter.js';

/**
 * The return lookup is a form a stranger can post (order number + postcode): it is limited per
 * visitor and per client address (an IPv6 address by its /64, as for staff sign-in), in fixed
 * windows of RETURN_LOOKUP_WINDOW_S.
 */
@Injectable()
export class ReturnLookupLimit {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one lookup; answers the seconds to wait when the visitor or the address is over its limit, else null. */
  take(visitor: string, address: string): Promise<number | null> {
    const { lookupWindowMs, lookupsPerVisitor, lookupsPerAddress } = this.config.returns;
    return countInWindows(
      this.redis,
      [
        { key: this.keys.key('returns', 'lookups', 'visitor', hashedSubject(visitor)), limit: lookupsPerVisitor },
        { key: this.keys.key('returns', 'lookups', 'address', hashedSubject(limitSubject(address))), limit: lookupsPerAddress },
      ],
      lookupWindowMs,
    );
  }
}
