/** Brute-force guard of the login: 10 failures for one account within 15 minutes lock it. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
// Bounds the memory an attacker can make us use by trying many different login names.
const MAX_TRACKED_ACCOUNTS = 10_000;

/**
 * Failed login times per account key (the customer id, or the normalised login name when no
 * account matches, so unknown names behave exactly like known ones).
 */
export class LoginGuard {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  private recent(key: string): number[] {
    const since = this.now() - FAILED_LOGIN_WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** True while the account has had MAX_FAILED_LOGINS failures within the window. */
  isLocked(key: string): boolean {
    return this.recent(key).length >= MAX_FAILED_LOGINS;
  }

  recordFailure(key: string): void {
    const times = this.recent(key);
    if (!this.failures.has(key) && this.failures.size >= MAX_TRACKED_ACCOUNTS) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(key, [...times, this.now()]);
  }

  /** A successful login or a password reset starts the count afresh. */
  reset(key: string): void {
    this.failures.delete(key);
  }
}
