import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LuaScript } from '../../redis/lua-script.js';
import type { RedisKeys } from '../../redis/redis-keys.js';

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
 * any of them was recorded. KEYS[1]: the address's sorted set of attempts (score = time);
 * KEYS[2]: the (account, address) hash { n = failures, until = earliest next attempt }.
 * ARGV: now, window, per-address limit, free failures, first delay, max delay, member.
 * Answers { 1, 0 } when counted, { 0, wait ms } when refused.
 */
const ADMIT = new LuaScript(
  `local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local wait = 0
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  wait = tonumber(oldest[2]) + window - now
end
local untilAt = tonumber(redis.call('HGET', KEYS[2], 'until') or '0')
if untilAt - now > wait then wait = untilAt - now end
if wait > 0 then return { 0, wait } end
redis.call('ZADD', KEYS[1], now, ARGV[7])
redis.call('PEXPIRE', KEYS[1], window)
local n = redis.call('HINCRBY', KEYS[2], 'n', 1)
local free = tonumber(ARGV[4])
local delay = 0
if n >= free then delay = math.min(tonumber(ARGV[6]), tonumber(ARGV[5]) * 2 ^ (n - free)) end
redis.call('HSET', KEYS[2], 'until', now + delay)
redis.call('PEXPIRE', KEYS[2], window + delay)
return { 1, 0 }`,
  2,
);

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Limits staff sign-in attempts before the password is checked. Every attempt is counted first
 * (atomically, with the refusal check), and only a right password takes it back:
 * - per client address: at most `perAddressPerHour` counted attempts in a sliding hour, across all
 *   accounts (one address cannot try many accounts);
 * - per (account, address): the first `freeFailures` cost nothing, then each failure makes the
 *   next attempt of that pair wait twice as long (30 s, 1 min, 2 min … at most `maxDelayMs`).
 * There is deliberately no per-account lock: a stranger hammering an account from elsewhere only
 * slows themselves, and the staff member's own address still signs in.
 */
export class LoginLimiter {
  constructor(
    private readonly redis: Redis,
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

  /** Counts an attempt of `email` from `address` at `now` (ms), or refuses it with the wait. */
  async admit(email: string, address: string, now: number = Date.now()): Promise<AttemptAdmission> {
    const addressKey = this.addressKey(address);
    const pairKey = this.pairKey(email, address);
    const member = `${now}-${randomBytes(6).toString('hex')}`;
    const { perAddressPerHour, freeFailures, firstDelayMs, maxDelayMs } = this.limits;
    const [counted, wait] = (await ADMIT.run(this.redis, [addressKey, pairKey], [now, HOUR_MS, perAddressPerHour, freeFailures, firstDelayMs, maxDelayMs, member])) as [number, number];
    if (counted !== 1) return { kind: 'refused', retryAfterMs: Math.max(1, Math.ceil(wait)) };
    return {
      kind: 'counted',
      succeeded: async () => {
        await this.redis.multi().zrem(addressKey, member).del(pairKey).exec();
      },
    };
  }
}
