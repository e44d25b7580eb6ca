import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({ port: 4100, host: '127.0.0.1', clientId: 'tafel', clientSecret: 'tafel-secret', tokenTtlSeconds: 3600, faultsEnabled: false, logRequests: false });
  });

  it('reads every variable', () => {
    const config = loadConfig({ UPSTREAM_PORT: '0', UPSTREAM_HOST: '0.0.0.0', UPSTREAM_CLIENT_ID: 'a', UPSTREAM_CLIENT_SECRET: 'b', UPSTREAM_TOKEN_TTL_SECONDS: '120', UPSTREAM_FAULTS: '1', UPSTREAM_LOG_REQUESTS: 'true' });
    expect(config).toEqual({ port: 0, host: '0.0.0.0', clientId: 'a', clientSecret: 'b', tokenTtlSeconds: 120, faultsEnabled: true, logRequests: true });
  });

  it.each([
    ['UPSTREAM_PORT', 'http'],
    ['UPSTREAM_PORT', '70000'],
    ['UPSTREAM_TOKEN_TTL_SECONDS', '0'],
    ['UPSTREAM_TOKEN_TTL_SECONDS', '1.5'],
    ['UPSTREAM_FAULTS', 'maybe'],
    ['UPSTREAM_CLIENT_SECRET', 'has space'],
  ])('names %s when its value %p is bad', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^${variable}:`));
  });
});
