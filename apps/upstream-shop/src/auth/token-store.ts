import { randomBytes } from 'node:crypto';

interface TokenRecord {
  shopId: string;
  expiresAt: number;
  revoked: boolean;
}

export type TokenCheck = { ok: true; shopId: string } | { ok: false; reason: 'invalid' | 'revoked' };

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
  shopId: string;
}

// Expired tokens are answered like unknown ones, so they can be forgotten; pruning now and
// then keeps a server that runs for days from holding every token it ever issued.
const PRUNE_EVERY = 256;

/** Opaque bearer tokens with an expiry, kept in memory. */
export class TokenStore {
  private readonly tokens = new Map<string, TokenRecord>();
  private issuedSincePrune = 0;

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(shopId: string): IssuedToken {
    if (++this.issuedSincePrune >= PRUNE_EVERY) this.prune();
    const accessToken = randomBytes(32).toString('base64url');
    this.tokens.set(accessToken, { shopId, expiresAt: this.now() + this.ttlSeconds * 1000, revoked: false });
    return { accessToken, expiresIn: this.ttlSeconds, shopId };
  }

  check(accessToken: string | null): TokenCheck {
    const record = accessToken ? this.tokens.get(accessToken) : undefined;
    if (!record) return { ok: false, reason: 'invalid' };
    if (record.revoked) return { ok: false, reason: 'revoked' };
    if (record.expiresAt <= this.now()) return { ok: false, reason: 'invalid' };
    return { ok: true, shopId: record.shopId };
  }

  /** Revokes every token issued so far; returns how many were still usable. */
  revokeAll(): number {
    let count = 0;
    for (const record of this.tokens.values()) {
      if (!record.revoked && record.expiresAt > this.now()) count++;
      record.revoked = true;
    }
    return count;
  }

  /** Lets every token issued so far run out now; returns how many were still usable. */
  expireAll(): number {
    let count = 0;
    const now = this.now();
    for (const record of this.tokens.values()) {
      if (!record.revoked && record.expiresAt > now) count++;
      record.expiresAt = Math.min(record.expiresAt, now);
    }
    return count;
  }

  private prune(): void {
    this.issuedSincePrune = 0;
    const now = this.now();
    for (const [token, record] of this.tokens) if (record.expiresAt <= now) this.tokens.delete(token);
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | null): string | null {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? null;
}
