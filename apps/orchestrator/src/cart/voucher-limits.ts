import { Inject, Injectable } from '@nestjs/common';
import type { VoucherRateLimitedError } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { RedisClient } from '../redis/redis-client.js';
import { AppError } from '../common/app-error.js';
import { limitSubject } from '../common/client-address.js';
import { isRedisUnavailableError } from '../redis/redis-errors.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { RedisOutage } from '../redis/redis-outage.js';
import { REDIS } from '../redis/redis.module.js';
import { admitInWindows, hashedSubject, type WindowAdmission, type WindowCounter } from '../redis/window-counter.js';
import { VOUCHER_KEYS } from './voucher-code.js';

/**
 * Voucher attempts a visitor (user id) and a client address may make per window. Business
 * constants, not settings: a shopper types a code or two, a few typos included; guessing codes
 * needs thousands. A stranger taking a new user id per attempt is still counted by the address.
 */
export const VOUCHER_ATTEMPTS_PER_VISITOR = 10;
export const VOUCHER_ATTEMPTS_PER_ADDRESS = 30;
export const VOUCHER_WINDOW_MS = 15 * 60_000;

export type TypedVoucherRateLimited = VoucherRateLimitedError & { __typename: 'VoucherRateLimitedError' };

export function voucherRateLimited(retryAfterSeconds: number): TypedVoucherRateLimited {
  return {
    __typename: 'VoucherRateLimitedError',
    errorCode: 'RATE_LIMITED',
    messageKey: VOUCHER_KEYS.rateLimited,
    message: `Too many voucher attempts; try again in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  };
}

/**
 * Counts every voucher attempt before the upstream is asked (atomically: parallel guesses cannot
 * slip past the limit); an accepted code is taken back, so only refusals use up the window. Fails
 * closed: without Redis no attempt can be counted, so none is made (SERVICE_UNAVAILABLE, retryable).
 */
@Injectable()
export class VoucherLimits {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
    @Inject(RedisOutage) private readonly outage: Pick<RedisOutage, 'report'>,
  ) {}

  /** address: null when the storefront could not name the browser's (then only the visitor counts). */
  async admit(visitor: string | undefined, address: string | null): Promise<WindowAdmission | TypedVoucherRateLimited> {
    const counters: WindowCounter[] = [];
    if (address !== null) counters.push({ key: this.keys.key('rl', 'voucher-address', hashedSubject(limitSubject(address))), limit: VOUCHER_ATTEMPTS_PER_ADDRESS });
    if (visitor) counters.push({ key: this.keys.key('rl', 'voucher-visitor', hashedSubject(visitor)), limit: VOUCHER_ATTEMPTS_PER_VISITOR });
    try {
      const admission = await admitInWindows(this.redis, counters, VOUCHER_WINDOW_MS);
      return admission.kind === 'refused' ? voucherRateLimited(admission.retryAfterSeconds) : admission;
    } catch (error) {
      if (!isRedisUnavailableError(error)) throw error;
      this.outage.report('voucher limit', error);
      throw new AppError('SERVICE_UNAVAILABLE', 'Voucher attempts cannot be counted right now; try again shortly', { reason: 'REDIS_UNAVAILABLE', cause: error });
    }
  }
}
