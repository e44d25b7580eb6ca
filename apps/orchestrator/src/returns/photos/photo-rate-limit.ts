import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LuaScript } from '../../redis/lua-script.js';
import { REDIS } from '../../redis/redis.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';

/* KEYS[1]: the visitor's counter; ARGV: window ms, limit. Counts and answers { count, ms left of the window }. */
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

/**
 * Photos one visitor may post per fixed window (RETURN_PHOTO_UPLOADS_PER_VISITOR per
 * RETURN_PHOTO_UPLOAD_WINDOW_S), counted before the body is read, refused posts included: a
 * client looping on a refusal is slowed down as much as one uploading.
 */
@Injectable()
export class PhotoRateLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** null when the post may go on, else the seconds until the window ends. */
  async admit(visitor: string): Promise<number | null> {
    const { uploadsPerVisitor, uploadWindowMs } = this.config.returnPhotos;
    const [count, ttl] = (await COUNT.run(this.redis, [this.keys.key('rl', 'return-photo', visitor)], [uploadWindowMs, uploadsPerVisitor])) as [number, number];
    return count > uploadsPerVisitor ? Math.max(1, Math.ceil(ttl / 1000)) : null;
  }
}
