import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../../redis/redis-client.js';
import { limitSubject } from '../../common/client-address.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../redis/redis.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { countInWindows, hashedSubject } from '../../redis/window-counter.js';

/**
 * Photos one visitor and one client address may post per fixed window
 * (RETURN_PHOTO_UPLOADS_PER_VISITOR / _PER_ADDRESS per RETURN_PHOTO_UPLOAD_WINDOW_S), counted
 * before the body is read: a client taking a new user id for every post is still counted by its address.
 */
@Injectable()
export class PhotoRateLimit {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * null when the post may go on, else the seconds until the window ends. `address` is the
   * client address (common/client-address.ts); an IPv6 address counts by its /64.
   */
  admit(visitor: string, address: string): Promise<number | null> {
    const { uploadsPerVisitor, uploadsPerAddress, uploadWindowMs } = this.config.returnPhotos;
    return countInWindows(
      this.redis,
      [
        { key: this.keys.key('rl', 'return-photo', hashedSubject(visitor)), limit: uploadsPerVisitor },
        { key: this.keys.key('rl', 'return-photo-address', hashedSubject(limitSubject(address))), limit: uploadsPerAddress },
      ],
      uploadWindowMs,
    );
  }
}
