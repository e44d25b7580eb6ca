import { CART_UPDATE, FIND_CART, SHOP_INIT, startUpstream, type Upstream } from './support/upstream.js';

describe('GraphQL over HTTP', () => {
  let upstream: Upstream;
  let auth: Record<string, string>;
  beforeAll(async () => {
    upstream = await startUpstream();
    auth = { authorization: `Bearer ${await upstream.token()}` };
  });
  afterAll(() => upstream.close());

  it('answers /healthz and 404 for unknown paths', async () => {
    const health = await fetch(`${upstream.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${upstream.url}/nope`)).status).toBe(404);
  });

  it('accepts /api/shop without the trailing slash and refuses GET', async () => {
    const res = await upstream.postJson('/api/shop', { query: '{ getNavigationModel { nodes { id } } }' }, auth);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).data.getNavigationModel.nodes.length).toBeGreaterThan(5);
    expect((await fetch(`${upstream.url}/api/shop/`, { headers: auth })).status).toBe(405);
  });

  it('answers batched requests with an array, in order, seeing earlier writes', async () => {
    const init = await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT);
    const { cartId, userId } = init.body.data?.shopInit ?? { cartId: '', userId: '' };
    const batch = [
      { query: CART_UPDATE, variables: { data: { cartId, ops: [{ addPosition: { itemId: '10401-01', quantity: 2 } }] } }, operationName: 'CartUpdate' },
      { query: FIND_CART, variables: { cartId }, operationName: 'FindCart' },
      { query: '{ getProductById(productId: "99999") { name } }' },
    ];
    const res = await upstream.postJson('/api/shop/', batch, { ...auth, 'x-ishop-api-userid': userId });
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text);
    expect(body).toHaveLength(3);
    expect(body[0].data.cart_update.successful).toBe(true);
    expect(body[1].data.shop_findCart.productsCount).toBe(2);
    expect(body[2]).toEqual({ data: { getProductById: null } });
  });

  it('answers a batch without a token with INVALID_TOKEN for each entry', async () => {
    const res = await upstream.postJson('/api/shop/', [{ query: '{ getNavigationModel { nodes { id } } }' }, { query: SHOP_INIT }]);
    const body = JSON.parse(res.text);
    expect(res.status).toBe(200);
    expect(body.map((b: { errors: Array<{ extensions: { classification: string } }> }) => b.errors[0]?.extensions.classification)).toEqual(['INVALID_TOKEN', 'INVALID_TOKEN']);
  });

  it('answers malformed JSON with 400 and a GraphQL-style error', async () => {
    const res = await upstream.postJson('/api/shop/', '{"query": ', auth);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).errors[0]).toMatchObject({ message: expect.stringContaining('Malformed JSON'), extensions: { classification: 'BAD_USER_INPUT' } });
  });

  it.each([
    ['a wrongly typed literal', { query: '{ core_category(id: "1") { products(limit: "abc") { total } } }' }],
    ['a wrongly typed variable', { query: 'query Q($limit: Int) { core_category(id: "1") { products(limit: $limit) { total } } }', variables: { limit: 'abc' } }],
    ['an unknown field', { query: '{ getProductById(productId: "10001") { price } }' }],
    ['a syntax error', { query: '{ getProductById(' }],
    ['no query', { variables: {} }],
    ['an empty batch', []],
  ])('answers %s with 400 BAD_USER_INPUT', async (_case, body) => {
    const res = await upstream.postJson('/api/shop/', body, auth);
    expect(res.status).toBe(400);
    const errors = JSON.parse(res.text).errors as Array<{ message: string; extensions: { classification: string } }>;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.extensions.classification === 'BAD_USER_INPUT')).toBe(true);
  });

  it('answers an Int quantity of "abc" in cart_update variables with 400', async () => {
    const res = await upstream.postJson('/api/shop/', { query: CART_UPDATE, variables: { data: { cartId: 'x', ops: [{ addPosition: { itemId: '10401-01', quantity: 'abc' } }] } } }, auth);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).errors[0].message).toContain('Int cannot represent');
  });
});
