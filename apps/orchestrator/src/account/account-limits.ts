import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '../redis/redis-client.js';
import { AppError } from '../common/app-error.js';
import { limitSubject } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { isRedisUnavailableError } from '../redis/redis-errors.js';
import { RedisOutage } from '../redis/redis-outage.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { admitInWindows, countInWindows, hashedSubject, takeBackInWindows, type WindowCounter } from '../redis/window-counter.js';

/** The account a login or reset form names: the customer number (trimmed) when given, else the e-mail lowercased. */
export function accountSubject(form: { email?: string | null; customerNumber?: string | null }): string {
  const number = form.customerNumber?.trim();
  if (number) return `number:${number}`;
  return `email:${(form.email ?? '').trim().toLowerCase()}`;
}

/**
 * An attempt the failed-login limit let through: it is counted already (a failure needs no
 * further step). succeeded(): the password was right: the account's failures are cleared and the
 * address's attempt is taken back. release(): the password was not checked after all: the
 * attempt is taken back everywhere. Both are best effort (a Redis failure is logged, never thrown).
 */
export type LoginAdmission =
  | { readonly kind: 'admitted'; succeeded(): Promise<void>; release(): Promise<void> }
  | { readonly kind: 'refused'; readonly retryAfterSeconds: number };

const HOUR_MS = 60 * 60 * 1000;

const LET_THROUGH: LoginAdmission = { kind: 'admitted', succeeded: () => Promise.resolve(), release: () => Promise.resolve() };

/**
 * The account's limits, counted in Redis (shared by every orchestrator instance): failed logins
 * per account and per client address (issue 27: at most LOGIN_FAILURES_PER_* in
 * LOGIN_FAILURE_WINDOW_S, then a wait), and the forms a stranger can post (registration with the
 * e-mail check, password reset) per address and, for the reset, per account named. Accounts and
 * addresses go into the keys only hashed.
 *
 * A request whose browser address is not named (null: no X-Tafel-Client-IP with the internal
 * secret) is counted per account only: otherwise every shopper would share the storefront
 * server's own address and lock each other out.
 *
 * Known trade-off: a stranger can keep an account's web login locked by failing
 * LOGIN_FAILURES_PER_ACCOUNT times per window; the password reset stays open to the owner, and
 * its completion cannot clear the counter (the upstream's reset answer does not name the account).
 */
@Injectable()
export class AccountLimits {
  private readonly logger = new Logger('AccountLimits');
  private warnedUnnamedAddress = false;
  private loginLimitDown = false;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisOutage) private readonly outage: Pick<RedisOutage, 'report'>,
  ) {}

  private addressKey(kind: string, address: string | null): string | null {
    if (address !== null) return this.keys.key('rl', kind, hashedSubject(limitSubject(address)));
    if (!this.warnedUnnamedAddress) {
      this.warnedUnnamedAddress = true;
      this.logger.warn('A request named no browser address (X-Tafel-Client-IP with INTERNAL_API_SECRET): the per-address account limits are skipped for such requests');
    }
    return null;
  }

  private loginAccountKey(account: string): string {
    return this.keys.key('rl', 'login-fail-account', hashedSubject(account));
  }

  /**
   * Counts a login attempt (login, checkout login, or a current password confirmed by
   * changePassword/deleteAccount) for every account subject and the address before the upstream
   * is asked, refusing atomically when one is at its limit (parallel attempts cannot slip past).
   * Redis unavailable: the attempt is let through (fail open, one warning per outage): the
   * upstream keeps its own per-account lock, and a shopper must still be able to log in.
   */
  async admitLogin(accounts: readonly string[], address: string | null): Promise<LoginAdmission> {
    const { loginFailuresPerAccount, loginFailuresPerAddress, loginFailureWindowMs } = this.config.account;
    const accountKeys = accounts.map((account) => this.loginAccountKey(account));
    const addressKey = this.addressKey('login-fail-address', address);
    const counters: WindowCounter[] = accountKeys.map((key) => ({ key, limit: loginFailuresPerAccount }));
    if (addressKey !== null) counters.push({ key: addressKey, limit: loginFailuresPerAddress });
    let admission;
    try {
      admission = await admitInWindows(this.redis, counters, loginFailureWindowMs);
      this.loginLimitDown = false;
    } catch (error) {
      if (!isRedisUnavailableError(error)) throw error;
      this.outage.report('account login limit', error);
      if (!this.loginLimitDown) {
        this.loginLimitDown = true;
        this.logger.warn('Redis is unavailable: logins go through without the failed-login limit until it answers again (the shop keeps its own per-account lock)');
      }
      return LET_THROUGH;
    }
    if (admission.kind === 'refused') return admission;
    const { takeBack } = admission;
    return {
      kind: 'admitted',
      succeeded: () =>
        this.bestEffort('login success', async () => {
          // One DEL per key: the accounts' counters may live on different Redis Cluster slots.
          await Promise.all(accountKeys.map((key) => this.redis.del(key)));
          if (addressKey !== null) await takeBackInWindows(this.redis, [addressKey]);
        }),
      release: () => this.bestEffort('login attempt release', takeBack),
    };
  }

  /** Counts one registration or e-mail check of the address: the seconds to wait when over the limit, else null. */
  takeRegistration(address: string | null): Promise<number | null> {
    const { registrationsPerAddress, formWindowMs } = this.config.account;
    const key = this.addressKey('register-address', address);
    return this.formCount(key === null ? [] : [{ key, limit: registrationsPerAddress }], formWindowMs);
  }

  /**
   * Counts one password-reset request of the address and, unless null (a honeypot request, which
   * sends nothing), of the account named: the seconds to wait when either is over its limit, else null.
   */
  takePasswordReset(account: string | null, address: string | null): Promise<number | null> {
    const { passwordResetsPerAddress, passwordResetsPerAccount, formWindowMs } = this.config.account;
    const counters: WindowCounter[] = [];
    const key = this.addressKey('reset-address', address);
    if (key !== null) counters.push({ key, limit: passwordResetsPerAddress });
    if (account !== null) counters.push({ key: this.keys.key('rl', 'reset-account', hashedSubject(account)), limit: passwordResetsPerAccount });
    return this.formCount(counters, formWindowMs);
  }

  /**
   * Counts one B2B certificate upload of the customer session (its token, hashed) and the address:
   * the seconds to wait when either is over CERTIFICATE_UPLOADS_PER_HOUR, else null. Fails closed.
   */
  takeCertificateUpload(jwt: string, address: string | null): Promise<number | null> {
    const limit = this.config.account.certificateUploadsPerHour;
    const counters: WindowCounter[] = [{ key: this.keys.key('rl', 'certificate-customer', hashedSubject(jwt)), limit }];
    const key = this.addressKey('certificate-address', address);
    if (key !== null) counters.push({ key, limit });
    return this.formCount(counters, HOUR_MS);
  }

  // The forms a stranger can post fail closed: without Redis they cannot be counted, so they are
  // refused as a retryable SERVICE_UNAVAILABLE (one log line per outage).
  private async formCount(counters: WindowCounter[], windowMs: number): Promise<number | null> {
    if (counters.length === 0) return null;
    try {
      return await countInWindows(this.redis, counters, windowMs);
    } catch (error) {
      if (!isRedisUnavailableError(error)) throw error;
      this.outage.report('account form limit', error);
      throw new AppError('SERVICE_UNAVAILABLE', 'The request cannot be counted right now; try again shortly', { reason: 'REDIS_UNAVAILABLE', cause: error });
    }
  }

  private async bestEffort(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.warn(`${what} not recorded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
