import { loadConfig } from '../config/config.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { testKeyspace } from '../../test/support/redis.js';
import { AccountLimits, accountSubject } from './account-limits.js';

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
  const limits = new AccountLimits(keyspace.redis, new RedisKeys(keyspace.prefix), config);

  it('names an account by its lowercased e-mail or its customer number', () => {
    expect(accountSubject({ email: ' Anna.Schmidt@Example.DE ' })).toBe(accountSubject({ email: 'anna.schmidt@example.de' }));
    expect(accountSubject({ customerNumber: ' 4711001 ', email: 'x@y.de' })).toBe('number:4711001');
    expect(accountSubject({ customerNumber: '4711001' })).not.toBe(accountSubject({ email: '4711001' }));
  });

  it('refuses an account after its failed logins, for the rest of the window, without counting the refusals', async () => {
    const account = accountSubject({ email: 'limit-a@example.de' });
    for (let i = 0; i < 3; i++) {
      expect(await limits.loginBlocked(account, '198.51.100.1')).toBeNull();
      await limits.loginFailed(account, `198.51.100.${10 + i}`);
    }
    const wait = await limits.loginBlocked(account, '198.51.100.99');
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    // Another account from the same addresses is not affected.
    expect(await limits.loginBlocked(accountSubject({ email: 'other@example.de' }), '198.51.100.1')).toBeNull();
  });

  it('refuses an address after its failed logins whatever the account, and a success clears only the account', async () => {
    for (let i = 0; i < 5; i++) await limits.loginFailed(accountSubject({ email: `guess-${i}@example.de` }), '2001:db8:1:1::7');
    // The same /64: a neighbouring address is the same subscriber.
    expect(await limits.loginBlocked(accountSubject({ email: 'fresh@example.de' }), '2001:db8:1:1::8')).toBeGreaterThan(0);
    expect(await limits.loginBlocked(accountSubject({ email: 'fresh@example.de' }), '2001:db8:1:2::8')).toBeNull();

    const account = accountSubject({ customerNumber: '4711999' });
    for (let i = 0; i < 3; i++) await limits.loginFailed(account, '203.0.113.50');
    expect(await limits.loginBlocked(account, '203.0.113.51')).toBeGreaterThan(0);
    await limits.loginSucceeded(account, '203.0.113.50');
    expect(await limits.loginBlocked(account, '203.0.113.51')).toBeNull();
    await limits.loginFailed(account, '203.0.113.50');
    await limits.loginFailed(account, '203.0.113.50');
    // The address kept its count (3 + 2 = 5): it is at its limit now.
    expect(await limits.loginBlocked(accountSubject({ email: 'fresh@example.de' }), '203.0.113.50')).toBeGreaterThan(0);
  });

  it('counts registrations per address and reset requests per address and per account', async () => {
    expect(await limits.takeRegistration('192.0.2.1')).toBeNull();
    expect(await limits.takeRegistration('192.0.2.1')).toBeNull();
    expect(await limits.takeRegistration('192.0.2.1')).toBeGreaterThan(100);
    expect(await limits.takeRegistration('192.0.2.2')).toBeNull();

    const account = accountSubject({ email: 'reset@example.de' });
    expect(await limits.takePasswordReset(account, '192.0.2.10')).toBeNull();
    expect(await limits.takePasswordReset(accountSubject({ email: 'RESET@example.de' }), '192.0.2.11')).toBeNull();
    // The third request for the account is refused, from whichever address.
    expect(await limits.takePasswordReset(account, '192.0.2.12')).toBeGreaterThan(0);
    expect(await limits.takePasswordReset(accountSubject({ email: 'b@example.de' }), '192.0.2.20')).toBeNull();
    expect(await limits.takePasswordReset(accountSubject({ email: 'c@example.de' }), '192.0.2.20')).toBeNull();
    expect(await limits.takePasswordReset(accountSubject({ email: 'd@example.de' }), '192.0.2.20')).toBeNull();
    expect(await limits.takePasswordReset(accountSubject({ email: 'e@example.de' }), '192.0.2.20')).toBeGreaterThan(0);
  });

  it('keeps neither addresses nor e-mails readable in the keys', async () => {
    const keys = await keyspace.redis.keys(`${keyspace.prefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/example|198\.51|2001:db8|4711999/);
  });
});
