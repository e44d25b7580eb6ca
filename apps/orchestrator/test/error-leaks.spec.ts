import { startWorld, type World } from './support/world.js';

const HUGE = 'A'.repeat(100_000);
const ADD = 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { __typename } }';

// What an error answer gives away, with the production flag (introspection off) on the real app.
describe('error answers in production quote no more than they must', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('error-leaks', { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('a 100,000-character id comes back as a short, escaped excerpt naming its length', async () => {
    const created = await world.orchestrator.graphql<{ createCart: { cartId: string; userId: string } }>('mutation { createCart { cartId userId } }');
    const { userId } = created.data!.createCart;
    for (const answer of [
      await world.orchestrator.graphql(ADD, { input: { cartId: HUGE, itemId: '10401-01', quantity: 1 } }, userId),
      await world.orchestrator.graphql('query ($c: ID!) { cart(cartId: $c) { __typename } }', { c: `${HUGE}\u202E\n` }, userId),
    ]) {
      expect(answer.errors).toHaveLength(1);
      const [error] = answer.errors!;
      expect(error!.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error!.message).toMatch(/^cartId must be 1-64 characters of A-Z a-z 0-9 - _ \(got 'A{40}…' \(1000\d\d characters\)\)$/);
      expect(JSON.stringify(answer).length).toBeLessThan(1000);
    }
  });

  it("graphql-js's own messages that quote a whole variable are capped", async () => {
    const answer = await world.orchestrator.graphql('query ($p: Int) { category(id: "x", page: $p) { __typename } }', { p: HUGE });
    expect(answer.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.message.length).toBeLessThanOrEqual(1000);
  });

  it('"Did you mean …" suggestions are gone, from validation and from variable coercion alike', async () => {
    const field = await world.orchestrator.graphql('{ cartt(cartId: "x") { __typename } }');
    expect(field.errors![0]).toMatchObject({ message: 'Cannot query field "cartt" on type "Query".', extensions: { code: 'BAD_USER_INPUT', reason: 'GRAPHQL_VALIDATION_FAILED' } });
    const input = await world.orchestrator.graphql(ADD, { input: { cartid: 'c1', itemId: '10401-01', quantity: 1 } });
    const messages = input.errors!.map((error) => error.message).join('\n');
    expect(messages).toContain('"cartid" is not defined');
    expect(messages).not.toMatch(/Did you mean/);
    const introspection = await world.orchestrator.graphql('{ __schema { types { name } } }');
    expect(introspection.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
