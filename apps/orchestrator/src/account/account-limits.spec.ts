import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppError } from '../common/app-error.js';
import { loadConfig } from '../config/config.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { testKeyspace } from '../../test/support/redis.js';
import { AccountLimits, accountSubject, type LoginAdmission } from './account-limits.js';

/** A Redis whose every command fails as a lost connection does. */
function unavailableRedis(): Redis {
  const refuse = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }));
  return new Proxy({}, { get: () => refuse }) as unknown as Redis;
}

describe('AccountLimits (real Redis)', () => {
  const keyspace = testKeyspace('account-limits');
  afterAll(() => keyspace.cleanUp());
  const config = loadConfig({
    LOGIN_FAILURES_PER_ACCOUNT: '3',
    LOGIN_FAILURES_PER_ADDRESS: '5',
    LOGIN_FAILURE_WINDOW_S: '60',
    REGISTRATIONS_PER_ADDRESS: '2',
    PASSWORD_RESETS_PER_ADDRESS: '3',
    PASSWORD_RESETS_PER_ACCOUNT: '2',
    ACCOUNT_FORM_WINDOW_S: '120',
  });
  const outage = { report: jest.fn() };
  const limits = new AccountLimits(keyspace.redis, new RedisKeys(keyspace.prefix), config, outage);
  const admitted = (admission: LoginAdmission) => {
    if (admission.kind !== 'admitted') throw new Error(`refused for ${admission.retryAfterSeconds} s`);
    return admission;
  };
  const waitOf = (admission: LoginAdmission): number | null => (admission.kind === 'refused' ? admission.retryAfterSeconds : null);

  it('names an account by its lowercased e-mail or its trimmed customer number', () => {
    expect(accountSubject({ email: ' Anna.Schmidt@Example.DE ' })).toBe(accountSubject({ email: 'anna.schmidt@example.de' }));
    expect(accountSubject({ customerNumber: ' 4711001 ', email: 'x@y.de' })).toBe('number:4711001');
    expect(accountSubject({ customerNumber: '   ', email: 'x@y.de' })).toBe('email:x@y.de');
    expect(accountSubject({ customerNumber: '4711001' })).not.toBe(accountSubject({ email: '4711001' }));
  });

  it('counts every attempt first and refuses an account at its limit, for the rest of the window', async () => {
    const account = accountSubject({ email: 'limit-a@example.de' });
    for (let i = 0; i < 3; i++) admitted(await limits.admitLogin([account], `198.51.100.${10 + i}`));
    const wait = waitOf(await limits.admitLogin([account], '198.51.100.99'));
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    // Another account from the same addresses is not affected.
    admitted(await limits.admitLogin([accountSubject({ email: 'other@example.de' })], '198.51.100.10'));
  });

  it('lets at most the limit through when attempts for one account race', async () => {
    const account = accountSubject({ email: 'race@example.de' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => limits.admitLogin([account], `198.51.101.${i + 1}`)));
    expect(answers.filter((a) => a.kind === 'admitted')).toHaveLength(3);
  });

  it('refuses an address at its limit whatever the account; a success clears the account and takes back its attempt', async () => {
    for (let i = 0; i < 5; i++) admitted(await limits.admitLogin([accountSubject({ email: `guess-${i}@example.de` })], '2001:db8:1:1::7'));
    // The same /64: a neighbouring address is the same subscriber.
    expect(waitOf(await limits.admitLogin([accountSubject({ email: 'fresh@example.de' })], '2001:db8:1:1::8'))).toBeGreaterThan(0);
    admitted(await limits.admitLogin([accountSubject({ email: 'fresh@example.de' })], '2001:db8:1:2::8'));

    const account = accountSubject({ customerNumber: '4711999' });
    admitted(await limits.admitLogin([account], '203.0.113.50'));
    admitted(await limits.admitLogin([account], '203.0.113.50'));
    const right = admitted(await limits.admitLogin([account], '203.0.113.50'));
    await right.succeeded();
    // The account starts afresh; the address keeps its two failures (it may be guessing many accounts).
    for (let i = 0; i < 3; i++) admitted(await limits.admitLogin([account], '203.0.113.60'));
    admitted(await limits.admitLogin([accountSubject({ email: 'x1@example.de' })], '203.0.113.50'));
    admitted(await limits.admitLogin([accountSubject({ email: 'x2@example.de' })], '203.0.113.50'));
    admitted(await limits.admitLogin([accountSubject({ email: 'x3@example.de' })], '203.0.113.50'));
    expect(waitOf(await limits.admitLogin([accountSubject({ email: 'x4@example.de' })], '203.0.113.50'))).toBeGreaterThan(0);
  });

  it('takes back an attempt whose password was not checked', async () => {
    const account = accountSubject({ email: 'release@example.de' });
    for (let i = 0; i < 10; i++) await admitted(await limits.admitLogin([account], '203.0.113.70')).release();
    admitted(await limits.admitLogin([account], '203.0.113.70'));
  });

  it('counts a request without a named address per account only (one warning)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const fresh = new AccountLimits(keyspace.redis, new RedisKeys(`${keyspace.prefix}:unnamed`), config, outage);
    for (let i = 0; i < 3; i++) admitted(await fresh.admitLogin([accountSubject({ email: `unnamed-${i}@example.de` })], null));
    // 6 accounts from "no address": the per-address limit of 5 would refuse the 6th.
    for (let i = 3; i < 6; i++) admitted(await fresh.admitLogin([accountSubject({ email: `unnamed-${i}@example.de` })], null));
    expect(waitOf(await fresh.admitLogin([accountSubject({ email: 'unnamed-0@example.de' })], null))).toBeNull();
    expect(await fresh.takeRegistration(null)).toBeNull();
    expect(await fresh.takeRegistration(null)).toBeNull();
    expect(await fresh.takeRegistration(null)).toBeNull();
    expect(warn.mock.calls.filter(([message]) => String(message).includes('named no browser address'))).toHaveLength(1);
    // The account limit still applies.
    admitted(await fresh.admitLogin([accountSubject({ email: 'unnamed-0@example.de' })], null));
    expect(waitOf(await fresh.admitLogin([accountSubject({ email: 'unnamed-0@example.de' })], null))).toBeGreaterThan(0);
    warn.mockRestore();
  });

  it('counts registrations per address and reset requests per address and per account; a honeypot only per address', async () => {
    expect(await limits.takeRegistration('192.0.2.1')).toBeNull();
    expect(await limits.takeRegistration('192.0.2.1')).toBeNull();
    expect(await limits.takeRegistration('192.0.2.1')).toBeGreaterThan(100);
    expect(await limits.takeRegistration('192.0.2.2')).toBeNull();

    const account = accountSubject({ email: 'reset@example.de' });
    // Honeypot requests (account null) leave the account's budget alone.
    for (let i = 0; i < 2; i++) expect(await limits.takePasswordReset(null, `192.0.2.3${i}`)).toBeNull();
    expect(await limits.takePasswordReset(account, '192.0.2.10')).toBeNull();
    expect(await limits.takePasswordReset(accountSubject({ email: 'RESET@example.de' }), '192.0.2.11')).toBeNull();
    // The third request for the account is refused, from whichever address.
    expect(await limits.takePasswordReset(account, '192.0.2.12')).toBeGreaterThan(0);
    expect(await limits.takePasswordReset(accountSubject({ email: 'b@example.de' }), '192.0.2.20')).toBeNull();
    expect(await limits.takePasswordReset(null, '192.0.2.20')).toBeNull();
    expect(await limits.takePasswordReset(accountSubject({ email: 'd@example.de' }), '192.0.2.20')).toBeNull();
    expect(await limits.takePasswordReset(accountSubject({ email: 'e@example.de' }), '192.0.2.20')).toBeGreaterThan(0);
  });

  it('keeps neither addresses nor e-mails readable in the keys', async () => {
    const keys = await keyspace.redis.keys(`${keyspace.prefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/example|198\.51|2001:db8|4711999/);
  });
});

describe('AccountLimits without Redis', () => {
  const config = loadConfig({});
  let warn: jest.SpiedFunction<Logger['warn']>;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('lets logins through (fail open), warning once per outage; the bookkeeping never throws', async () => {
    const outage = { report: jest.fn() };
    const limits = new AccountLimits(unavailableRedis(), new RedisKeys('t'), config, outage);
    const first = await limits.admitLogin([accountSubject({ email: 'a@example.de' })], '192.0.2.1');
    const second = await limits.admitLogin([accountSubject({ email: 'a@example.de' })], '192.0.2.1');
    expect(first.kind).toBe('admitted');
    expect(second.kind).toBe('admitted');
    if (first.kind === 'admitted') {
      await expect(first.succeeded()).resolves.toBeUndefined();
      await expect(first.release()).resolves.toBeUndefined();
    }
    expect(outage.report).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('without the failed-login limit'))).toHaveLength(1);
  });

  it('refuses the forms a stranger can post (fail closed) as a retryable SERVICE_UNAVAILABLE', async () => {
    const outage = { report: jest.fn() };
    const limits = new AccountLimits(unavailableRedis(), new RedisKeys('t'), config, outage);
    for (const attempt of [() => limits.takeRegistration('192.0.2.1'), () => limits.takePasswordReset(accountSubject({ email: 'a@example.de' }), '192.0.2.1')]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'REDIS_UNAVAILABLE' });
    }
    expect(outage.report).toHaveBeenCalledTimes(2);
  });

  it('bookkeeping that fails after an admitted attempt is logged, not thrown', async () => {
    // Redis answers the admission, then goes away before the success is recorded.
    const keyspace = testKeyspace('account-limits-late');
    try {
      let down = false;
      const flaky = new Proxy(keyspace.redis, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => (down ? Promise.reject(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })) : (value as (...a: unknown[]) => unknown).apply(target, args));
        },
      }) as Redis;
      const limits = new AccountLimits(flaky, new RedisKeys(keyspace.prefix), config, { report: jest.fn() });
      const admission = await limits.admitLogin([accountSubject({ email: 'late@example.de' })], '192.0.2.9');
      expect(admission.kind).toBe('admitted');
      down = true;
      if (admission.kind === 'admitted') await expect(admission.succeeded()).resolves.toBeUndefined();
      expect(warn.mock.calls.some(([message]) => String(message).includes('login success not recorded'))).toBe(true);
    } finally {
      await keyspace.cleanUp();
    }
  });
});
