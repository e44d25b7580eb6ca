import { Inject, Injectable } from '@nestjs/common';
import { SHIPPING_SAVE_BUDGET, type ComputopData } from '@tafel/checkout-machine';
import type { CustomerSession } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { RedisClient } from '../../redis/redis-client.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { hsetWithExpiry, LuaScript } from '../../redis/lua-script.js';
import { REDIS } from '../../redis/redis.module.js';
import { workflowKeys } from '../../workflow/workflow-keys.js';
import type { WorkflowRecordInput } from '../../workflow/workflow-save-script.js';
import { parseStoredWorkflow, type StoredWorkflow } from '../../workflow/workflow-store.js';
import { checkoutIdForCart } from '../checkout-ids.js';
import type { CartCapture } from '../upstream/cart-capture.js';

/** What the upstream answered to one submission, kept so a repeated job never asks twice. */
export interface SubmitRecord {
  orderId: string | null;
  newCartId: string | null;
  redirectUrl: string | null;
  computopData: ComputopData | null;
}

/** A submitCart this workflow sent for a cart (recorded just before the call): the order may exist. */
export interface SubmitIntent {
  attempt: number;
  /** When the submit was sent (ISO); the job's looking for the order is capped from here. */
  at: string;
}

/** What a submit job reads before it decides anything. */
export interface SubmitJobState {
  /** The workflow as stored, or null. */
  workflow: StoredWorkflow | null;
  /** The shopper's session token, or null when it expired. */
  jwt: string | null;
  /** The upstream's answer kept for this cart by an earlier run of the job, or null. */
  recorded: SubmitRecord | null;
}

/** KEYS: workflow state hash, session token, submit records; ARGV: the result field. One command, one round trip. */
const SUBMIT_JOB_STATE = new LuaScript(
  `return {redis.call('HGETALL', KEYS[1]), redis.call('GET', KEYS[2]), redis.call('HGET', KEYS[3], ARGV[1])}`,
  3,
);

/** The shopper's session token is needed by the submit job; it outlives a browser tab, not a day or two. */
const SESSION_TOKEN_TTL_S = 2 * 24 * 60 * 60;

/**
 * How long a kept guest session waits for its owner: it only bridges a shipping save's answer
 * lost to the storefront's wait (the save goes on past it), so the storefront's budget plus a few
 * minutes for the "still saving" page to ask again, not the session's lifetime.
 */
export const KEPT_GUEST_SESSION_TTL_MS = SHIPPING_SAVE_BUDGET.storefrontMs + 5 * 60_000;

/** KEYS: the kept guest session; ARGV: a token a request carried. Deletes the kept session when it holds that token. */
const FORGET_PRESENTED_SESSION = new LuaScript(
  `local kept = redis.call('GET', KEYS[1])
if kept and cjson.decode(kept).token == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`,
  1,
);

/**
 * Redis records of the checkout beside the workflow itself: which workflow a cart id belongs to
 * (login and express-pay abort move a checkout to another cart), the shopper's session token for
 * jobs (a secret: never in the snapshot, the event stream or a job payload), and the idempotency
 * records of submissions. Keys share the workflow's hash tag where they belong to one workflow.
 */
@Injectable()
export class CheckoutRepository {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private cartIndexKey(cartId: string): string {
    return this.keys.key('checkout', 'cart', cartId);
  }

  private recordKey(workflowId: string, name: 'session' | 'submit' | 'guest-session'): string {
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

  /**
   * Keeps the guest session a shipping save started, the moment the upstream gave it: an answer
   * lost to a timeout must not lose it (the checkout's owner gets it back from its next save or
   * startCheckout). A secret like the token above: never in the snapshot or the history. Kept for
   * KEPT_GUEST_SESSION_TTL_MS at most, and gone once a request carries its token
   * (forgetPresentedGuestSession) or the checkout leaves the guest session (forgetGuestSession).
   */
  async keepGuestSession(workflowId: string, session: CustomerSession): Promise<void> {
    const untilExpiry = Date.parse(session.expires) - Date.now();
    const ttlMs = Number.isFinite(untilExpiry) ? Math.min(untilExpiry, KEPT_GUEST_SESSION_TTL_MS) : KEPT_GUEST_SESSION_TTL_MS;
    if (ttlMs <= 0) return;
    await this.redis.set(this.recordKey(workflowId, 'guest-session'), JSON.stringify(session), 'PX', ttlMs);
  }

  /** The guest session kept for the workflow, or null (none, or expired). Callers check the owner first. */
  async guestSession(workflowId: string): Promise<CustomerSession | null> {
    const text = await this.redis.get(this.recordKey(workflowId, 'guest-session'));
    return text === null ? null : (JSON.parse(text) as CustomerSession);
  }

  /** A request carried `token`: the storefront has stored it, so a kept session holding it is no longer needed (one atomic step). */
  async forgetPresentedGuestSession(workflowId: string, token: string): Promise<void> {
    await FORGET_PRESENTED_SESSION.run(this.redis, [this.recordKey(workflowId, 'guest-session')], [token]);
  }

  /** The checkout left its guest session (a customer login, the order confirmed, the session expired). */
  async forgetGuestSession(workflowId: string): Promise<void> {
    await this.redis.del(this.recordKey(workflowId, 'guest-session'));
  }

  /**
   * Notes that a submitCart for this cart is about to be sent (before the call, so a lost answer
   * is recognised), and keeps the cart as the shopper confirmed it (read upstream just now, its
   * fingerprint the expected one) for support's "as submitted vs now": one command for both.
   */
  async recordSubmitIntent(workflowId: string, cartId: string, attempt: number, confirmed: { fingerprint: string; cart: CartCapture }): Promise<void> {
    const at = new Date().toISOString();
    await hsetWithExpiry(
      this.redis,
      this.recordKey(workflowId, 'submit'),
      { [`intent:${cartId}`]: JSON.stringify({ attempt, at }), [`cart:${confirmed.fingerprint}`]: JSON.stringify(confirmed.cart) },
      this.config.checkoutTtlMs,
    );
  }

  /** The cart a submission with this fingerprint confirmed (kept with its intent), or null. */
  async submittedCart(workflowId: string, fingerprint: string): Promise<CartCapture | null> {
    const text = await this.redis.hget(this.recordKey(workflowId, 'submit'), `cart:${fingerprint}`);
    return text === null ? null : (JSON.parse(text) as CartCapture);
  }

  async hasSubmitIntent(workflowId: string, cartId: string): Promise<boolean> {
    return (await this.redis.hexists(this.recordKey(workflowId, 'submit'), `intent:${cartId}`)) === 1;
  }

  /** The submit this workflow sent for the cart (the last one), or null when it never sent one. */
  async submitIntent(workflowId: string, cartId: string): Promise<SubmitIntent | null> {
    const text = await this.redis.hget(this.recordKey(workflowId, 'submit'), `intent:${cartId}`);
    if (text === null) return null;
    const intent = JSON.parse(text) as Partial<SubmitIntent>;
    // Written only by recordSubmitIntent; an unreadable time still means "sent", and counts as long ago (support sees it at once).
    return { attempt: Number(intent.attempt) || 0, at: typeof intent.at === 'string' && !Number.isNaN(Date.parse(intent.at)) ? intent.at : new Date(0).toISOString() };
  }

  /** The upstream's answer to keep, as a record the workflow's save writes with the result (one command for both). */
  submitResultRecord(workflowId: string, cartId: string, record: SubmitRecord): WorkflowRecordInput {
    return { key: this.recordKey(workflowId, 'submit'), field: `result:${cartId}`, value: JSON.stringify(record), ttlMs: this.config.checkoutTtlMs };
  }

  /**
   * Drops the upstream's kept answer for the cart once it no longer holds: the upstream voided
   * the order (a declined Amazon-style payment) and reopened the cart, so the next submission
   * must ask it again instead of reusing the voided order.
   */
  async forgetSubmitResult(workflowId: string, cartId: string): Promise<void> {
    await this.redis.hdel(this.recordKey(workflowId, 'submit'), `result:${cartId}`);
  }

  async submitResult(workflowId: string, cartId: string): Promise<SubmitRecord | null> {
    const text = await this.redis.hget(this.recordKey(workflowId, 'submit'), `result:${cartId}`);
    return text === null ? null : (JSON.parse(text) as SubmitRecord);
  }

  /**
   * The workflow, the session token and the kept answer for the cart, read together (one
   * command: the keys share the workflow's hash tag) as a submit job needs them.
   */
  async submitJobState(workflowId: string, cartId: string): Promise<SubmitJobState> {
    const keys = [workflowKeys(this.keys.prefix, workflowId).state, this.recordKey(workflowId, 'session'), this.recordKey(workflowId, 'submit')];
    const [hash, jwt, recorded] = (await SUBMIT_JOB_STATE.run(this.redis, keys, [`result:${cartId}`])) as [string[], string | null, string | null];
    return { workflow: parseStoredWorkflow(workflowId, hash), jwt, recorded: recorded === null ? null : (JSON.parse(recorded) as SubmitRecord) };
  }
}
