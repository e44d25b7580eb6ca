import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../../redis/redis-client.js';
import type { RedisKeys } from '../../redis/redis-keys.js';
import { sha256 } from './sha256.js';

/** How long a browser stays known to an account after its last successful sign-in there. */
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A device token as handed out: the storefront keeps it in an HttpOnly cookie. */
export interface DeviceToken {
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * Device tokens (OWASP "device cookies"): a successful staff sign-in gets one for its account, and a
 * later sign-in of that account presenting it is limited on its own (LoginLimiter.admitDevice), so
 * failures from unknown clients never slow the staff member on a browser they signed in on before.
 * A token is random (256 bits); Redis keeps only its SHA-256 with the account's e-mail, for
 * DEVICE_TOKEN_TTL_MS after the last successful sign-in with it.
 */
export class DeviceTokens {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
  ) {}

  private key(token: string): string {
    return this.keys.key('support', 'device', sha256(token));
  }

  /**
   * Whether `token` is a live device token of `email`. A malformed, forged, expired or other
   * account's token is not: the attempt counts as one from an unknown client.
   */
  async belongsTo(token: string | undefined, email: string): Promise<boolean> {
    if (!token || !TOKEN_PATTERN.test(token)) return false;
    return (await this.redis.get(this.key(token))) === email;
  }

  /** After a successful sign-in: the presented token of this account lives on, else a new one. */
  async afterSignIn(email: string, presented: string | null, now: number = Date.now()): Promise<DeviceToken> {
    const token = presented ?? randomBytes(32).toString('base64url');
    await this.redis.set(this.key(token), email, 'PX', DEVICE_TOKEN_TTL_MS);
    return { token, expiresAt: new Date(now + DEVICE_TOKEN_TTL_MS) };
  }
}
