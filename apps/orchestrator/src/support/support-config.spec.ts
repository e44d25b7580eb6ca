import { ConfigError, loadConfig } from '../config/config.js';

describe('support configuration', () => {
  it('seeds the dev accounts outside production only, with sane defaults', () => {
    expect(loadConfig({}).support).toMatchObject({ accounts: [], devAccounts: true, sessionTtlMs: 480 * 60_000, loginFailuresPerHour: 100, statelyInspect: false });
    expect(loadConfig({ NODE_ENV: 'production' }).support.devAccounts).toBe(false);
  });

  it('reads SUPPORT_ACCOUNTS as JSON and refuses bad entries, bad limits and the inspector in production', () => {
    const hash = 'scrypt$32768$8$1$c2FsdA==$aGFzaA==';
    const config = loadConfig({ SUPPORT_ACCOUNTS: JSON.stringify([{ email: 'A@Tafel.de', name: 'A', role: 'support', passwordHash: hash }]) });
    expect(config.support).toMatchObject({ devAccounts: false, accounts: [{ email: 'a@tafel.de', role: 'support', passwordHash: hash }] });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(problems({ SUPPORT_ACCOUNTS: '[{"email":"x@y.de","role":"admin","passwordHash":"plain"}]' })).toMatch(/SUPPORT_ACCOUNTS\[0\]/);
    expect(problems({ SUPPORT_ACCOUNTS: '/no/such/file.json' })).toMatch(/readable JSON file/);
    expect(problems({ SUPPORT_LOGIN_FAILURES_PER_HOUR: '101' })).toMatch(/SUPPORT_LOGIN_FAILURES_PER_HOUR must be a whole number 1-100/);
    expect(problems({ STATELY_INSPECT: '1', NODE_ENV: 'production' })).toMatch(/STATELY_INSPECT must be 0 in production/);
  });

  it('reads INTERNAL_API_SECRET (unset: X-Tafel-Client-IP is never believed) and never echoes a bad one', () => {
    expect(loadConfig({}).support.internalApiSecret).toBeNull();
    expect(loadConfig({ INTERNAL_API_SECRET: 'x'.repeat(32) }).support.internalApiSecret).toBe('x'.repeat(32));
    for (const bad of ['short-secret', `${'x'.repeat(32)} with space`, 'ü'.repeat(40), 'x'.repeat(257)]) {
      expect(() => loadConfig({ INTERNAL_API_SECRET: bad })).toThrow(/INTERNAL_API_SECRET must be 32-256 printable ASCII characters without spaces$/);
    }
  });
});
