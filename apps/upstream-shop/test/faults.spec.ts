import { ANNA, FOLDER, newShopper, readyToSubmit, submit } from './support/checkout.js';
import { basic, CART_UPDATE, FIND_CART, SHOP_INIT, startUpstream, type Upstream } from './support/upstream.js';

const NAV = 'query GetNavigationModel { getNavigationModel { nodes { id } } }';

describe('fault injection', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream({ faultsEnabled: true });
  });
  afterAll(() => upstream.close());
  afterEach(async () => {
    await fetch(`${upstream.url}/__faults`, { method: 'DELETE' });
  });

  const inject = async (fault: unknown, path = '/__faults') => {
    const res = await upstream.postJson(path, fault);
    return { status: res.status, body: JSON.parse(res.text) as Record<string, unknown> };
  };
  const nav = (operationName = 'GetNavigationModel') => upstream.gql(`query ${operationName} { getNavigationModel { nodes { id } } }`, {}, { operationName });

  it('fails the next matching operation with a GraphQL error, then answers normally', async () => {
    expect((await inject({ operation: 'GetNavigationModel', kind: 'error', classification: 'INTERNAL_ERROR', message: 'Boom' })).status).toBe(201);
    const failed = await nav();
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ data: null, errors: [{ message: 'Boom', path: ['getNavigationModel'], extensions: { classification: 'INTERNAL_ERROR', messageKey: 'ishop.api.error.internal_error' } }] });
    expect((await nav()).body.errors).toBeUndefined();
  });

  it('matches by root field name, counts `times` and leaves other operations alone', async () => {
    await inject({ operation: 'getNavigationModel', kind: 'error', classification: 'INVALID_TOKEN', times: 2 });
    expect((await upstream.gql(SHOP_INIT)).body.errors).toBeUndefined();
    const first = await nav('SomethingElse');
    expect(first.body.errors?.[0]).toMatchObject({ message: 'Invalid token', extensions: { classification: 'INVALID_TOKEN', messageKey: 'ishop.api.error.invalid_token' } });
    expect((await nav()).body.errors?.[0]?.extensions?.classification).toBe('INVALID_TOKEN');
    expect((await nav()).body.errors).toBeUndefined();
  });

  it('flips the return switch for every reader until it is restored', async () => {
    const SWITCH = 'query S { getGlobalParameterByNameAndEntry(name: "returnSwitch", entry: "returns") { parameterValue } }';
    const LOOKUP = 'query L { findOrderForReturn(orderId: "40090001", zipCode: "1060") { isError orderId } }';
    expect((await inject({ value: 'false' }, '/__faults/return-switch')).status).toBe(200);
    try {
      expect((await upstream.gql(SWITCH)).body.data).toEqual({ getGlobalParameterByNameAndEntry: { parameterValue: 'false' } });
      expect((await upstream.gql(LOOKUP)).body.errors?.[0]?.extensions).toMatchObject({ classification: 'NOT_FOUND', messageKey: 'ishop.api.error.returns_disabled' });
      expect((await inject({ value: 42 }, '/__faults/return-switch')).status).toBe(400);
    } finally {
      expect((await fetch(`${upstream.url}/__faults/return-switch`, { method: 'DELETE' })).status).toBe(200);
    }
    expect((await upstream.gql(SWITCH)).body.data).toEqual({ getGlobalParameterByNameAndEntry: { parameterValue: 'true' } });
    expect((await upstream.gql(LOOKUP)).body.data).toEqual({ findOrderForReturn: { isError: false, orderId: '40090001' } });
  });

  it('flips the lightning switch parameter until it is restored', async () => {
    const SWITCH = 'query S { getGlobalParameterByNameAndEntry(name: "lightningDeal", entry: "Blitzangebot") { parameterValue } }';
    expect((await inject({ value: 'off' }, '/__faults/lightning-switch')).status).toBe(200);
    try {
      expect((await upstream.gql(SWITCH)).body.data).toEqual({ getGlobalParameterByNameAndEntry: { parameterValue: 'off' } });
      expect((await inject({ value: ['on'] }, '/__faults/lightning-switch')).status).toBe(400);
    } finally {
      expect((await fetch(`${upstream.url}/__faults/lightning-switch`, { method: 'DELETE' })).status).toBe(200);
    }
    expect((await upstream.gql(SWITCH)).body.data).toEqual({ getGlobalParameterByNameAndEntry: { parameterValue: 'on' } });
  });

  it('shortens the lightning reservation for later adds until it is restored', async () => {
    const RESERVATION = 'query R($cartId: ID) { getLightningDealReservation(cartId: $cartId) { isLightningDealReservationExpired lightningDealReservationTimestampEnd } }';
    const reserve = async () => {
      const init = (await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT)).body.data?.shopInit ?? { cartId: '', userId: '' };
      const before = Date.now();
      const added = await upstream.gql<{ cart_update: { successful: boolean } }>(CART_UPDATE, { data: { cartId: init.cartId, ops: [{ addPosition: { itemId: '10005-01#LIGHTNING_DEAL', quantity: 1 } }] } }, { userId: init.userId });
      expect(added.body.data?.cart_update.successful).toBe(true);
      const answer = await upstream.gql<{ getLightningDealReservation: { isLightningDealReservationExpired: boolean; lightningDealReservationTimestampEnd: string } }>(RESERVATION, { cartId: init.cartId }, { userId: init.userId });
      const reservation = answer.body.data?.getLightningDealReservation;
      return { init, before, reservation, length: Date.parse(reservation?.lightningDealReservationTimestampEnd ?? '') - before };
    };
    for (const bad of [{ ms: 999 }, { ms: 3_600_001 }, { ms: 1500.5 }, { ms: '2000' }, {}]) expect((await inject(bad, '/__faults/lightning-reservation')).status).toBe(400);
    expect((await inject({ ms: 1000 }, '/__faults/lightning-reservation')).body).toEqual({ ms: 1000 });
    try {
      const short = await reserve();
      expect(short.length).toBeGreaterThanOrEqual(900);
      expect(short.length).toBeLessThanOrEqual(1100);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const later = await upstream.gql<{ getLightningDealReservation: { isLightningDealReservationExpired: boolean } }>(RESERVATION, { cartId: short.init.cartId }, { userId: short.init.userId });
      expect(later.body.data?.getLightningDealReservation.isLightningDealReservationExpired).toBe(true);
    } finally {
      expect((await fetch(`${upstream.url}/__faults/lightning-reservation`, { method: 'DELETE' })).status).toBe(200);
    }
    const restored = await reserve();
    expect(restored.length).toBeGreaterThan(14 * 60_000);
    expect(restored.length).toBeLessThanOrEqual(15 * 60_000 + 100);
  });

  it('ends a deal window now until it is restored: an extend then finds its line not legal', async () => {
    const DEALS = 'query D { getLightningDealData { itemId timestampUntil } }';
    const EXTEND = 'mutation E($cartId: ID) { extendLightningDealReservation(cartId: $cartId) { successful notLegalDeal changedItemIds } }';
    const running = async () => (await upstream.gql<{ getLightningDealData: { itemId: string; timestampUntil: string }[] }>(DEALS)).body.data?.getLightningDealData.map((d) => d.itemId) ?? [];
    // 10005-01: a seeded running deal.
    const init = (await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT)).body.data?.shopInit ?? { cartId: '', userId: '' };
    const added = await upstream.gql<{ cart_update: { successful: boolean } }>(CART_UPDATE, { data: { cartId: init.cartId, ops: [{ addPosition: { itemId: '10005-01#LIGHTNING_DEAL', quantity: 1 } }] } }, { userId: init.userId });
    expect(added.body.data?.cart_update.successful).toBe(true);
    for (const bad of [{ itemId: 42 }, { itemId: '' }, { itemId: '../x y' }, {}]) expect((await inject(bad, '/__faults/lightning-deal-end')).status).toBe(400);
    expect((await inject({ itemId: '10401-01' }, '/__faults/lightning-deal-end')).status).toBe(404);
    expect(await running()).toContain('10005-01');
    const ended = await inject({ itemId: '10005-01' }, '/__faults/lightning-deal-end');
    try {
      expect(ended).toMatchObject({ status: 200, body: { itemId: '10005-01', endsAt: expect.any(String) } });
      expect(Date.parse((ended.body as { endsAt: string }).endsAt)).toBeLessThanOrEqual(Date.now());
      expect(await running()).not.toContain('10005-01');
      const extended = await upstream.gql<{ extendLightningDealReservation: { successful: boolean; notLegalDeal: boolean; changedItemIds: string[] } }>(EXTEND, { cartId: init.cartId }, { userId: init.userId });
      expect(extended.body.data?.extendLightningDealReservation).toMatchObject({ notLegalDeal: true, changedItemIds: ['10005-01'] });
    } finally {
      expect((await fetch(`${upstream.url}/__faults/lightning-deal-end`, { method: 'DELETE' })).status).toBe(200);
    }
    expect(await running()).toContain('10005-01');
  });

  it('multiplies the stock of every deal until it is restored', async () => {
    const DEALS = 'query D { getLightningDealData { itemId reservedPercentageRoundFloor available } }';
    const deal = async (itemId: string) => (await upstream.gql<{ getLightningDealData: { itemId: string; reservedPercentageRoundFloor: number; available: boolean }[] }>(DEALS)).body.data?.getLightningDealData.find((d) => d.itemId === itemId);
    // 10504-01: stock 20, 5 % taken elsewhere (1 unit), at most 1 per cart.
    const fill = async (carts: number) => {
      let granted = 0;
      for (let i = 0; i < carts; i += 1) {
        const init = (await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT)).body.data?.shopInit ?? { cartId: '', userId: '' };
        const added = await upstream.gql<{ cart_update: { successful: boolean } }>(CART_UPDATE, { data: { cartId: init.cartId, ops: [{ addPosition: { itemId: '10504-01#LIGHTNING_DEAL', quantity: 1 } }] } }, { userId: init.userId });
        if (added.body.data?.cart_update.successful) granted += 1;
      }
      return granted;
    };
    for (const bad of [{ factor: 0 }, { factor: 101 }, { factor: 1.5 }, { factor: '2' }, {}]) expect((await inject(bad, '/__faults/lightning-stock')).status).toBe(400);
    expect(await fill(19)).toBe(19);
    expect(await deal('10504-01')).toEqual({ itemId: '10504-01', reservedPercentageRoundFloor: 100, available: false });
    expect(await fill(1)).toBe(0);
    expect((await inject({ factor: 3 }, '/__faults/lightning-stock')).body).toEqual({ factor: 3 });
    try {
      // 60 units, 3 taken elsewhere, 19 held: 38 more.
      expect(await deal('10504-01')).toEqual({ itemId: '10504-01', reservedPercentageRoundFloor: 36, available: true });
      expect(await fill(40)).toBe(38);
    } finally {
      expect((await fetch(`${upstream.url}/__faults/lightning-stock`, { method: 'DELETE' })).status).toBe(200);
    }
    expect((await deal('10504-01'))?.available).toBe(false);
  });

  it('simulates the cart-recovery errors clients must handle', async () => {
    const init = (await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT)).body.data?.shopInit;
    await inject({ operation: 'FindCart', kind: 'error', classification: 'CART_NOT_FOUND', message: 'A valid user id is required.' });
    const answer = await upstream.gql(FIND_CART, { cartId: init?.cartId }, { userId: init?.userId, operationName: 'FindCart' });
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'A valid user id is required.', extensions: { classification: 'CART_NOT_FOUND' } });
  });

  it('hits only the matching entry of a batch', async () => {
    await inject({ operation: 'GetNavigationModel', kind: 'error' });
    const { token } = upstream;
    const res = await upstream.postJson('/api/shop/', [{ query: SHOP_INIT }, { query: NAV, operationName: 'GetNavigationModel' }], { authorization: `Bearer ${await token()}` });
    const [first, second] = JSON.parse(res.text);
    expect(first.data.shopInit.cartId).toBeDefined();
    expect(second.errors[0].extensions.classification).toBe('INTERNAL_ERROR');
  });

  it('delays the answer', async () => {
    await inject({ operation: '*', kind: 'delay', delayMs: 400 });
    const started = performance.now();
    const answer = await nav();
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(answer.body.errors).toBeUndefined();
  });

  it('drops the connection without an answer', async () => {
    await inject({ operation: 'GetNavigationModel', kind: 'drop' });
    await expect(nav()).rejects.toThrow();
    expect((await nav()).status).toBe(200);
  });

  it('answers with an HTTP status instead of GraphQL', async () => {
    await inject({ operation: 'GetNavigationModel', kind: 'http', status: 502 });
    const res = await upstream.postJson('/api/shop/', { query: NAV, operationName: 'GetNavigationModel' }, { authorization: `Bearer ${await upstream.token()}` });
    expect(res.status).toBe(502);
    expect(res.text).toContain('502 Bad Gateway');
  });

  it('can lose the answer after the operation ran (phase "after")', async () => {
    const init = (await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT)).body.data?.shopInit;
    await inject({ operation: 'cart_update', kind: 'http', status: 503, phase: 'after' });
    const res = await upstream.postJson('/api/shop/', { query: CART_UPDATE, variables: { data: { cartId: init?.cartId, ops: [{ addPosition: { itemId: '10401-01', quantity: 1 } }] } } }, {
      authorization: `Bearer ${await upstream.token()}`,
      'x-ishop-api-userid': init?.userId ?? '',
    });
    expect(res.status).toBe(503);
    const cart = await upstream.gql<{ shop_findCart: { productsCount: number } }>(FIND_CART, { cartId: init?.cartId }, { userId: init?.userId });
    expect(cart.body.data?.shop_findCart.productsCount).toBe(1);
  });

  it('injects faults into /oauth/token', async () => {
    const request = () =>
      fetch(`${upstream.url}/oauth/token`, {
        method: 'POST',
        headers: { authorization: basic('tafel', 'tafel-secret'), 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      });
    await inject({ kind: 'http', status: 503 }, '/__faults/token');
    expect((await request()).status).toBe(503);
    await inject({ kind: 'error', status: 401, messageKey: 'invalid_client' }, '/__faults/token');
    const refused = await request();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_client' });
    await inject({ kind: 'drop' }, '/__faults/token');
    await expect(request()).rejects.toThrow();
    expect((await request()).status).toBe(200);
  });

  it('lists the orders submitCart placed, all or of one cart (test inspection)', async () => {
    const orders = async (query = '') => (await (await fetch(`${upstream.url}/__faults/orders${query}`)).json()) as { count: number; orders: { orderId: string; cartId: string }[] };
    const before = await orders();
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]], login: ANNA });
    await readyToSubmit(upstream, shopper, 'INVOICE');
    const placed = await submit(upstream, shopper);
    await submit(upstream, shopper);
    expect((await orders()).count).toBe(before.count + 1);
    expect(await orders(`?cartId=${shopper.cartId}`)).toEqual({ count: 1, orders: [{ orderId: placed.orderId, cartId: shopper.cartId, orderedAt: expect.any(String) }] });
    expect((await fetch(`${upstream.url}/__faults/orders`, { method: 'POST' })).status).toBe(405);
  });

  it('reads the latest password-reset e-mail of an account from the mailbox', async () => {
    const FORGOT = 'mutation F($email: String) { forgotPassword(email: $email, counter: 1) { successful devEmailToken } }';
    const mail = (to: string) => fetch(`${upstream.url}/__faults/mail?to=${encodeURIComponent(to)}`);
    expect((await mail('anna.schmidt@example.de')).status).toBe(404);
    const first = (await upstream.gql<{ forgotPassword: { devEmailToken: string } }>(FORGOT, { email: 'anna.schmidt@example.de' })).body.data?.forgotPassword.devEmailToken;
    const second = (await upstream.gql<{ forgotPassword: { devEmailToken: string } }>(FORGOT, { email: 'ANNA.schmidt@example.de' })).body.data?.forgotPassword.devEmailToken;
    expect(first).not.toBe(second);
    const read = await mail('anna.schmidt@example.de');
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ to: 'anna.schmidt@example.de', resetToken: second, path: `/myaccount/newpassword?token=${second}` });
    await upstream.gql(FORGOT, { email: 'nobody@example.de' });
    expect((await mail('nobody@example.de')).status).toBe(404);
    expect((await mail('')).status).toBe(400);
    expect((await fetch(`${upstream.url}/__faults/mail?to=a@b.de`, { method: 'POST' })).status).toBe(405);
  });

  it('lists and clears active faults', async () => {
    await inject({ operation: 'A', kind: 'error', times: 3 });
    await inject({ kind: 'delay', delayMs: 10 }, '/__faults/token');
    const listed = (await (await fetch(`${upstream.url}/__faults`)).json()) as { faults: Array<Record<string, unknown>> };
    expect(listed.faults).toEqual([
      expect.objectContaining({ target: 'graphql', operation: 'A', kind: 'error', remaining: 3 }),
      expect.objectContaining({ target: 'token', operation: '*', kind: 'delay', delayMs: 10 }),
    ]);
    expect(await (await fetch(`${upstream.url}/__faults`, { method: 'DELETE' })).json()).toEqual({ cleared: 2 });
    expect(await (await fetch(`${upstream.url}/__faults`)).json()).toEqual({ faults: [] });
  });

  it.each([
    [{ operation: 'X' }, '"kind" must be one of'],
    [{ operation: 'X', kind: 'explode' }, '"kind" must be one of'],
    [{ kind: 'error' }, '"operation"'],
    [{ operation: 'X', kind: 'error', times: 0 }, '"times"'],
    [{ operation: 'X', kind: 'error', classification: 'OOPS' }, '"classification" must be one of'],
    [{ operation: 'X', kind: 'error', status: 500 }, '"status" is only allowed'],
    [{ operation: 'X', kind: 'delay', delayMs: -5 }, '"delayMs"'],
    [{ operation: 'X', kind: 'http', status: 200 }, '"status"'],
    [{ operation: 'X', kind: 'drop', phase: 'later' }, '"phase"'],
    [{ operation: 'X', kind: 'delay', delay_ms: 5 }, '"delay_ms" not allowed'],
    ['not json', 'JSON'],
  ])('refuses the payload %p with 400', async (payload, message) => {
    const res = await upstream.postJson('/__faults', payload);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error).toContain(message);
  });
});

describe('fault routes without UPSTREAM_FAULTS=1', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it.each([
    ['GET', '/__faults'],
    ['POST', '/__faults'],
    ['DELETE', '/__faults'],
    ['POST', '/__faults/token'],
    ['POST', '/__faults/revoke-tokens'],
    ['POST', '/__faults/expire-tokens'],
    ['POST', '/__faults/return-switch'],
    ['POST', '/__faults/lightning-reservation'],
    ['POST', '/__faults/lightning-switch'],
    ['POST', '/__faults/lightning-stock'],
  ])('%s %s answers 404', async (method, path) => {
    const res = await fetch(`${upstream.url}${path}`, { method, ...(method === 'POST' ? { body: '{"operation":"*","kind":"drop"}', headers: { 'content-type': 'application/json' } } : {}) });
    expect(res.status).toBe(404);
  });
});
