import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../../redis/redis-client.js';
import { LuaScript } from '../../redis/lua-script.js';
import type { RedisKeys } from '../../redis/redis-keys.js';
import { sha256 } from './sha256.js';

/** How sign-in attempts are limited (see LoginLimiter). */
export interface LoginLimits {
  /** Failed sign-ins one client address may have in a sliding hour, whatever the accounts. */
  readonly perAddressPerHour: number;
  /** Failures of one (account, address) pair that cost no wait. */
  readonly freeFailures: number;
  /** Wait after the first failure beyond the free ones; it doubles with every further one. */
  readonly firstDelayMs: number;
  /** The longest wait one (account, address) pair can build up. */
  readonly maxDelayMs: number;
}

// Five typos cost nothing; then 30 s, 1 min, 2 min … a human waits little, a guesser gets nowhere.
export const DEFAULT_LOGIN_LIMITS = { freeFailures: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000 } as const;

const HOUR_MS = 60 * 60 * 1000;

/** A counted attempt: settle() it once the password was checked. */
export interface LoginAttempt {
  readonly kind: 'counted';
  /** Call when the password was right: the attempt no longer counts, the pair starts afresh. */
  succeeded(): Promise<void>;
}

export type AttemptAdmission = LoginAttempt | { readonly kind: 'refused'; readonly retryAfterMs: number };

/*
 * Refuse or count, in one atomic step, so concurrent attempts cannot all pass a check made before
 * any of them was recorded. With two keys — KEYS[1]: the address's sorted set of attempts
 * (score = time), KEYS[2]: the (account, address) hash { n = failures, until = earliest next
 * attempt }. With one key — KEYS[1]: the (account, device) hash alone (no address limit).
 * ARGV: now, window, per-address limit, free failures, first delay, max delay, member.
 * Answers { 1, 0 } when counted, { 0, wait ms } when refused.
 */
const ADMIT = new LuaScript(
  `local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local pair = KEYS[#KEYS]
local wait = 0
if #KEYS == 2 then
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
    local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
    wait = tonumber(oldest[2]) + window - now
  end
end
local untilAt = tonumber(redis.call('HGET', pair, 'until') or '0')
if untilAt - now > wait then wait = untilAt - now end
if wait > 0 then return { 0, wait } end
if #KEYS == 2 then
  redis.call('ZADD', KEYS[1], now, ARGV[7])
  redis.call('PEXPIRE', KEYS[1], window)
end
local n = redis.call('HINCRBY', pair, 'n', 1)
local free = tonumber(ARGV[4])
local delay = 0
if n >= free then delay = math.min(tonumber(ARGV[6]), tonumber(ARGV[5]) * 2 ^ (n - free)) end
redis.call('HSET', pair, 'until', now + delay)
redis.call('PEXPIRE', pair, window + delay)
return { 1, 0 }`,
  [1, 2],
);

/**
 * Limits staff sign-in attempts before the password is checked. Every attempt is counted first
 * (atomically, with the refusal check), and only a right password takes it back:
 * - per client address: at most `perAddressPerHour` counted attempts in a sliding hour, across all
 *   accounts (one address cannot try many accounts);
 * - per (account, address): the first `freeFailures` cost nothing, then each failure makes the
 *   next attempt of that pair wait twice as long (30 s, 1 min, 2 min … at most `maxDelayMs`).
 * There is deliberately no per-account lock: a stranger hammering an account from elsewhere only
 * slows themselves, and the staff member's own address still signs in.
 * An attempt with the account's device token (device-tokens.ts) is counted per (account, device)
 * only (admitDevice): the same growing waits, but nothing anyone else does at any address slows
 * it — when no browser address is known, every stranger shares the staff member's "address".
 */
export class LoginLimiter {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
    private readonly limits: LoginLimits,
  ) {}

  // Both keys of an attempt share the address's hash tag, so the script may take them on a Redis Cluster too.
  private addressKey(address: string): string {
    return this.keys.key('support', 'login-attempts', `{${sha256(address)}}`);
  }

  private pairKey(email: string, address: string): string {
    return this.keys.key('support', 'login-attempts', `{${sha256(address)}}`, 'account', sha256(email));
  }

  private deviceKey(email: string, deviceToken: string): string {
    return this.keys.key('support', 'login-attempts', 'device', sha256(deviceToken), 'account', sha256(email));
  }

  /** Counts an attempt of `email` from `address` at `now` (ms), or refuses it with the wait. */
  admit(email: string, address: string, now: number = Date.now()): Promise<AttemptAdmission> {
    const addressKey = this.addressKey(address);
    return this.run([addressKey, this.pairKey(email, address)], now, addressKey);
  }

  /**
   * Counts an attempt of `email` from the browser holding `deviceToken` — a device token of this
   * account, checked by the caller — or refuses it with the wait. No address limit applies.
   */
  admitDevice(email: string, deviceToken: string, now: number = Date.now()): Promise<AttemptAdmission> {
    return this.run([this.deviceKey(email, deviceToken)], now, null);
  }

  private async run(keys: string[], now: number, addressKey: string | null): Promise<AttemptAdmission> {
    const pairKey = keys[keys.length - 1]!;
    const member = `${now}-${randomBytes(6).toString('hex')}`;
    const { perAddressPerHour, freeFailures, firstDelayMs, maxDelayMs } = this.limits;
    const [counted, wait] = (await ADMIT.run(this.redis, keys, [now, HOUR_MS, perAddressPerHour, freeFailures, firstDelayMs, maxDelayMs, member])) as [number, number];
    if (counted !== 1) return { kind: 'refused', retryAfterMs: Math.max(1, Math.ceil(wait)) };
    return {
      kind: 'counted',
      succeeded: async () => {
        const undo = this.redis.multi();
        if (addressKey !== null) undo.zrem(addressKey, member);
        await undo.del(pairKey).exec();
      },
    };
  }
}
