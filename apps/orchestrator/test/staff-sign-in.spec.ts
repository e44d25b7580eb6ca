import { randomBytes } from 'node:crypto';
import { DEVICE_TOKEN_TTL_MS } from '../src/support/auth/device-tokens.js';
import { LoginLimiter } from '../src/support/auth/login-limiter.js';
import { sha256 } from '../src/support/auth/sha256.js';
import { RedisKeys } from '../src/redis/redis-keys.js';
import { ENGINEER, fromBrowserAt, INTERNAL_SECRET, STAFF_LOGIN, SUPPORT } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

type LoginAnswer = { staffLogin: { __typename: string; retryAfterSeconds?: number; token?: string; deviceToken?: string; deviceTokenExpiresAt?: string } };

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

    it('an attempt with a device token counts per (account, device) only: no address limit, its own growing waits', async () => {
      const limiter = limiterOf('device', 1);
      const now = Date.now();
      expect((await limiter.admit('a@example.de', '192.0.2.5', now)).kind).toBe('counted');
      expect((await limiter.admit('a@example.de', '192.0.2.5', now)).kind).toBe('refused');
      for (let i = 0; i < 5; i += 1) expect((await limiter.admitDevice('a@example.de', 'device-1', now)).kind).toBe('counted');
      expect(await limiter.admitDevice('a@example.de', 'device-1', now)).toEqual({ kind: 'refused', retryAfterMs: 1000 });
      // Another device of the account is not slowed, and the address is still full.
      expect((await limiter.admitDevice('a@example.de', 'device-2', now)).kind).toBe('counted');
      expect((await limiter.admit('b@example.de', '192.0.2.5', now)).kind).toBe('refused');
      const right = await limiter.admitDevice('a@example.de', 'device-1', now + 1000);
      if (right.kind !== 'counted') throw new Error('refused');
      await right.succeeded();
      for (let i = 0; i < 5; i += 1) expect((await limiter.admitDevice('a@example.de', 'device-1', now + 1000)).kind).toBe('counted');
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

// Without INTERNAL_API_SECRET (the default, `npm start` without a proxy, docker-compose) the
// orchestrator knows no browser address: every attempt counts against the connection's address,
// here 127.0.0.1 for the test and the "staff member" alike. Only the device token tells them apart.
describe('staff sign-in with no browser address known: the device token', () => {
  let world: World;
  const devices: Record<'support' | 'support2' | 'engineer', string> = { support: '', support2: '', engineer: '' };

  beforeAll(async () => {
    world = await startWorld('staff-sign-in-device');
    // Browsers the staff signed in on before the attack: each gets a device token of its own.
    for (const [name, account] of [['support', SUPPORT], ['support2', SUPPORT], ['engineer', ENGINEER]] as const) {
      const session = await login(account.email, account.password);
      if (session.__typename !== 'StaffSession') throw new Error(`sign-in: ${JSON.stringify(session)}`);
      devices[name] = session.deviceToken!;
    }
  });
  afterAll(() => world.close());

  const login = async (email: string, password: string, deviceToken?: string) =>
    (await world.orchestrator.graphql<LoginAnswer>(STAFF_LOGIN, { i: { email, password, ...(deviceToken === undefined ? {} : { deviceToken }) } })).data!.staffLogin;
  const kinds = (answers: { __typename: string }[]) => answers.reduce<Record<string, number>>((count, a) => ({ ...count, [a.__typename]: (count[a.__typename] ?? 0) + 1 }), {});
  const deviceKey = (token: string) => new RedisKeys(world.keyspace.prefix).key('support', 'device', sha256(token));

  it('hands out a random device token per browser, kept in Redis only as its hash, for 180 days', async () => {
    expect(new Set(Object.values(devices)).size).toBe(3);
    for (const token of Object.values(devices)) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await world.keyspace.redis.get(deviceKey(devices.support))).toBe(SUPPORT.email);
    expect(await world.keyspace.redis.pttl(deviceKey(devices.support))).toBeGreaterThan(DEVICE_TOKEN_TTL_MS - 60_000);
    const keys = await world.keyspace.redis.keys(`${world.keyspace.prefix}:*`);
    const values = await Promise.all(keys.map(async (key) => ((await world.keyspace.redis.type(key)) === 'string' ? world.keyspace.redis.get(key) : '')));
    expect([...keys, ...values].filter((text) => Object.values(devices).some((token) => text?.includes(token)))).toEqual([]);
  });

  it('150 concurrent wrong passwords for an account: strangers wait, the staff member signs in with the device token', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => login(SUPPORT.email, `wrong-${i}`)));
    expect(kinds(answers)).toEqual({ StaffLoginFailedError: 5, StaffLoginRateLimitedError: 145 });
    // Without the device token the right password waits like a stranger's guess.
    expect((await login(SUPPORT.email, SUPPORT.password)).__typename).toBe('StaffLoginRateLimitedError');
    const again = await login(SUPPORT.email, SUPPORT.password, devices.support);
    expect(again).toMatchObject({ __typename: 'StaffSession', deviceToken: devices.support });
    expect(Date.parse(again.deviceTokenExpiresAt!) - Date.now()).toBeGreaterThan(DEVICE_TOKEN_TTL_MS - 60_000);
  });

  it('a forged, malformed, expired or other account\'s device token counts as none', async () => {
    const forged = randomBytes(32).toString('base64url');
    for (const token of [forged, 'x', '', `${devices.support}x`, devices.engineer]) {
      expect([token, (await login(SUPPORT.email, SUPPORT.password, token)).__typename]).toEqual([token, 'StaffLoginRateLimitedError']);
    }
    // The second browser's token expires (its 180 days are over): from then on that browser waits too.
    await world.keyspace.redis.pexpire(deviceKey(devices.support2), 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await login(SUPPORT.email, SUPPORT.password, devices.support2)).__typename).toBe('StaffLoginRateLimitedError');
    expect((await login(SUPPORT.email, SUPPORT.password, devices.support)).__typename).toBe('StaffSession');
  });

  it('strangers using up the address\'s hour (100 attempts) block unknown clients, never the staff member\'s browser', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => login(`nobody-${i}@example.de`, 'wrong')));
    // Five of the hour's places went to the counted wrong passwords above (right ones give theirs back).
    expect(kinds(answers)).toEqual({ StaffLoginFailedError: 95, StaffLoginRateLimitedError: 55 });
    expect((await login(ENGINEER.email, ENGINEER.password)).__typename).toBe('StaffLoginRateLimitedError');
    expect((await login(ENGINEER.email, ENGINEER.password, devices.engineer)).__typename).toBe('StaffSession');
    expect((await login(SUPPORT.email, SUPPORT.password, devices.support)).__typename).toBe('StaffSession');
  }, 60_000);

  it('a device token holder\'s own wrong passwords slow only that browser, with the same growing waits', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(ENGINEER.email, `wrong-${i}`, devices.engineer)));
    expect(kinds(answers)).toEqual({ StaffLoginFailedError: 5, StaffLoginRateLimitedError: 15 });
    const waits = answers.flatMap((a) => (a.retryAfterSeconds === undefined ? [] : [a.retryAfterSeconds]));
    expect(Math.min(...waits)).toBeGreaterThan(25);
    expect(Math.max(...waits)).toBeLessThanOrEqual(30);
    expect((await login(ENGINEER.email, ENGINEER.password, devices.engineer)).__typename).toBe('StaffLoginRateLimitedError');
    expect((await login(SUPPORT.email, SUPPORT.password, devices.support)).__typename).toBe('StaffSession');
  });
});
