import { randomBytes } from 'node:crypto';

/** Lifetime of the token in a password-reset e-mail. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

interface ResetRecord {
  customerId: string;
  expiresAt: number;
  used: boolean;
}

export type ResetTokenState = { state: 'valid'; customerId: string } | { state: 'expired' } | { state: 'unknown' };

/** Password-reset tokens (spec §4 password reset: request, token check, change). Single-use. */
export class PasswordResetStore {
  private readonly tokens = new Map<string, ResetRecord>();
  // The stand-in's mailbox: the latest reset e-mail's token per account (GET /__faults/mail).
  private readonly latest = new Map<string, string>();
  /** Called for every reset e-mail "sent" (main.ts prints the link, the stand-in's outbox for developers). */
  onMail: ((customerId: string, token: string) => void) | null = null;

  constructor(private readonly now: () => number) {}

  issue(customerId: string): string {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { customerId, expiresAt: this.now() + RESET_TOKEN_TTL_MS, used: false });
    this.latest.set(customerId, token);
    this.onMail?.(customerId, token);
    return token;
  }

  /** Used tokens count as unknown: a second use must not reveal that the token once existed. */
  check(token: string): ResetTokenState {
    const record = this.tokens.get(token);
    if (!record || record.used) return { state: 'unknown' };
    if (record.expiresAt <= this.now()) return { state: 'expired' };
    return { state: 'valid', customerId: record.customerId };
  }

  consume(token: string): void {
    const record = this.tokens.get(token);
    if (record) record.used = true;
  }

  /** The token of the latest reset e-mail sent to the account (used or not), or null. */
  latestMailFor(customerId: string): string | null {
    return this.latest.get(customerId) ?? null;
  }

  /** A deleted account's open tokens must not set a password on anything. */
  revokeAllOf(customerId: string): void {
    this.latest.delete(customerId);
    for (const [token, record] of this.tokens) if (record.customerId === customerId) this.tokens.delete(token);
  }
}
