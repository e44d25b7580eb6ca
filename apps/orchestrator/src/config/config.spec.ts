import { CONFIG_DEFAULTS, ConfigError, loadConfig, nestLogLevels, redactUrl } from './config.js';

function problemFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'tafel',
      upstreamUrl: 'http://127.0.0.1:4100',
      upstreamClientId: 'tafel',
      upstreamClientSecret: 'tafel-secret',
      upstreamTimeoutMs: 5000,
      upstreamSubmitTimeoutMs: 20000,
      upstreamTokenTimeoutMs: 3000,
      catalogueCacheTtlMs: 10000,
      contentCacheTtlMs: 60000,
      workersEnabled: true,
      workerConcurrency: 10,
      submitJobAttempts: 5,
      jobBackoffMs: 1000,
      submitOrderLookupMaxMs: 86_400_000,
      jobLockMs: 30000,
      speditionWaitMs: 15000,
      checkoutTtlMs: 30 * 24 * 60 * 60 * 1000,
      logLevel: 'info',
      nodeEnv: 'development',
      isProduction: false,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every variable and drops a trailing slash of UPSTREAM_URL', () => {
    const config = loadConfig({
      ORCHESTRATOR_PORT: '0',
      ORCHESTRATOR_HOST: '0.0.0.0',
      REDIS_URL: 'rediss://user:pw@redis.example:6380/2',
      REDIS_KEY_PREFIX: 'tafel-test-1',
      UPSTREAM_URL: 'https://shop.example/',
      UPSTREAM_CLIENT_ID: 'id',
      UPSTREAM_CLIENT_SECRET: 's3cret',
      UPSTREAM_TIMEOUT_MS: '300',
      UPSTREAM_TOKEN_TIMEOUT_MS: '200',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({ port: 0, host: '0.0.0.0', upstreamUrl: 'https://shop.example', upstreamTimeoutMs: 300, isProduction: true });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ REDIS_URL: '', ORCHESTRATOR_PORT: '  ' }).port).toBe(4000);
  });

  it.each([
    ['ORCHESTRATOR_PORT', '70000', "ORCHESTRATOR_PORT must be a port number 0-65535 (got '70000')"],
    ['ORCHESTRATOR_PORT', 'abc', "ORCHESTRATOR_PORT must be a port number 0-65535 (got 'abc')"],
    ['ORCHESTRATOR_HOST', 'my host', "ORCHESTRATOR_HOST must be a host name or IP address (got 'my host')"],
    ['REDIS_URL', 'localhost:6379', "REDIS_URL must be a redis:// or rediss:// URL (got 'localhost:6379')"],
    ['REDIS_KEY_PREFIX', 'a b', "REDIS_KEY_PREFIX must be 1-64 characters of A-Z a-z 0-9 _ : . - (got 'a b')"],
    ['UPSTREAM_URL', 'foo', "UPSTREAM_URL must be an http(s) URL (got 'foo')"],
    ['UPSTREAM_URL', 'ftp://x', "UPSTREAM_URL must be an http(s) URL (got 'ftp://x')"],
    ['UPSTREAM_TIMEOUT_MS', '0', "UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds 1-120000 (got '0')"],
    ['UPSTREAM_SUBMIT_TIMEOUT_MS', '120001', "UPSTREAM_SUBMIT_TIMEOUT_MS must be a whole number of milliseconds 1-120000 (got '120001')"],
    ['CATALOGUE_CACHE_TTL_MS', '-1', "CATALOGUE_CACHE_TTL_MS must be a whole number of milliseconds 0-600000 (got '-1')"],
    ['CATALOGUE_CACHE_TTL_MS', '600001', "CATALOGUE_CACHE_TTL_MS must be a whole number of milliseconds 0-600000 (got '600001')"],
    ['CONTENT_CACHE_TTL_MS', '3600001', "CONTENT_CACHE_TTL_MS must be a whole number of milliseconds 0-3600000 (got '3600001')"],
    ['CONTENT_CACHE_TTL_MS', '1e3', "CONTENT_CACHE_TTL_MS must be a whole number of milliseconds 0-3600000 (got '1e3')"],
    ['HEALTH_CHECK_TIMEOUT_MS', '49', "HEALTH_CHECK_TIMEOUT_MS must be a whole number of milliseconds 50-30000 (got '49')"],
    ['HEALTH_CHECK_TIMEOUT_MS', '30001', "HEALTH_CHECK_TIMEOUT_MS must be a whole number of milliseconds 50-30000 (got '30001')"],
    ['UPSTREAM_TIMEOUT_MS', '1.5', "UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds 1-120000 (got '1.5')"],
    ['UPSTREAM_TOKEN_TIMEOUT_MS', '-1', "UPSTREAM_TOKEN_TIMEOUT_MS must be a whole number of milliseconds 1-120000 (got '-1')"],
    ['ORCHESTRATOR_WORKERS', 'yes', "ORCHESTRATOR_WORKERS must be 0 or 1 (got 'yes')"],
    ['WORKER_CONCURRENCY', '0', "WORKER_CONCURRENCY must be a whole number 1-200 (got '0')"],
    ['SUBMIT_JOB_ATTEMPTS', '51', "SUBMIT_JOB_ATTEMPTS must be a whole number 1-50 (got '51')"],
    ['JOB_BACKOFF_MS', '0', "JOB_BACKOFF_MS must be a whole number of milliseconds 1-600000 (got '0')"],
    ['SUBMIT_ORDER_LOOKUP_MAX_MS', '999', "SUBMIT_ORDER_LOOKUP_MAX_MS must be a whole number of milliseconds 1000-604800000 (7 days) (got '999')"],
    ['JOB_LOCK_MS', '999', "JOB_LOCK_MS must be a whole number of milliseconds 1000-600000 (got '999')"],
    ['SPEDITION_WAIT_MS', 'soon', "SPEDITION_WAIT_MS must be a whole number of milliseconds 100-600000 (got 'soon')"],
    ['CHECKOUT_TTL_DAYS', '0', "CHECKOUT_TTL_DAYS must be a whole number of days 1-3650 (got '0')"],
    ['LOG_LEVEL', 'loud', "LOG_LEVEL must be one of error, warn, info, debug, verbose (got 'loud')"],
    ['NODE_ENV', 'prod', "NODE_ENV must be one of development, production, test (got 'prod')"],
  ])('refuses a bad %s and names it', (name, value, expected) => {
    expect(problemFor({ [name]: value })).toBe(`Invalid configuration: ${expected}`);
  });

  it('reports every bad variable at once', () => {
    const message = problemFor({ UPSTREAM_URL: 'foo', LOG_LEVEL: 'x' });
    expect(message).toContain('UPSTREAM_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('reads the GraphQL request limits and refuses unusable ones', () => {
    expect(loadConfig({}).graphqlLimits).toEqual({ maxBatch: 10, maxQueryLength: 16384, maxTokens: 1500, maxAliases: 15, maxDepth: 20, maxDirectives: 10, maxCost: 800 });
    expect(loadConfig({ GRAPHQL_MAX_BATCH: '5', GRAPHQL_MAX_COST: '2000' }).graphqlLimits).toMatchObject({ maxBatch: 5, maxCost: 2000 });
    const message = problemFor({ GRAPHQL_MAX_BATCH: '0', GRAPHQL_MAX_TOKENS: '1e9', GRAPHQL_MAX_COST: 'lots' });
    expect(message).toContain("GRAPHQL_MAX_BATCH must be a whole number 1-100 (got '0')");
    expect(message).toContain('GRAPHQL_MAX_TOKENS');
    expect(message).toContain('GRAPHQL_MAX_COST');
  });

  it('reads how long the lightning switch is cached (0 = asked every time)', () => {
    expect(loadConfig({}).lightning).toMatchObject({ switchCacheMs: 10000 });
    expect(loadConfig({ LIGHTNING_SWITCH_CACHE_MS: '0' }).lightning.switchCacheMs).toBe(0);
    expect(problemFor({ LIGHTNING_SWITCH_CACHE_MS: '600001' })).toContain("LIGHTNING_SWITCH_CACHE_MS must be a whole number of milliseconds 0-600000 (got '600001')");
    expect(problemFor({ LIGHTNING_SWITCH_CACHE_MS: '1.5' })).toContain('LIGHTNING_SWITCH_CACHE_MS');
  });

  it('reads the lightning add limits per visitor and client address', () => {
    expect(loadConfig({}).lightning).toEqual({ switchCacheMs: 10000, addsPerVisitor: 30, addsPerAddress: 120, addWindowMs: 600_000 });
    expect(loadConfig({ LIGHTNING_ADDS_PER_VISITOR: '2', LIGHTNING_ADDS_PER_ADDRESS: '5', LIGHTNING_ADD_WINDOW_S: '60' }).lightning).toMatchObject({ addsPerVisitor: 2, addsPerAddress: 5, addWindowMs: 60_000 });
    expect(problemFor({ LIGHTNING_ADDS_PER_VISITOR: '0' })).toContain("LIGHTNING_ADDS_PER_VISITOR must be a whole number 1-100000 (got '0')");
    expect(problemFor({ LIGHTNING_ADDS_PER_ADDRESS: 'many' })).toContain('LIGHTNING_ADDS_PER_ADDRESS');
    expect(problemFor({ LIGHTNING_ADD_WINDOW_S: '86401' })).toContain("LIGHTNING_ADD_WINDOW_S must be a whole number of seconds 1-86400 (got '86401')");
  });

  it('reads the account limits: failed logins, form rate limits, B2B list cache', () => {
    expect(loadConfig({}).account).toEqual({
      loginFailuresPerAccount: 10,
      loginFailuresPerAddress: 10,
      loginFailureWindowMs: 900_000,
      registrationsPerAddress: 20,
      passwordResetsPerAddress: 10,
      passwordResetsPerAccount: 5,
      formWindowMs: 3_600_000,
      certificateUploadsPerHour: 10,
      b2bListsCacheMs: 300_000,
    });
    expect(loadConfig({ CERTIFICATE_UPLOADS_PER_HOUR: '3' }).account.certificateUploadsPerHour).toBe(3);
    expect(problemFor({ CERTIFICATE_UPLOADS_PER_HOUR: '0' })).toContain("CERTIFICATE_UPLOADS_PER_HOUR must be a whole number 1-100000 (got '0')");
    expect(loadConfig({ LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURE_WINDOW_S: '60', B2B_LISTS_CACHE_MS: '0' }).account).toMatchObject({ loginFailuresPerAccount: 3, loginFailureWindowMs: 60_000, b2bListsCacheMs: 0 });
    expect(problemFor({ LOGIN_FAILURES_PER_ADDRESS: '0' })).toContain("LOGIN_FAILURES_PER_ADDRESS must be a whole number 1-1000000 (got '0')");
    expect(problemFor({ ACCOUNT_FORM_WINDOW_S: '86401' })).toContain("ACCOUNT_FORM_WINDOW_S must be a whole number of seconds 1-86400 (got '86401')");
    expect(problemFor({ PASSWORD_RESETS_PER_ACCOUNT: 'five' })).toContain('PASSWORD_RESETS_PER_ACCOUNT');
  });

  it('reads REDIS_CLUSTER_NODES as the nodes of a Redis Cluster, and refuses a bad list', () => {
    expect(loadConfig({}).redisClusterNodes).toBeNull();
    expect(loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000, redis-b.internal:7001,[::1]:7002' }).redisClusterNodes).toEqual([
      { host: '10.0.0.1', port: 7000 },
      { host: 'redis-b.internal', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
    for (const bad of ['10.0.0.1', '10.0.0.1:0', 'a:70000', 'redis://a:7000', 'a:7000,,b:7001', 'a b:7000', '-a:7000'])
      expect(problemFor({ REDIS_CLUSTER_NODES: bad })).toContain(`REDIS_CLUSTER_NODES must be a comma-separated list of host:port`);
  });

  it('never echoes a Redis password', () => {
    expect(problemFor({ REDIS_URL: 'http://user:hunter2@host' })).not.toContain('hunter2');
    expect(redactUrl('redis://u:hunter2@h:1')).toBe('redis://u:***@h:1');
  });

  it('lists a default for every variable', () => {
    expect(Object.keys(CONFIG_DEFAULTS).sort()).toEqual(
      [
        'CATALOGUE_CACHE_TTL_MS',
        'CHECKOUT_TTL_DAYS',
        'CONTENT_CACHE_TTL_MS',
        'GRAPHQL_MAX_ALIASES',
        'GRAPHQL_MAX_BATCH',
        'GRAPHQL_MAX_COST',
        'GRAPHQL_MAX_DEPTH',
        'GRAPHQL_MAX_DIRECTIVES',
        'GRAPHQL_MAX_QUERY_LENGTH',
        'GRAPHQL_MAX_TOKENS',
        'HEALTH_CHECK_TIMEOUT_MS',
        'JOB_BACKOFF_MS',
        'JOB_LOCK_MS',
        'ORCHESTRATOR_WORKERS',
        'SPEDITION_WAIT_MS',
        'SUBMIT_JOB_ATTEMPTS',
        'SUBMIT_ORDER_LOOKUP_MAX_MS',
        'WORKER_CONCURRENCY',
        'LOG_LEVEL',
        'NODE_ENV',
        'ORCHESTRATOR_HOST',
        'ORCHESTRATOR_PORT',
        'REDIS_KEY_PREFIX',
        'REDIS_URL',
        'REDIS_CLUSTER_NODES',
        'UPSTREAM_CLIENT_ID',
        'UPSTREAM_CLIENT_SECRET',
        'UPSTREAM_SUBMIT_TIMEOUT_MS',
        'UPSTREAM_TIMEOUT_MS',
        'UPSTREAM_TOKEN_TIMEOUT_MS',
        'UPSTREAM_URL',
      ].sort(),
    );
  });
});

describe('nestLogLevels', () => {
  it('includes the quieter levels', () => {
    expect(nestLogLevels('info')).toEqual(['fatal', 'error', 'warn', 'log']);
    expect(nestLogLevels('error')).toEqual(['fatal', 'error']);
  });
});
