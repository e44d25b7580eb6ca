import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { limitSubject } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { countInWindows, hashedSubject, peekWindows, recordInWindows } from '../redis/window-counter.js';

/** The account a login or reset form names: the customer number as typed, an e-mail lowercased. */
export function accountSubject(form: { email?: string | null; customerNumber?: string | null }): string {
  const number = form.customerNumber?.trim();
  if (number) return `number:${number}`;
  return `email:${(form.email ?? '').trim().toLowerCase()}`;
}

/**
 * The account's limits, counted in Redis (shared by every orchestrator instance): failed logins
 * per account and per client address (issue 27: at most LOGIN_FAILURES_PER_* in
 * LOGIN_FAILURE_WINDOW_S, then a wait), and the forms a stranger can post (registration with the
 * e-mail check, password reset) per address and, for the reset, per account named. Accounts and
 * addresses go into the keys only hashed.
 */
@Injectable()
export class AccountLimits {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private loginKeys(account: string, address: string) {
    return {
      account: this.keys.key('rl', 'login-fail-account', hashedSubject(account)),
      address: this.keys.key('rl', 'login-fail-address', hashedSubject(limitSubject(address))),
    };
  }

  /** Seconds to wait when the account or the address has used up its failed logins, else null; counts nothing. */
  loginBlocked(account: string, address: string): Promise<number | null> {
    const { loginFailuresPerAccount, loginFailuresPerAddress, loginFailureWindowMs } = this.config.account;
    const keys = this.loginKeys(account, address);
    return peekWindows(
      this.redis,
      [
        { key: keys.account, limit: loginFailuresPerAccount },
        { key: keys.address, limit: loginFailuresPerAddress },
      ],
      loginFailureWindowMs,
    );
  }

  /** Counts one refused login for the account and for the address. */
  async loginFailed(account: string, address: string): Promise<void> {
    const keys = this.loginKeys(account, address);
    await recordInWindows(this.redis, [keys.account, keys.address], this.config.account.loginFailureWindowMs);
  }

  /** A successful login clears the account's failures (the address keeps its count: it may be guessing many accounts). */
  async loginSucceeded(account: string, address: string): Promise<void> {
    await this.redis.del(this.loginKeys(account, address).account);
  }

  /** Counts one registration or e-mail check of the address: the seconds to wait when over the limit, else null. */
  takeRegistration(address: string): Promise<number | null> {
    const { registrationsPerAddress, formWindowMs } = this.config.account;
    return countInWindows(this.redis, [{ key: this.keys.key('rl', 'register-address', hashedSubject(limitSubject(address))), limit: registrationsPerAddress }], formWindowMs);
  }

  /** Counts one password-reset request of the address naming the account: the seconds to wait when either is over its limit, else null. */
  takePasswordReset(account: string, address: string): Promise<number | null> {
    const { passwordResetsPerAddress, passwordResetsPerAccount, formWindowMs } = this.config.account;
    return countInWindows(
      this.redis,
      [
        { key: this.keys.key('rl', 'reset-address', hashedSubject(limitSubject(address))), limit: passwordResetsPerAddress },
        { key: this.keys.key('rl', 'reset-account', hashedSubject(account)), limit: passwordResetsPerAccount },
      ],
      formWindowMs,
    );
  }
}
