import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../../redis/redis-client.js';
import { AppError } from '../../common/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { StaffAccountConfig } from '../../config/support-config.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { REDIS } from '../../redis/redis.module.js';
import { DEV_STAFF_ACCOUNTS } from './dev-accounts.js';
import { limitSubject } from '../../common/client-address.js';
import { DeviceTokens, type DeviceToken } from './device-tokens.js';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter } from './login-limiter.js';
import { hashPassword, verifyPassword } from './password.js';
import { sha256 } from './sha256.js';
import { may, type StaffCredentials, type StaffMember, type StaffPermission } from './staff.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type LoginOutcome =
  | { kind: 'ok'; token: string; member: StaffMember; expiresAt: Date; device: DeviceToken }
  | { kind: 'failed' }
  | { kind: 'rateLimited'; retryAfterSeconds: number };

/**
 * Staff sign-in for the support console: accounts from SUPPORT_ACCOUNTS (scrypt hashes) or, outside
 * production, the seeded dev accounts; sessions are random tokens kept in Redis (only their SHA-256,
 * so a Redis dump holds no usable token) with a TTL; sign-in attempts are limited per client address
 * and per (account, address) with growing waits, never per account alone (login-limiter.ts), and a
 * browser holding the account's device token (device-tokens.ts) only by its own failures. Every
 * support query and command calls require() with the permission it needs: the role is checked in
 * the business layer.
 */
@Injectable()
export class StaffAuthService {
  private readonly logger = new Logger('StaffAuth');
  private readonly limiter: LoginLimiter;
  private readonly devices: DeviceTokens;
  private accounts: Promise<Map<string, StaffAccountConfig>> | null = null;
  // Unknown e-mails are checked against this, so they take as long as known ones.
  private decoy: Promise<string> | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.limiter = new LoginLimiter(redis, keys, { ...DEFAULT_LOGIN_LIMITS, perAddressPerHour: config.support.loginFailuresPerHour });
    this.devices = new DeviceTokens(redis, keys);
    if (config.isProduction && config.support.internalApiSecret === null) {
      this.logger.warn(
        'INTERNAL_API_SECRET is not set: X-Tafel-Client-IP is never believed, so every staff sign-in through the storefront without a device token ' +
          'counts against the storefront\'s own address — anyone can make staff on a new browser wait (up to an hour). Set the same INTERNAL_API_SECRET ' +
          'in both apps and TRUSTED_PROXY_HOPS in the storefront (README "Support console")',
      );
    }
  }

  private accountMap(): Promise<Map<string, StaffAccountConfig>> {
    this.accounts ??= (async () => {
      const { support } = this.config;
      const list: StaffAccountConfig[] = support.devAccounts
        ? await Promise.all(DEV_STAFF_ACCOUNTS.map(async (a) => ({ email: a.email, name: a.name, role: a.role, passwordHash: await hashPassword(a.password) })))
        : [...support.accounts];
      if (support.devAccounts) this.logger.warn(`Support console: seeded dev accounts ${DEV_STAFF_ACCOUNTS.map((a) => a.email).join(', ')} (not in production)`);
      else if (list.length === 0) this.logger.warn('Support console: SUPPORT_ACCOUNTS is empty, nobody can sign in');
      return new Map(list.map((a) => [a.email, a]));
    })();
    return this.accounts;
  }

  private sessionKey(token: string): string {
    return this.keys.key('support', 'session', sha256(token));
  }

  /**
   * Signs a staff member in from `address` (see client-address.ts), on a browser that may hold a
   * device token of an earlier sign-in. The attempt is counted before the password is checked
   * (login-limiter.ts): with the account's device token per (account, device) only, else per
   * address and per (account, address). Unknown e-mails cost the same scrypt time and the same
   * answer as wrong passwords, so neither the answer nor its timing tells which it was.
   */
  async login(emailInput: string, password: string, address: string, deviceToken?: string): Promise<LoginOutcome> {
    const email = emailInput.trim().toLowerCase();
    const knownDevice = (await this.devices.belongsTo(deviceToken, email)) ? deviceToken! : null;
    const admission = knownDevice ? await this.limiter.admitDevice(email, knownDevice) : await this.limiter.admit(email, limitSubject(address));
    if (admission.kind === 'refused') return { kind: 'rateLimited', retryAfterSeconds: Math.ceil(admission.retryAfterMs / 1000) };
    const account = (await this.accountMap()).get(email);
    this.decoy ??= hashPassword(randomBytes(16).toString('hex'));
    const ok = await verifyPassword(password.slice(0, 1024), account?.passwordHash ?? (await this.decoy));
    if (!account || !ok) return { kind: 'failed' };
    await admission.succeeded();
    const device = await this.devices.afterSignIn(email, knownDevice);
    const now = Date.now();
    const token = randomBytes(32).toString('base64url');
    const member: StaffMember = { email: account.email, name: account.name, role: account.role };
    await this.redis.set(this.sessionKey(token), JSON.stringify(member), 'PX', this.config.support.sessionTtlMs);
    return { kind: 'ok', token, member, expiresAt: new Date(now + this.config.support.sessionTtlMs), device };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token && TOKEN_PATTERN.test(token)) await this.redis.del(this.sessionKey(token));
  }

  /** The staff member of a session token, or null (none, malformed, expired, signed out). */
  async member(token: string | undefined): Promise<StaffMember | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const text = await this.redis.get(this.sessionKey(token));
    if (text === null) return null;
    const member = JSON.parse(text) as StaffMember;
    // An account removed from the configuration loses its sessions at once.
    const account = (await this.accountMap()).get(member.email);
    return account && account.role === member.role ? member : null;
  }

  /**
   * The configured account of `email` as a staff member, if it still exists and its role may do
   * this (work started by someone earlier, e.g. a bulk replay, checks its author again), else null.
   */
  async accountAllowed(email: string, permission: StaffPermission): Promise<StaffMember | null> {
    const account = (await this.accountMap()).get(email);
    return account && may(account.role, permission) ? { email: account.email, name: account.name, role: account.role } : null;
  }

  /**
   * The signed-in staff member allowed to do this, else UNAUTHENTICATED (no valid staff session —
   * a shopper's X-iSHOP-API-USERID / X-JWT never count) or FORBIDDEN (the role may not).
   */
  async require(credentials: StaffCredentials, permission: StaffPermission): Promise<StaffMember> {
    const member = await this.member(credentials.token);
    if (member === null) throw new AppError('UNAUTHENTICATED', 'A support console session is required (sign in at /support/login)');
    if (!may(member.role, permission)) throw new AppError('FORBIDDEN', `The role ${member.role} may not do this (${permission})`);
    return member;
  }
}
