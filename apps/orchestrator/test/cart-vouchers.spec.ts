// Issue 29, the cart's part: vouchers and promotions, free articles, the voucher limit, the undo of
// a removed line and the payless cart through checkout, against the real upstream stand-in and Redis.
import { FOLDER, GUEST_BILLING, newShopper, type TestShopper } from './support/checkout.js';
import { fromBrowserAt, INTERNAL_SECRET } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

// Seed vouchers of the stand-in (its README): 10 %, a free folder, the whole cart, 15 € from 200 €.
const LINE = 'id itemId quantity removable isFreeItem promotionId relatedVoucherCode badges discountPercent';
const CART = `id articleCount payless total { amount } subtotal { amount } shippingCost { amount } promotionsSaving { amount } voucherCodeStatus deliveryFreeMessage
  vouchers { code name successful attainable failureDescriptions } lines { ${LINE} } lastRemovedLine { lineId itemId name quantity position undoUntil }`;
const RESULT = `__typename ... on CartUpdated { cart { ${CART} } } ... on ErrorResult { errorCode messageKey message }
  ... on ValidationError { fieldErrors { field messageKey } }`;

interface Line {
  id: string;
  itemId: string;
  quantity: number;
  removable: boolean;
  isFreeItem: boolean;
  promotionId: string | null;
  relatedVoucherCode: string | null;
  badges: string[];
  discountPercent: number | null;
}
interface CartView {
  articleCount: number;
  payless: boolean;
  total: { amount: number };
  promotionsSaving: { amount: number };
  voucherCodeStatus: string | null;
  vouchers: Array<{ code: string; successful: boolean; attainable: boolean; failureDescriptions: string[] }>;
  lines: Line[];
  lastRemovedLine: { lineId: string; itemId: string; quantity: number; position: number; undoUntil: string } | null;
}
interface Result {
  __typename: string;
  cart?: CartView;
  errorCode?: string;
  messageKey?: string;
  fieldErrors?: Array<{ field: string; messageKey: string }>;
  retryAfterSeconds?: number;
}

describe('cart vouchers, free articles and undo (real upstream stand-in, real Redis)', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('cart-vouchers');
  });
  afterAll(async () => {
    await world?.close();
  });

  const run = async (shopper: TestShopper, field: string, type: string, input: Record<string, unknown>): Promise<Result> => {
    const extra = type === 'VoucherInput' ? '... on VoucherRateLimitedError { retryAfterSeconds }' : '';
    const answer = await shopper.gql<Record<string, Result>>(`mutation($i: ${type}!) { ${field}(input: $i) { ${RESULT} ${extra} } }`, { i: { cartId: shopper.cartId, ...input } });
    if (answer.errors) throw new Error(`${field}: ${JSON.stringify(answer.errors)}`);
    return answer.data![field]!;
  };
  const apply = (shopper: TestShopper, code: string) => run(shopper, 'applyVoucher', 'VoucherInput', { code });
  const unapply = (shopper: TestShopper, code: string) => run(shopper, 'removeVoucher', 'VoucherInput', { code });
  const remove = (shopper: TestShopper, lineId: string) => run(shopper, 'removeCartLine', 'RemoveCartLineInput', { lineId });
  const undo = (shopper: TestShopper, lineId: string) => run(shopper, 'undoRemoveCartLine', 'UndoRemoveCartLineInput', { lineId });
  const read = async (shopper: TestShopper): Promise<CartView> => {
    const answer = await shopper.gql<{ cart: CartView }>(`query($c: ID!) { cart(cartId: $c) { ... on Cart { ${CART} } } }`, { c: shopper.cartId });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!.cart;
  };

  it('applies a percentage voucher with its saving and status, and removes it', async () => {
    const shopper = await newShopper(world.orchestrator, [['10401-02', 4]]);
    const applied = await apply(shopper, ' schule10 ');
    expect(applied).toMatchObject({
      __typename: 'CartUpdated',
      cart: { promotionsSaving: { amount: 1 }, total: { amount: 13.91 }, voucherCodeStatus: 'VALID', payless: false, vouchers: [{ code: 'SCHULE10', successful: true, attainable: true, failureDescriptions: [] }] },
    });
    expect(await unapply(shopper, 'SCHULE10')).toMatchObject({ cart: { promotionsSaving: { amount: 0 }, vouchers: [], voucherCodeStatus: null } });
  });

  it('shows the free article of a promotion last, not removable; it goes with its voucher', async () => {
    const shopper = await newShopper(world.orchestrator, [['10401-02', 1]]);
    const applied = await apply(shopper, 'GRATISMAPPE');
    const lines = applied.cart!.lines;
    expect(lines.at(-1)).toMatchObject({ itemId: '10401-01', isFreeItem: true, removable: false, promotionId: 'PROMO-MAPPE', relatedVoucherCode: 'GRATISMAPPE' });
    expect(lines[0]).toMatchObject({ itemId: '10401-02', isFreeItem: false, removable: true });
    const refused = await remove(shopper, lines.at(-1)!.id);
    expect(refused).toMatchObject({ __typename: 'CartUpdateRejectedError', errorCode: 'FREE_ITEM_NOT_REMOVABLE', messageKey: 'vue.cart.error.freeItemNotRemovable' });
    expect((await unapply(shopper, 'gratismappe')).cart!.lines.map((l) => l.itemId)).toEqual(['10401-02']);
  });

  it('keeps a voucher whose minimum order value is not reached, with the failure description', async () => {
    const shopper = await newShopper(world.orchestrator, [['10401-02', 2]]);
    const applied = await apply(shopper, 'AB200');
    expect(applied.cart).toMatchObject({ voucherCodeStatus: 'NOT_ATTAINABLE', promotionsSaving: { amount: 0 }, vouchers: [{ code: 'AB200', successful: false, attainable: false }] });
    expect(applied.cart!.vouchers[0]!.failureDescriptions[0]).toMatch(/^Mindestbestellwert von 200,00\s€ nicht erreicht/);
  });

  it('answers typed errors with the keys for malformed, unknown and repeated codes', async () => {
    const shopper = await newShopper(world.orchestrator, [['10401-02', 1]]);
    expect(await apply(shopper, 'no spaces allowed')).toMatchObject({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'code', messageKey: 'vue.cart.voucher.error.invalid' }] });
    expect(await apply(shopper, 'NOSUCHCODE')).toMatchObject({ __typename: 'VoucherRejectedError', errorCode: 'VOUCHER_INVALID', messageKey: 'vue.cart.voucher.error.invalid' });
    await apply(shopper, 'SCHULE10');
    expect(await apply(shopper, 'SCHULE10')).toMatchObject({ __typename: 'VoucherRejectedError', errorCode: 'VOUCHER_ALREADY_APPLIED', messageKey: 'vue.cart.voucher.error.alreadyApplied' });
    expect(await unapply(shopper, 'AB200')).toMatchObject({ __typename: 'VoucherRejectedError', errorCode: 'VOUCHER_NOT_APPLIED' });
    const empty = await newShopper(world.orchestrator, []);
    expect(await apply(empty, 'SCHULE10')).toMatchObject({ __typename: 'VoucherRejectedError', errorCode: 'VOUCHER_NOT_ACCEPTED', messageKey: 'vue.cart.voucher.error.emptyCart' });
  });

  it('puts the removed line back within 8 s, once, at its quantity; only its owner sees it', async () => {
    const shopper = await newShopper(world.orchestrator, [[FOLDER, 3], ['10401-02', 1]]);
    const before = await read(shopper);
    const line = before.lines[0]!;
    const removed = await remove(shopper, line.id);
    expect(removed.cart!.lines.map((l) => l.itemId)).toEqual(['10401-02']);
    const remembered = (await read(shopper)).lastRemovedLine;
    expect(remembered).toMatchObject({ lineId: line.id, itemId: FOLDER, quantity: 3, position: 0 });
    const left = Date.parse(remembered!.undoUntil) - Date.now();
    expect(left).toBeGreaterThan(5000);
    expect(left).toBeLessThanOrEqual(8000);

    // Another visitor (another user id) neither sees nor undoes it.
    const stranger = await newShopper(world.orchestrator, []);
    const foreign = await stranger.orchestrator.graphql<{ cart: { __typename: string } }>(`query($c: ID!) { cart(cartId: $c) { __typename } }`, { c: shopper.cartId }, { 'X-iSHOP-API-USERID': stranger.userId });
    expect(foreign.data?.cart.__typename).toBe('CartNotFoundError');

    const [first, second] = await Promise.all([undo(shopper, line.id), undo(shopper, line.id)]);
    const outcomes = [first!.__typename, second!.__typename].sort();
    expect(outcomes).toEqual(['CartUpdated', 'UndoExpiredError']);
    const after = await read(shopper);
    expect(after.lines.find((l) => l.itemId === FOLDER)).toMatchObject({ quantity: 3 });
    expect(after.lastRemovedLine).toBeNull();
  });

  it('forgets the removed line when another one is removed; Redis drops it after 8 s', async () => {
    const shopper = await newShopper(world.orchestrator, [[FOLDER, 1], ['10401-02', 1]]);
    const [a, b] = (await read(shopper)).lines;
    await remove(shopper, a!.id);
    await remove(shopper, b!.id);
    expect(await undo(shopper, a!.id)).toMatchObject({ __typename: 'UndoExpiredError', errorCode: 'UNDO_EXPIRED', messageKey: 'vue.cart.error.undoExpired' });
    // The key's own expiry: 8 s in Redis.
    const ttl = await world.keyspace.redis.pttl(`${world.keyspace.prefix}:cart-undo:${(await import('../src/redis/window-counter.js')).hashedSubject(shopper.cartId)}`);
    expect(ttl).toBeGreaterThan(6000);
    expect(ttl).toBeLessThanOrEqual(8000);
  });

  it('limits voucher attempts per visitor; an accepted code does not count', async () => {
    const shopper = await newShopper(world.orchestrator, [['10401-02', 1]]);
    expect(await apply(shopper, 'SCHULE10')).toMatchObject({ __typename: 'CartUpdated' });
    for (let i = 0; i < 10; i++) expect(await apply(shopper, `GUESS${i}`)).toMatchObject({ __typename: 'VoucherRejectedError' });
    const limited = await apply(shopper, 'GRATISMAPPE');
    expect(limited).toMatchObject({ __typename: 'VoucherRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'vue.cart.voucher.error.rateLimited' });
    expect(limited.retryAfterSeconds).toBeGreaterThan(800);
    // Nothing was asked: the voucher is not on the cart.
    expect((await read(shopper)).vouchers.map((v) => v.code)).toEqual(['SCHULE10']);
  });

  it('limits voucher attempts per browser address, whatever user id a stranger takes; without a named address only the visitor counts', async () => {
    const app = await world.startAnother({ INTERNAL_API_SECRET: INTERNAL_SECRET });
    const attempt = async (shopper: TestShopper, code: string, headers: Record<string, string>): Promise<Result> => {
      const answer = await app.graphql<{ applyVoucher: Result }>(
        'mutation($i: VoucherInput!) { applyVoucher(input: $i) { __typename ... on ErrorResult { errorCode messageKey } } }',
        { i: { cartId: shopper.cartId, code } },
        { 'X-iSHOP-API-USERID': shopper.userId, ...headers },
      );
      return answer.data!.applyVoucher;
    };
    const address = fromBrowserAt('198.51.100.7');
    for (let visitor = 0; visitor < 3; visitor++) {
      const guesser = await newShopper(app, [['10401-02', 1]]);
      for (let i = 0; i < 10; i++) expect(await attempt(guesser, `G${visitor}X${i}`, address)).toMatchObject({ __typename: 'VoucherRejectedError' });
    }
    const fresh = await newShopper(app, [['10401-02', 1]]);
    expect(await attempt(fresh, 'SCHULE10', address)).toMatchObject({ __typename: 'VoucherRateLimitedError', errorCode: 'RATE_LIMITED' });
    // Another browser behind the same storefront is not locked out by it.
    expect(await attempt(fresh, 'SCHULE10', fromBrowserAt('198.51.100.8'))).toMatchObject({ __typename: 'CartUpdated' });
    // The storefront naming no address (no trusted proxy): shoppers are not counted together.
    const unnamed = await newShopper(app, [['10401-02', 1]]);
    expect(await attempt(unnamed, 'SCHULE10', { 'X-Tafel-Internal-Secret': INTERNAL_SECRET })).toMatchObject({ __typename: 'CartUpdated' });
  });

  it('a payless cart (voucher for the whole order) goes from shipping straight to the summary and is ordered without payment', async () => {
    const shopper = await newShopper(world.orchestrator, [['10401-02', 2]]);
    const applied = await apply(shopper, 'SPENDE100');
    expect(applied.cart).toMatchObject({ payless: true, articleCount: 2, total: { amount: 0 } });
    await shopper.mutate('startCheckout');
    await shopper.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    const saved = await shopper.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'foerderverein@example.de' });
    expect(saved.__typename).toBe('ShippingStepSaved');
    shopper.jwt = (saved as unknown as { session: { token: string } }).session.token;
    const checkout = await shopper.checkout();
    expect(checkout).toMatchObject({ state: 'active.summary', payment: { applies: false }, total: { amount: 0 } });
    await shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
    expect(await shopper.waitForSettled()).toMatchObject({ state: 'confirmed', orderId: expect.any(String) });
  });
});
