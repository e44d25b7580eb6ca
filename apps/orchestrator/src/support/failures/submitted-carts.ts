import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { hsetWithExpiry } from '../../redis/lua-script.js';
import { REDIS } from '../../redis/redis.module.js';
import type { CartCapture } from './cart-lines.js';

/**
 * The cart the shopper confirmed, per workflow and cart fingerprint (a retry or replay submits the
 * same fingerprint), captured when a submission read it upstream; compared with the cart as it is now.
 */
@Injectable()
export class SubmittedCarts {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(workflowId: string): string {
    return this.keys.key('support', 'submitted-cart', workflowId);
  }

  async save(workflowId: string, fingerprint: string, cart: CartCapture): Promise<void> {
    await hsetWithExpiry(this.redis, this.key(workflowId), fingerprint, JSON.stringify(cart), this.config.checkoutTtlMs);
  }

  async get(workflowId: string, fingerprint: string): Promise<CartCapture | null> {
    const text = await this.redis.hget(this.key(workflowId), fingerprint);
    return text === null ? null : (JSON.parse(text) as CartCapture);
  }
}
