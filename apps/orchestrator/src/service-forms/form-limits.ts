import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { RedisClient } from '../redis/redis-client.js';
import { AppError } from '../common/app-error.js';
import { clientAddress, fromStorefront, limitSubject, namedClientAddress } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { isRedisUnavailableError } from '../redis/redis-errors.js';
import { RedisOutage } from '../redis/redis-outage.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { REDIS } from '../redis/redis.module.js';
import { countInWindows, hashedSubject, type WindowCounter } from '../redis/window-counter.js';

/**
 * Who a form counts against. A request from our storefront (INTERNAL_API_SECRET) names the
 * browser's address, or null when it could not tell (no trusted proxy: its own address would be
 * every shopper's, so the count is skipped, as for the account forms). Anyone else — a client
 * posting to the orchestrator directly — is counted against its own connection's address, so
 * leaving the headers out is no way around the limit.
 */
export function formClientAddress(req: Request, internalApiSecret: string | null): string | null {
  if (fromStorefront(req, internalApiSecret)) return namedClientAddress(req, internalApiSecret);
  return clientAddress(req, internalApiSecret);
}

/**
 * The limit of the forms a stranger can post (newsletter sign-up and sign-off, the shop's forms,
 * the rating): FORM_SUBMISSIONS_PER_ADDRESS per client address in fixed windows of FORM_WINDOW_S,
 * one counter for all of them, counted atomically in Redis (shared by every instance). Forms that
 * mail someone (the newsletter's confirmation, a form's copy to its sender) count against the
 * recipient as well, with the same limit: spread over many client addresses, a stranger still
 * cannot flood one mailbox. Addresses go into the keys only hashed (an IPv6 address by its /64).
 */
@Injectable()
export class FormLimits {
  private readonly logger = new Logger('FormLimits');
  private warnedUnnamedAddress = false;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisOutage) private readonly outage: Pick<RedisOutage, 'report'>,
  ) {}

  /**
   * Counts one form of the client address (and of the mail recipient, when it mails one): the
   * seconds to wait when a counter is over the limit, else null. Refused forms count too, so the
   * recipient's own sign-up may wait out a window someone else used up: the price of the mailbox's
   * protection. Fails closed: without Redis nothing can be counted, so the form is refused as a
   * retryable SERVICE_UNAVAILABLE and nothing is sent.
   */
  async take(address: string | null, recipientEmail: string | null = null): Promise<number | null> {
    const { submissionsPerAddress: limit, windowMs } = this.config.forms;
    const counters: WindowCounter[] = [];
    if (address !== null) counters.push({ key: this.keys.key('rl', 'form-address', hashedSubject(limitSubject(address))), limit });
    else this.warnUnnamedAddress();
    if (recipientEmail !== null) counters.push({ key: this.keys.key('rl', 'form-recipient', hashedSubject(recipientEmail.trim().toLowerCase())), limit });
    if (counters.length === 0) return null;
    try {
      return await countInWindows(this.redis, counters, windowMs);
    } catch (error) {
      if (!isRedisUnavailableError(error)) throw error;
      this.outage.report('form limit', error);
      throw new AppError('SERVICE_UNAVAILABLE', 'The form cannot be counted right now; try again shortly', { reason: 'REDIS_UNAVAILABLE', cause: error });
    }
  }

  private warnUnnamedAddress(): void {
    if (this.warnedUnnamedAddress) return;
    this.warnedUnnamedAddress = true;
    this.logger.warn('The storefront named no browser address (no trusted proxy): the per-address form limit is skipped for such requests');
  }
}
