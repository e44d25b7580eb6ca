import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '../../redis/redis-client.js';
import { REDIS } from '../../redis/redis.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { hashedSubject } from '../../redis/window-counter.js';
import { parseRemovedAddress, type RemovedAddress } from './removed-address.js';

/** Spec §4: the last removed address is kept until the next removal or logout; a day bounds a forgotten session. */
export const LAST_REMOVED_TTL_S = 24 * 60 * 60;

/**
 * The session's last removed address in Redis, keyed by a hash of the session token (X-JWT): a
 * dump holds no token, and a new session starts with nothing to undo.
 */
@Injectable()
export class LastRemovedStore {
  private readonly logger = new Logger(LastRemovedStore.name);

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
  ) {}

  private key(jwt: string): string {
    return this.keys.key('account', 'last-removed', hashedSubject(jwt));
  }

  async read(jwt: string): Promise<RemovedAddress | null> {
    return parseRemovedAddress(await this.redis.get(this.key(jwt)));
  }

  /** Keeps `removed`, replacing the one kept before. */
  async keep(jwt: string, removed: RemovedAddress): Promise<void> {
    await this.redis.set(this.key(jwt), JSON.stringify(removed), 'EX', LAST_REMOVED_TTL_S);
  }

  /** Takes the kept address out, so two undos at once cannot both re-add it. */
  async take(jwt: string): Promise<RemovedAddress | null> {
    return parseRemovedAddress(await this.redis.getdel(this.key(jwt)));
  }

  /** Puts a taken address back (its re-add failed), unless a newer removal was kept meanwhile. */
  async putBack(jwt: string, removed: RemovedAddress): Promise<void> {
    await this.redis.set(this.key(jwt), JSON.stringify(removed), 'EX', LAST_REMOVED_TTL_S, 'NX');
  }

  /**
   * Logout forgets it. A Redis failure does not fail the logout: the session is over upstream,
   * so the key can never be read again and expires with its TTL.
   */
  async forget(jwt: string): Promise<void> {
    try {
      await this.redis.del(this.key(jwt));
    } catch (error) {
      this.logger.warn(`Could not forget the last removed address at logout: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
