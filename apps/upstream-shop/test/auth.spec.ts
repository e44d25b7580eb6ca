import { basic, startUpstream, type Upstream } from './support/upstream.js';

const QUERY = '{ getNavigationModel { nodes { id } } }';

async function requestToken(url: string, form: Record<string, string>, authorization?: string) {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /oauth/token', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream({ tokenTtlSeconds: 1800 });
  });
  afterAll(() => upstream.close());

  it('issues an opaque bearer token for valid client credentials', async () => {
    const { status, headers, body } = await requestToken(upstream.url, { grant_type: 'client_credentials', scope: 'at-de' }, basic('tafel', 'tafel-secret'));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ access_token: expect.stringMatching(/^[\w-]{40,}$/), token_type: 'bearer', expires_in: 1800, scope: 'at-de', shop_id: 'at-de' });
  });

  it('defaults the shop id to de-de and accepts credentials in the form body', async () => {
    const { status, body } = await requestToken(upstream.url, { grant_type: 'client_credentials', client_id: 'tafel', client_secret: 'tafel-secret' });
    expect(status).toBe(200);
    expect(body['shop_id']).toBe('de-de');
  });

  it('issues a different token on every call', async () => {
    expect(await upstream.token()).not.toBe(await upstream.token());
  });

  it.each([
    ['a wrong secret', basic('tafel', 'nope')],
    ['an unknown client', basic('someone', 'tafel-secret')],
    ['no credentials', undefined],
  ])('answers 401 invalid_client for %s', async (_case, authorization) => {
    const { status, headers, body } = await requestToken(upstream.url, { grant_type: 'client_credentials' }, authorization);
    expect(status).toBe(401);
    expect(body['error']).toBe('invalid_client');
    expect(headers.get('www-authenticate')).toContain('Basic');
  });

  it('answers 400 unsupported_grant_type for another grant type', async () => {
    const { status, body } = await requestToken(upstream.url, { grant_type: 'password' }, basic('tafel', 'tafel-secret'));
    expect(status).toBe(400);
    expect(body['error']).toBe('unsupported_grant_type');
  });

  it('answers 400 invalid_request without a grant type and invalid_scope for an unknown shop', async () => {
    expect((await requestToken(upstream.url, {}, basic('tafel', 'tafel-secret'))).body['error']).toBe('invalid_request');
    expect((await requestToken(upstream.url, { grant_type: 'client_credentials', scope: 'fr-fr' }, basic('tafel', 'tafel-secret'))).body['error']).toBe('invalid_scope');
  });

  it('refuses a JSON body and other methods', async () => {
    const json = await upstream.postJson('/oauth/token', { grant_type: 'client_credentials' }, { authorization: basic('tafel', 'tafel-secret') });
    expect(json.status).toBe(400);
    expect(JSON.parse(json.text).error).toBe('invalid_request');
    expect((await fetch(`${upstream.url}/oauth/token`)).status).toBe(405);
  });
});

describe('bearer token check on /api/shop/', () => {
  let now = Date.UTC(2025, 0, 1);
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream({ tokenTtlSeconds: 60, now: () => now, faultsEnabled: true });
  });
  afterAll(() => upstream.close());

  const invalidToken = { errors: [{ message: 'Invalid token', extensions: { classification: 'INVALID_TOKEN', messageKey: 'ishop.api.error.invalid_token' } }] };

  it('answers a valid token', async () => {
    const answer = await upstream.gql(QUERY, {}, { token: await upstream.token() });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('answers HTTP 200 with INVALID_TOKEN for a missing token', async () => {
    const answer = await upstream.gql(QUERY, {}, { token: null });
    expect(answer).toEqual({ status: 200, body: invalidToken });
  });

  it('answers INVALID_TOKEN for an unknown token', async () => {
    expect((await upstream.gql(QUERY, {}, { token: 'made-up' })).body).toEqual(invalidToken);
  });

  it('answers INVALID_TOKEN once the token has expired', async () => {
    const token = await upstream.token();
    now += 59_000;
    expect((await upstream.gql(QUERY, {}, { token })).body.errors).toBeUndefined();
    now += 1_000;
    expect((await upstream.gql(QUERY, {}, { token })).body).toEqual(invalidToken);
  });

  it('answers revoked_token for revoked tokens, and new tokens work again', async () => {
    const token = await upstream.token();
    const revoke = await upstream.postJson('/__faults/revoke-tokens', {});
    expect(revoke.status).toBe(200);
    const answer = await upstream.gql(QUERY, {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ classification: 'INVALID_TOKEN', messageKey: 'ishop.api.error.revoked_token' });
    expect((await upstream.gql(QUERY, {}, { token: await upstream.token() })).body.errors).toBeUndefined();
  });

  it('expires every issued token on /__faults/expire-tokens', async () => {
    const token = await upstream.token();
    const expire = await upstream.postJson('/__faults/expire-tokens', {});
    expect(JSON.parse(expire.text).expired).toBeGreaterThanOrEqual(1);
    expect((await upstream.gql(QUERY, {}, { token })).body).toEqual(invalidToken);
  });
});
