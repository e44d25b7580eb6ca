import { startWorld, type World } from './support/world.js';

const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { __typename
  ... on LoggedIn { session { token expires userId cartId guest cartMerged firstName lastName } }
  ... on LoginFailedError { errorCode messageKey fieldErrors { field messageKey } }
  ... on ValidationError { fieldErrors { field messageKey } } } }`;

interface Session {
  token: string;
  userId: string;
  cartId: string;
  cartMerged: boolean;
  firstName: string;
}

describe('shopper session: login and logout (real upstream stand-in)', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('account');
  });
  afterAll(() => world.close());

  const visitorCart = async () => {
    const created = (await world.orchestrator.graphql<{ createCart: { cartId: string; userId: string } }>('mutation { createCart { cartId userId } }')).data!.createCart;
    await world.orchestrator.graphql('mutation($i: AddToCartInput!) { addToCart(input: $i) { __typename } }', { i: { cartId: created.cartId, itemId: '10401-01', quantity: 1 } }, created.userId);
    return created;
  };

  it('logs a customer in, merging the visitor cart, and out again with a new anonymous cart', async () => {
    const visitor = await visitorCart();
    const answer = await world.orchestrator.graphql<{ login: { __typename: string; session: Session } }>(
      LOGIN,
      { i: { email: 'anna.schmidt@example.de', password: 'tafel-anna', cartId: visitor.cartId, mergeCart: true } },
      visitor.userId,
    );
    const session = answer.data!.login.session;
    expect(answer.data!.login).toMatchObject({ __typename: 'LoggedIn', session: { guest: false, firstName: 'Anna', token: expect.any(String) } });
    const cart = await world.orchestrator.graphql<{ cart: { articleCount: number } }>('query($c: ID!) { cart(cartId: $c) { ... on Cart { articleCount } } }', { c: session.cartId }, session.userId);
    expect(cart.data!.cart.articleCount).toBeGreaterThanOrEqual(1);

    const out = await world.orchestrator.graphql<{ logout: { cartId: string; userId: string } }>('mutation { logout { cartId userId } }', {}, { 'X-iSHOP-API-USERID': session.userId, 'X-JWT': session.token });
    expect(out.data!.logout).toEqual({ cartId: expect.any(String), userId: expect.any(String) });
    expect(out.data!.logout.cartId).not.toBe(session.cartId);
    // The session is over: logging out again is refused like any call without a session.
    const again = await world.orchestrator.graphql('mutation { logout { cartId } }', {}, { 'X-JWT': session.token });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageKey: 'vue.error.security.valid_token_required' });
  });

  it('logs a B2B customer in with the customer number', async () => {
    const answer = await world.orchestrator.graphql<{ login: { __typename: string } }>(LOGIN, { i: { customerNumber: '4711001', password: 'tafel-schule' } }, { 'X-Tafel-Site': 'edu-de' });
    expect(answer.data!.login.__typename).toBe('LoggedIn');
  });

  it('answers wrong credentials with the spec message and marked fields, bad forms with the form keys', async () => {
    const wrong = await world.orchestrator.graphql<{ login: unknown }>(LOGIN, { i: { email: 'anna.schmidt@example.de', password: 'falsch-falsch' } });
    expect(wrong.data!.login).toMatchObject({ __typename: 'LoginFailedError', errorCode: 'LOGIN_FAILED', messageKey: 'vue.user.login.error.invalidCredentials' });
    const invalid = await world.orchestrator.graphql<{ login: unknown }>(LOGIN, { i: { email: 'anna@', password: '' } });
    expect(invalid.data!.login).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'email', messageKey: 'vue.form.error.email.incorrect' },
        { field: 'password', messageKey: 'vue.form.error.requiredField' },
      ],
    });
    const noSession = await world.orchestrator.graphql('mutation { logout { cartId } }');
    expect(noSession.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
