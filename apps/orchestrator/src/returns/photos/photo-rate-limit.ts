import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { limitSubject } from '../../common/client-address.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LuaScript } from '../../redis/lua-script.js';
import { REDIS } from '../../redis/redis.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';

/* KEYS[1]: one counter (a visitor's or an address's); ARGV: window ms. Counts and answers { count, ms left of the window }. */
const COUNT = new LuaScript(
  `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { n, ttl }`,
  1,
);

// Addresses and user ids are kept in Redis keys only hashed (a dump holds neither).
const hashed = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Photos one visitor and one client address may post per fixed window
 * (RETURN_PHOTO_UPLOADS_PER_VISITOR / _PER_ADDRESS per RETURN_PHOTO_UPLOAD_WINDOW_S), counted
 * before the body is read, refused posts included: a client looping on a refusal is slowed down
 * as much as one uploading, and one taking a new user id for every post by its address.
 */
@Injectable()
export class PhotoRateLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * null when the post may go on, else the seconds until the window ends. `address` is the
   * client address (common/client-address.ts); an IPv6 address counts by its /64.
   */
  async admit(visitor: string, address: string): Promise<number | null> {
    const { uploadsPerVisitor, uploadsPerAddress, uploadWindowMs } = this.config.returnPhotos;
    const count = async (key: string, limit: number): Promise<number> => {
      const [n, ttl] = (await COUNT.run(this.redis, [key], [uploadWindowMs])) as [number, number];
      return n > limit ? ttl : 0;
    };
    // One command per counter (each may live on its own Redis Cluster slot).
    const waits = await Promise.all([
      count(this.keys.key('rl', 'return-photo', visitor), uploadsPerVisitor),
      count(this.keys.key('rl', 'return-photo-address', hashed(limitSubject(address))), uploadsPerAddress),
    ]);
    const waitMs = Math.max(...waits);
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
  }
}
