// The teaser wishlist block's local changes (catalogue spec §4 "in a teaser list quantity is
// changed locally and totals re-fetched", §7 getTotalsForTeaserWishlist,
// replaceItemInTeaserWishlist, addProductsToCartFromTeaserWishlist) through the orchestrator,
// against the real stand-in: the list itself never changes.
import { fromBrowserAt } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

type Answer = Record<string, unknown> & { __typename?: string };
interface Entry {
  id: string;
  productId: string;
  itemId: string | null;
  quantity: number;
  hasMultipleItems: boolean;
  variants: { itemId: string; availableForSale: boolean }[];
  totals: { pay: { amount: number } };
}

const TEASER = 'query($id: ID!) { teaserWishlist(id: $id) { id total { amount } entries { id productId itemId quantity hasMultipleItems variants { itemId availableForSale } totals { pay { amount } } } } }';
const TOTALS = 'query($i: TeaserWishlistLocalInput!) { teaserWishlistTotals(input: $i) { entries { entryId totals { pay { amount } } } total { amount } } }';
const REPLACE = `mutation($i: ReplaceTeaserWishlistItemInput!) { replaceTeaserWishlistItem(input: $i) { __typename
  ... on TeaserWishlistEntryChanged { messageKey entry { id itemId quantity totals { pay { amount } } } }
  ... on ValidationError { fieldErrors { field messageKey } } ... on ErrorResult { errorCode messageKey } } }`;
const TO_CART = `mutation($i: AddTeaserWishlistToCartInput!) { addTeaserWishlistToCart(input: $i) { __typename
  ... on WishlistAddedToCart { cart { lines { itemId quantity } } successfullyAdded { entryId itemId quantity } quantityChanged { entryId quantity requestedQuantity } variantsToChoose { entryId } maxInCart { entryId } notAvailable { entryId } }
  ... on ValidationError { fieldErrors { field messageKey } } ... on ErrorResult { errorCode messageKey } } }`;

let ip = 0;
const nextIp = (): string => `10.29.9.${(ip += 1) % 250}`;

describe('teaser wishlist local changes (orchestrator against the stand-in)', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('teaser-wishlist');
  });
  afterAll(() => world?.close());

  const raw = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => world.orchestrator.graphql<Record<string, Answer>>(query, variables, { ...fromBrowserAt(nextIp()), ...headers });
  const gql = async (name: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> => {
    const answer = await raw(query, variables, headers);
    if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
    return answer.data![name]!;
  };
  const teaser = async () => (await gql('teaserWishlist', TEASER, { id: 'TW-SCHULSTART' })) as unknown as { total: { amount: number }; entries: Entry[] };
  const newVisitor = async (): Promise<{ cartId: string; userId: string }> => (await world.orchestrator.graphql<{ createCart: { cartId: string; userId: string } }>('mutation { createCart { cartId userId } }')).data!.createCart;

  it('re-prices the local quantities entry by entry and sums them; the list stays as it was', async () => {
    const list = await teaser();
    const priced = list.entries.find((e) => e.itemId !== null && e.quantity > 0)!;
    const local = list.entries.map((e) => ({ entryId: e.id, itemId: e.itemId, quantity: e.id === priced.id ? e.quantity * 3 : e.quantity }));
    const totals = (await gql('teaserWishlistTotals', TOTALS, { i: { wishlistId: 'TW-SCHULSTART', entries: local } })) as { entries: { entryId: string; totals: { pay: { amount: number } } | null }[]; total: { amount: number } };
    const mine = totals.entries.find((e) => e.entryId === priced.id)!;
    expect(mine.totals!.pay.amount).toBeCloseTo(priced.totals.pay.amount * 3, 2);
    const sum = totals.entries.reduce((s, e) => s + (e.totals?.pay.amount ?? 0), 0);
    expect(totals.total.amount).toBeCloseTo(sum, 2);
    expect(totals.total.amount).toBeGreaterThan(list.total.amount);
    expect((await teaser()).entries.find((e) => e.id === priced.id)!.quantity).toBe(priced.quantity);
  });

  it('refuses entries that are not on the list, foreign items and quantities of 9999, and answers null for an unknown list', async () => {
    const list = await teaser();
    const entry = list.entries[0]!;
    const bad = async (entries: Record<string, unknown>[]) => (await raw(TOTALS, { i: { wishlistId: 'TW-SCHULSTART', entries } })).errors?.[0]?.extensions?.code;
    expect(await bad([{ entryId: 'not-on-it', itemId: null, quantity: 1 }])).toBe('BAD_USER_INPUT');
    expect(await bad([{ entryId: entry.id, itemId: '99999-99', quantity: 1 }])).toBe('BAD_USER_INPUT');
    expect(await bad([{ entryId: entry.id, itemId: entry.itemId, quantity: 9999 }])).toBe('BAD_USER_INPUT');
    expect(await bad([])).toBe('BAD_USER_INPUT');
    expect(await gql('teaserWishlistTotals', TOTALS, { i: { wishlistId: 'TW-NOPE', entries: [{ entryId: entry.id, itemId: null, quantity: 1 }] } })).toBeNull();
  });

  it('chooses a variant locally and puts the local choice into the cart with the spec lists', async () => {
    const list = await teaser();
    const open = list.entries.filter((e) => e.hasMultipleItems && e.itemId === null);
    expect(open.length).toBeGreaterThan(1);
    const chosen = open[0]!;
    const item = chosen.variants.find((v) => v.availableForSale)!;
    const replaced = await gql('replaceTeaserWishlistItem', REPLACE, { i: { wishlistId: 'TW-SCHULSTART', entryId: chosen.id, itemId: item.itemId, quantity: 2 } });
    expect(replaced).toMatchObject({ __typename: 'TeaserWishlistEntryChanged', messageKey: 'vue.wishlist.notification.saved', entry: { id: chosen.id, itemId: item.itemId, quantity: 2 } });
    expect((await teaser()).entries.find((e) => e.id === chosen.id)!.itemId).toBeNull();
    // Another product's item is refused before the upstream is asked.
    const foreign = list.entries.find((e) => e.productId !== chosen.productId && e.itemId)!;
    expect(await gql('replaceTeaserWishlistItem', REPLACE, { i: { wishlistId: 'TW-SCHULSTART', entryId: chosen.id, itemId: foreign.itemId, quantity: 1 } })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'itemId' }],
    });

    const v = await newVisitor();
    const local = list.entries.map((e) => (e.id === chosen.id ? { entryId: e.id, itemId: item.itemId, quantity: 2 } : { entryId: e.id, itemId: e.itemId, quantity: e.quantity }));
    const answer = await gql('addTeaserWishlistToCart', TO_CART, { i: { wishlistId: 'TW-SCHULSTART', cartId: v.cartId, entries: local } }, { 'X-iSHOP-API-USERID': v.userId });
    expect(answer.__typename).toBe('WishlistAddedToCart');
    expect((answer.variantsToChoose as Answer[]).map((l) => l.entryId).sort()).toEqual(open.slice(1).map((e) => e.id).sort());
    expect(answer.successfullyAdded).toEqual(expect.arrayContaining([expect.objectContaining({ entryId: chosen.id, itemId: item.itemId })]));
    const lines = (answer.cart as { lines: { itemId: string; quantity: number }[] }).lines;
    expect(lines.find((l) => l.itemId === item.itemId)?.quantity).toBeGreaterThanOrEqual(2);

    // Without a user id there is no cart to add to.
    expect(await gql('addTeaserWishlistToCart', TO_CART, { i: { wishlistId: 'TW-SCHULSTART', cartId: v.cartId, entries: local } })).toMatchObject({ __typename: 'CartNotFoundError' });
  });
});
