import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../redis/redis-client.js';
import { limitSubject } from '../common/client-address.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { countInWindows, hashedSubject } from '../redis/window-counter.js';

/** Changes per visitor (user id or session) and per client address in one window. */
export const WISHLIST_CHANGES_PER_VISITOR = 120;
export const WISHLIST_CHANGES_PER_ADDRESS = 600;
export const WISHLIST_WINDOW_MS = 60_000;
/** Invite-link imports on top: a token is a secret, so guessing one must stay hopeless. */
export const WISHLIST_IMPORTS_PER_VISITOR = 10;
export const WISHLIST_IMPORTS_PER_ADDRESS = 30;

/**
 * Every wishlist change writes upstream and anyone may post them (a visitor's merkzettel needs no
 * account): one visitor and one client address get a fixed number per minute, counted before
 * anything is read. Generous for a shopper clicking hearts, a wall for a script.
 */
@Injectable()
export class WishlistLimits {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
  ) {}

  /** Counts one change: null when it may go on, else the seconds to wait. */
  admit(visitor: string | undefined, address: string): Promise<number | null> {
    const counters = [{ key: this.keys.key('rl', 'wishlist-address', hashedSubject(limitSubject(address))), limit: WISHLIST_CHANGES_PER_ADDRESS }];
    if (visitor) counters.push({ key: this.keys.key('rl', 'wishlist', hashedSubject(visitor)), limit: WISHLIST_CHANGES_PER_VISITOR });
    return countInWindows(this.redis, counters, WISHLIST_WINDOW_MS);
  }

  /** Counts one invite-link import (besides the change it also is): null when it may go on, else the seconds to wait. */
  admitImport(visitor: string | undefined, address: string): Promise<number | null> {
    const counters = [{ key: this.keys.key('rl', 'wishlist-import-address', hashedSubject(limitSubject(address))), limit: WISHLIST_IMPORTS_PER_ADDRESS }];
    if (visitor) counters.push({ key: this.keys.key('rl', 'wishlist-import', hashedSubject(visitor)), limit: WISHLIST_IMPORTS_PER_VISITOR });
    return countInWindows(this.redis, counters, WISHLIST_WINDOW_MS);
  }
}
