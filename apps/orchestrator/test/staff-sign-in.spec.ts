import { LoginLimiter } from '../src/support/auth/login-limiter.js';
import { RedisKeys } from '../src/redis/redis-keys.js';
import { ENGINEER, fromBrowserAt, INTERNAL_SECRET, STAFF_LOGIN, SUPPORT } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

type LoginAnswer = { staffLogin: { __typename: string; retryAfterSeconds?: number; token?: string } };

const HOUR_MS = 60 * 60 * 1000;

describe('staff sign-in limits (real Redis, concurrent attempts)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('staff-sign-in', { INTERNAL_API_SECRET: INTERNAL_SECRET });
  });
  afterAll(() => world.close());

  const login = async (email: string, password: string, headers: Record<string, string>) => (await world.orchestrator.graphql<LoginAnswer>(STAFF_LOGIN, { i: { email, password } }, headers)).data!.staffLogin;
  const kinds = (answers: { __typename: string }[]) => answers.reduce<Record<string, number>>((count, a) => ({ ...count, [a.__typename]: (count[a.__typename] ?? 0) + 1 }), {});

  // A password is checked only for a counted attempt; refused ones answer before scrypt runs, so
  // the number of StaffLoginFailedError answers is the number of password checks.
  it('150 concurrent wrong passwords for one account from one address: 5 are checked, the rest wait; the staff member elsewhere signs in', async () => {
    const attacker = fromBrowserAt('198.51.100.10');
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => login(SUPPORT.email, `wrong-${i}`, attacker)));
    expect(kinds(answers)).toEqual({ StaffLoginFailedError: 5, StaffLoginRateLimitedError: 145 });
    expect(answers.filter((a) => a.__typename === 'StaffLoginRateLimitedError').every((a) => a.retryAfterSeconds! >= 1)).toBe(true);
    // The right password from the hammered address waits too; from the staff member's own address it works.
    expect((await login(SUPPORT.email, SUPPORT.password, attacker)).__typename).toBe('StaffLoginRateLimitedError');
    expect((await login(SUPPORT.email, SUPPORT.password, fromBrowserAt('203.0.113.7'))).__typename).toBe('StaffSession');
  });

  it('150 concurrent wrong sign-ins across accounts from one address: exactly the hourly limit (100) are checked', async () => {
    const attacker = fromBrowserAt('2001:db8::66');
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => login(`nobody-${i}@example.de`, 'wrong', attacker)));
    expect(kinds(answers)).toEqual({ StaffLoginFailedError: 100, StaffLoginRateLimitedError: 50 });
    const waits = answers.flatMap((a) => (a.retryAfterSeconds === undefined ? [] : [a.retryAfterSeconds]));
    expect(Math.min(...waits)).toBeGreaterThan(3500);
    expect(Math.max(...waits)).toBeLessThanOrEqual(3600);
    // The same address in another spelling is the same address.
    expect((await login(ENGINEER.email, ENGINEER.password, fromBrowserAt('2001:0db8:0:0:0:0:0:66'))).__typename).toBe('StaffLoginRateLimitedError');
    expect((await login(ENGINEER.email, ENGINEER.password, fromBrowserAt('203.0.113.8'))).__typename).toBe('StaffSession');
  }, 60_000);

  it('believes X-Tafel-Client-IP only with INTERNAL_API_SECRET: spoofed addresses count against the connection', async () => {
    const spoofs = [
      (i: number) => ({ 'X-Tafel-Client-IP': `10.0.0.${i}`, 'X-Forwarded-For': `10.1.0.${i}` }),
      (i: number) => fromBrowserAt(`10.2.0.${i}`, `${INTERNAL_SECRET}-not`),
      (i: number) => ({ 'X-Forwarded-For': `10.3.0.${i}, 10.4.0.${i}` }),
    ];
    for (const [n, spoof] of spoofs.entries()) {
      const email = `spoof-${n}@example.de`;
      const answers = [];
      // One after another: each claims a new address, yet all share the connection's pair.
      for (let i = 1; i <= 7; i += 1) answers.push(await login(email, 'wrong', spoof(i)));
      expect([n, kinds(answers)]).toEqual([n, { StaffLoginFailedError: 5, StaffLoginRateLimitedError: 2 }]);
    }
    // With the secret, a malformed address is not believed either.
    const malformed = ['198.51.100.1, 198.51.100.2', 'not-an-ip', '999.1.1.1', `${'1'.repeat(60)}`];
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await login('spoof-malformed@example.de', 'wrong', fromBrowserAt(malformed[i % malformed.length]!)));
    expect(kinds(answers)).toEqual({ StaffLoginFailedError: 5, StaffLoginRateLimitedError: 2 });
    // A staff member relayed by the storefront still signs in from their address.
    expect((await login('spoof-0@example.de', 'wrong', fromBrowserAt('203.0.113.9'))).__typename).toBe('StaffLoginFailedError');
  }, 60_000);

  describe('LoginLimiter (a clock of the test: waits grow without the test waiting)', () => {
    const limiterOf = (label: string, perAddressPerHour = 100) =>
      new LoginLimiter(world.keyspace.redis, new RedisKeys(`${world.keyspace.prefix}:${label}`), { perAddressPerHour, freeFailures: 5, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 });

    it('each failure beyond the free five doubles the wait of that (account, address) pair, up to 15 minutes', async () => {
      const limiter = limiterOf('growing');
      let now = Date.now();
      for (let i = 0; i < 5; i += 1) expect((await limiter.admit('a@example.de', '192.0.2.1', now)).kind).toBe('counted');
      const waits: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const refused = await limiter.admit('a@example.de', '192.0.2.1', now);
        if (refused.kind !== 'refused') throw new Error(`attempt ${i} was not refused`);
        waits.push(refused.retryAfterMs);
        // Half the wait is not enough; the whole wait is.
        expect((await limiter.admit('a@example.de', '192.0.2.1', now + refused.retryAfterMs / 2)).kind).toBe('refused');
        now += refused.retryAfterMs;
        expect((await limiter.admit('a@example.de', '192.0.2.1', now)).kind).toBe('counted');
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900].map((s) => s * 1000));
      // Another address of the same account is not slowed, nor another account at this address.
      expect((await limiter.admit('a@example.de', '192.0.2.2', now)).kind).toBe('counted');
      expect((await limiter.admit('b@example.de', '192.0.2.1', now)).kind).toBe('counted');
    });

    it('a right password takes its attempt back and starts the pair afresh', async () => {
      const limiter = limiterOf('success', 6);
      const now = Date.now();
      for (let i = 0; i < 4; i += 1) expect((await limiter.admit('a@example.de', '192.0.2.1', now)).kind).toBe('counted');
      const right = await limiter.admit('a@example.de', '192.0.2.1', now);
      if (right.kind !== 'counted') throw new Error('refused');
      await right.succeeded();
      // The pair starts afresh (no wait), and the address has 4 of its 6 places taken.
      for (let i = 0; i < 2; i += 1) expect((await limiter.admit('a@example.de', '192.0.2.1', now)).kind).toBe('counted');
      expect(await limiter.admit('c@example.de', '192.0.2.1', now)).toEqual({ kind: 'refused', retryAfterMs: HOUR_MS });
    });

    it('the per-address hour slides: the oldest attempt leaving frees one place', async () => {
      const limiter = limiterOf('window', 3);
      const t0 = Date.now();
      expect((await limiter.admit('a@example.de', '192.0.2.9', t0)).kind).toBe('counted');
      expect((await limiter.admit('b@example.de', '192.0.2.9', t0 + 60_000)).kind).toBe('counted');
      expect((await limiter.admit('c@example.de', '192.0.2.9', t0 + 120_000)).kind).toBe('counted');
      expect(await limiter.admit('d@example.de', '192.0.2.9', t0 + 180_000)).toEqual({ kind: 'refused', retryAfterMs: HOUR_MS - 180_000 });
      expect((await limiter.admit('d@example.de', '192.0.2.9', t0 + HOUR_MS + 1)).kind).toBe('counted');
      expect((await limiter.admit('e@example.de', '192.0.2.9', t0 + HOUR_MS + 2)).kind).toBe('refused');
    });
  });
});
