import { Inject, Injectable } from '@nestjs/common';
import type { LightningRateLimitedError } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { RedisClient } from '../redis/redis-client.js';
import { limitSubject } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { countInWindows, hashedSubject } from '../redis/window-counter.js';

/** The storefront's text for a refused add: wait and try again. */
export const LIGHTNING_RATE_LIMITED_KEY = 'tafel.lightning.rateLimited';

export type TypedLightningRateLimited = LightningRateLimitedError & { __typename: 'LightningRateLimitedError' };

export function lightningRateLimited(retryAfterSeconds: number): TypedLightningRateLimited {
  return {
    __typename: 'LightningRateLimitedError',
    errorCode: 'RATE_LIMITED',
    messageKey: LIGHTNING_RATE_LIMITED_KEY,
    message: `Too many lightning deal reservations; try again in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  };
}

/**
 * Lightning adds and refreshes reserve deal stock, and anyone may post them: one visitor and one
 * client address (an IPv6 address by its /64) may make LIGHTNING_ADDS_PER_VISITOR /
 * _PER_ADDRESS of them per fixed LIGHTNING_ADD_WINDOW_S, counted before anything is read or
 * reserved. A client taking a new user id for every post is still counted by its address.
 */
@Injectable()
export class LightningRateLimit {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one add or refresh: null when it may go on, else the seconds until the window ends. */
  admit(visitor: string | undefined, address: string): Promise<number | null> {
    const { addsPerVisitor, addsPerAddress, addWindowMs } = this.config.lightning;
    const counters = [{ key: this.keys.key('rl', 'lightning-address', hashedSubject(limitSubject(address))), limit: addsPerAddress }];
    // Without a user id the add is refused as cart not found; the address still counts it.
    if (visitor) counters.push({ key: this.keys.key('rl', 'lightning', hashedSubject(visitor)), limit: addsPerVisitor });
    return countInWindows(this.redis, counters, addWindowMs);
  }
}
