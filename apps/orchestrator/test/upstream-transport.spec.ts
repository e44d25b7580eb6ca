// Spec §7/§8 transport rules against the real stand-in and real Redis: token caching and sharing,
// INVALID_TOKEN → one new token and one retry, token-endpoint failures, timeouts, outages.
import { TokenProvider } from '../src/upstream/token-provider.js';
import type { TestOrchestrator } from './support/orchestrator.js';
import { startWorld, type World } from './support/world.js';

const NAVIGATION = '{ navigation { id } }';

describe('upstream transport', () => {
  let world: World;
  let tokenKey: string;

  beforeAll(async () => {
    world = await startWorld('transport');
    tokenKey = `${world.keyspace.prefix}:upstream:token`;
  });
  afterEach(async () => {
    await world.upstream.clearFaults();
  });
  afterAll(async () => {
    await world?.close();
  });

  const navigationOf = async (orchestrator: TestOrchestrator = world.orchestrator) => orchestrator.graphql<{ navigation: unknown[] }>(NAVIGATION);
  const expectNavigation = async (orchestrator?: TestOrchestrator) => {
    const answer = await navigationOf(orchestrator);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.navigation.length).toBeGreaterThan(0);
  };
  const sharedToken = () => world.keyspace.redis.get(tokenKey);

  it('caches the token in Redis with a TTL of at most expires_in - 60 s', async () => {
    await expectNavigation();
    const basic = Buffer.from('tafel:tafel-secret').toString('base64');
    const issued = (await (
      await fetch(`${world.upstream.url}/oauth/token`, { method: 'POST', headers: { authorization: `Basic ${basic}` }, body: new URLSearchParams({ grant_type: 'client_credentials' }) })
    ).json()) as { expires_in: number };
    const [token, ttl] = await Promise.all([sharedToken(), world.keyspace.redis.pttl(tokenKey)]);
    expect(token).toEqual(expect.any(String));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual((issued.expires_in - 60) * 1000);
    expect(ttl).toBeGreaterThan((issued.expires_in - 60 - 60) * 1000);
  });

  it('a second instance uses the shared token instead of asking the endpoint', async () => {
    const token = await sharedToken();
    const second = await world.startAnother();
    // The endpoint would fail now; the second instance must not need it.
    await world.upstream.tokenFault({ times: 5, kind: 'http', status: 500 });
    await expectNavigation(second);
    expect(await second.app.get(TokenProvider).getToken()).toBe(token);
  });

  it('concurrent callers share one token request (single flight)', async () => {
    await world.keyspace.redis.del(tokenKey);
    const fresh = await world.startAnother();
    const tokens = await Promise.all(Array.from({ length: 8 }, () => fresh.app.get(TokenProvider).getToken()));
    // Every request to the endpoint issues a different token: one token means one request.
    expect(new Set(tokens).size).toBe(1);
    expect(await sharedToken()).toBe(tokens[0]);
  });

  it.each([
    ['expired tokens', () => world.upstream.expireTokens()],
    ['revoked tokens', () => world.upstream.revokeTokens()],
    ['an injected INVALID_TOKEN', () => world.upstream.fault({ operation: 'GetNavigationModel', times: 1, kind: 'error', classification: 'INVALID_TOKEN' })],
  ])('after %s: fetches a new token once and the call succeeds', async (_, breakToken) => {
    await expectNavigation();
    const before = await sharedToken();
    await breakToken();
    await expectNavigation();
    const after = await sharedToken();
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
  });

  it('after a revocation, an instance whose token differs from the shared one asks the endpoint, not Redis', async () => {
    await expectNavigation();
    await world.keyspace.redis.del(tokenKey);
    const other = await world.startAnother();
    await expectNavigation(other); // stores a second token in Redis; ours stays in memory
    await world.upstream.revokeTokens();
    await expectNavigation();
    await expectNavigation(other);
  });

  it('two INVALID_TOKEN answers in a row are an error', async () => {
    await world.upstream.fault({ operation: 'GetNavigationModel', times: 2, kind: 'error', classification: 'INVALID_TOKEN', messageKey: 'ishop.api.error.invalid_token' });
    const answer = await navigationOf();
    expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'INVALID_TOKEN' } })]);
    await expectNavigation();
  });

  it('retries the token endpoint once; a second failure is TOKEN_FAILED and not retried again', async () => {
    await world.upstream.expireTokens();
    await world.upstream.tokenFault({ times: 1, kind: 'http', status: 500 });
    await expectNavigation();

    await world.upstream.expireTokens();
    await world.upstream.tokenFault({ times: 2, kind: 'http', status: 503 });
    const answer = await navigationOf();
    expect(answer.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Could not obtain an upstream API token'), extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'TOKEN_FAILED' } }),
    ]);
    await expectNavigation();
  });

  it('gives up on a slow token endpoint after UPSTREAM_TOKEN_TIMEOUT_MS', async () => {
    await world.keyspace.redis.del(tokenKey);
    const impatient = await world.startAnother({ UPSTREAM_TOKEN_TIMEOUT_MS: '200' });
    await world.upstream.tokenFault({ times: 2, kind: 'delay', delayMs: 6000 });
    const started = Date.now();
    const answer = await navigationOf(impatient);
    expect(answer.errors?.[0]).toMatchObject({ message: expect.stringContaining('Request timed out (200ms)'), extensions: { reason: 'TOKEN_FAILED' } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a slow upstream answer ends with 'Request timed out (<UPSTREAM_TIMEOUT_MS>ms)'", async () => {
    const impatient = await world.startAnother({ UPSTREAM_TIMEOUT_MS: '300' });
    await expectNavigation(impatient);
    await world.upstream.fault({ operation: 'GetNavigationModel', times: 1, kind: 'delay', delayMs: 6000 });
    const started = Date.now();
    const answer = await navigationOf(impatient);
    expect(answer.errors).toEqual([expect.objectContaining({ message: 'Request timed out (300ms)', extensions: { code: 'UPSTREAM_TIMEOUT' } })]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['a dropped connection', { kind: 'drop' as const }],
    ['HTTP 503', { kind: 'http' as const, status: 503 }],
    ['INTERNAL_ERROR', { kind: 'error' as const, classification: 'INTERNAL_ERROR' }],
  ])('%s is UPSTREAM_UNAVAILABLE', async (_, fault) => {
    await world.upstream.fault({ operation: 'GetNavigationModel', times: 1, ...fault });
    const answer = await navigationOf();
    expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } })]);
    await expectNavigation();
  });
});
