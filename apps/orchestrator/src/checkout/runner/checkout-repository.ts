import { Inject, Injectable } from '@nestjs/common';
import type { ComputopData } from '@tafel/checkout-machine';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { hsetWithExpiry } from '../../redis/lua-script.js';
import { REDIS } from '../../redis/redis.module.js';
import { workflowKeys } from '../../workflow/workflow-keys.js';
import { checkoutIdForCart } from '../checkout-ids.js';

/** What the upstream answered to one submission, kept so a repeated job never asks twice. */
export interface SubmitRecord {
  orderId: string | null;
  newCartId: string | null;
  redirectUrl: string | null;
  computopData: ComputopData | null;
}

/** The shopper's session token is needed by the submit job; it outlives a browser tab, not a day or two. */
const SESSION_TOKEN_TTL_S = 2 * 24 * 60 * 60;

/**
 * Redis records of the checkout beside the workflow itself: which workflow a cart id belongs to
 * (login and express-pay abort move a checkout to another cart), the shopper's session token for
 * jobs (a secret: never in the snapshot, the event stream or a job payload), and the idempotency
 * records of submissions. Keys share the workflow's hash tag where they belong to one workflow.
 */
@Injectable()
export class CheckoutRepository {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private cartIndexKey(cartId: string): string {
    return this.keys.key('checkout', 'cart', cartId);
  }

  private recordKey(workflowId: string, name: 'session' | 'submit'): string {
    return `${workflowKeys(this.keys.prefix, workflowId).base}:${name}`;
  }

  /** The workflow of a cart: the indexed one (the cart was moved to), else the one started for it. */
  async workflowIdForCart(cartId: string): Promise<string> {
    return (await this.redis.get(this.cartIndexKey(cartId))) ?? checkoutIdForCart(cartId);
  }

  /** Remembers that the cart belongs to the workflow (after login or an express-pay abort moved it). */
  async indexCart(cartId: string, workflowId: string): Promise<void> {
    if (checkoutIdForCart(cartId) === workflowId) return;
    await this.redis.set(this.cartIndexKey(cartId), workflowId, 'PX', this.config.checkoutTtlMs);
  }

  async saveSessionToken(workflowId: string, token: string): Promise<void> {
    await this.redis.set(this.recordKey(workflowId, 'session'), token, 'EX', SESSION_TOKEN_TTL_S);
  }

  async sessionToken(workflowId: string): Promise<string | null> {
    return this.redis.get(this.recordKey(workflowId, 'session'));
  }

  /** Notes that a submitCart for this cart is about to be sent (before the call, so a lost answer is recognised). */
  async recordSubmitIntent(workflowId: string, cartId: string, attempt: number): Promise<void> {
    await hsetWithExpiry(this.redis, this.recordKey(workflowId, 'submit'), `intent:${cartId}`, JSON.stringify({ attempt, at: new Date().toISOString() }), this.config.checkoutTtlMs);
  }

  async hasSubmitIntent(workflowId: string, cartId: string): Promise<boolean> {
    return (await this.redis.hexists(this.recordKey(workflowId, 'submit'), `intent:${cartId}`)) === 1;
  }

  async recordSubmitResult(workflowId: string, cartId: string, record: SubmitRecord): Promise<void> {
    await hsetWithExpiry(this.redis, this.recordKey(workflowId, 'submit'), `result:${cartId}`, JSON.stringify(record), this.config.checkoutTtlMs);
  }

  async submitResult(workflowId: string, cartId: string): Promise<SubmitRecord | null> {
    const text = await this.redis.hget(this.recordKey(workflowId, 'submit'), `result:${cartId}`);
    return text === null ? null : (JSON.parse(text) as SubmitRecord);
  }
}
