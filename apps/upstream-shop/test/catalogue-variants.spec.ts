import { startUpstream, type Upstream } from './support/upstream.js';

// Variant selection (spec §4) and lightning deals on products, items and tiles.
// Fixture 10062: fountain pen in Silber, Schwarz, Petrol × nib EF, F, M; Petrol has no EF.

const VARIANTS = `query Variants($productId: ID!, $selectedVariants: [SelectedVariantInput!], $itemId: ID) {
  getVariantInformationForProduct(productId: $productId, selectedVariants: $selectedVariants, itemId: $itemId) {
    isConfigured bestItem { itemId variantInfoList { label value } }
    variantAttributes { name displayName position css image options { value selected disabled image css bigImageUrl smallImageUrl valuePosition } }
  } }`;
const DEALS = `query Deals($productId: ID!, $itemId: ID!) {
  getProductById(productId: $productId) { lightningDealInfo { itemId isAvailableLightningDeal } }
  getItemById(itemId: $itemId) { lightningDealInfo { itemId isAvailableLightningDeal lightningDealTimestampFrom lightningDealTimestampUntil lightningReservedPercentageRoundFloor lightningSpecialPrice { amount } lightningQuantityMax } prices { price { amount } } }
}`;
const TILES = `query Tiles($offset: Int) { core_category(id: "1") { products(offset: $offset, limit: 60) { tiles { id lightningDealInfo { isAvailableLightningDeal lightningReservedPercentageRoundFloor } } } } }`;

interface Tile {
  id: string;
  lightningDealInfo: { isAvailableLightningDeal: boolean; lightningReservedPercentageRoundFloor: number } | null;
}

interface Option {
  value: string;
  selected: boolean;
  disabled: boolean;
  css: string | null;
  image: string | null;
}
interface Attribute {
  name: string;
  displayName: string;
  position: number;
  css: string | null;
  options: Option[];
}
interface VariantAnswer {
  getVariantInformationForProduct: { isConfigured: boolean; bestItem: { itemId: string }; variantAttributes: Attribute[] } | null;
}

const options = (attributes: Attribute[] | undefined, name: string) => attributes?.find((a) => a.name === name)?.options ?? [];

describe('catalogue: variant selection', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const select = (variables: Record<string, unknown>) => upstream.gql<VariantAnswer>(VARIANTS, { productId: '10062', ...variables });

  it('lists colour tiles and a nib dropdown, nothing selected without an item', async () => {
    const info = (await select({})).body.data?.getVariantInformationForProduct;
    expect(info?.isConfigured).toBe(false);
    expect(info?.variantAttributes.map((a) => [a.name, a.displayName, a.position, a.css])).toEqual([
      ['farbe', 'Farbe', 1, 'variant-tiles'],
      ['feder', 'Feder', 2, null],
    ]);
    const colours = options(info?.variantAttributes, 'farbe');
    expect(colours.map((o) => o.value)).toEqual(['Silber', 'Schwarz', 'Petrol']);
    expect(colours[0]).toMatchObject({ selected: false, disabled: false, css: 'background-color: #aab6c2', image: expect.stringMatching(/^\/media\/products\/10062-\d{2}\.svg$/) });
    expect(options(info?.variantAttributes, 'feder').every((o) => o.css === null && o.image === null && !o.disabled)).toBe(true);
  });

  it('disables options that do not combine with the selection', async () => {
    const info = (await select({ selectedVariants: [{ name: 'farbe', value: 'Petrol' }] })).body.data?.getVariantInformationForProduct;
    expect(info?.isConfigured).toBe(false);
    expect(options(info?.variantAttributes, 'feder').map((o) => [o.value, o.disabled])).toEqual([['EF', true], ['F', false], ['M', false]]);
    expect(options(info?.variantAttributes, 'farbe').find((o) => o.value === 'Petrol')?.selected).toBe(true);
    expect(info?.bestItem.itemId).toBe('10062-07');
  });

  it('answers the matching item once every attribute is selected (by name or display name)', async () => {
    const info = (await select({ selectedVariants: [{ name: 'Farbe', value: 'petrol' }, { name: 'feder', value: 'M' }] })).body.data?.getVariantInformationForProduct;
    expect(info).toMatchObject({ isConfigured: true, bestItem: { itemId: '10062-08', variantInfoList: [{ label: 'Farbe', value: 'Petrol' }, { label: 'Feder', value: 'M' }] } });
  });

  it('starts from the item and keeps the newest choice when the old combination does not exist', async () => {
    const fromItem = (await select({ itemId: '10062-04' })).body.data?.getVariantInformationForProduct;
    expect(fromItem).toMatchObject({ isConfigured: true, bestItem: { itemId: '10062-04' } });
    const changed = (await select({ itemId: '10062-04', selectedVariants: [{ name: 'farbe', value: 'Petrol' }] })).body.data?.getVariantInformationForProduct;
    // Schwarz EF → Petrol: there is no Petrol EF, so the nib selection is dropped.
    expect(changed?.isConfigured).toBe(false);
    expect(options(changed?.variantAttributes, 'feder').some((o) => o.selected)).toBe(false);
    expect(changed?.bestItem.itemId).toBe('10062-07');
  });

  it('answers a single-item product as configured and null for an unknown product', async () => {
    const single = (await upstream.gql<VariantAnswer>(VARIANTS, { productId: '10468' })).body.data?.getVariantInformationForProduct;
    expect(single).toEqual({ isConfigured: true, bestItem: { itemId: '10468-01', variantInfoList: [] }, variantAttributes: [] });
    expect((await upstream.gql(VARIANTS, { productId: '99999' })).body).toEqual({ data: { getVariantInformationForProduct: null } });
  });

  it.each([
    [{ selectedVariants: [{ name: 'groesse', value: 'L' }] }, 'has no variant attribute'],
    [{ selectedVariants: [{ name: 'farbe', value: 'Gold' }] }, 'has no value'],
    [{ itemId: '10401-01' }, 'does not belong to product'],
    [{ selectedVariants: Array.from({ length: 11 }, () => ({ name: 'farbe', value: 'Silber' })) }, 'At most 10'],
  ])('refuses %p with BAD_USER_INPUT', async (variables, message) => {
    const { body } = await select(variables);
    expect(body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain(message);
  });
});

describe('catalogue: lightning deals', () => {
  let upstream: Upstream;
  let clock = Date.parse('2025-03-10T09:00:00Z');
  const started = clock;
  beforeAll(async () => {
    upstream = await startUpstream({ now: () => clock });
  });
  afterAll(() => upstream.close());

  type DealAnswer = {
    getProductById: { lightningDealInfo: { itemId: string; isAvailableLightningDeal: boolean } | null };
    getItemById: { lightningDealInfo: Record<string, unknown> | null; prices: { price: { amount: number } } };
  };

  it('runs deals in windows relative to the server start, with a special price per shop', async () => {
    const { body } = await upstream.gql<DealAnswer>(DEALS, { productId: '10005', itemId: '10005-01' });
    expect(body.data?.getProductById.lightningDealInfo).toEqual({ itemId: '10005-01', isAvailableLightningDeal: true });
    const deal = body.data?.getItemById.lightningDealInfo;
    expect(deal).toMatchObject({
      itemId: '10005-01',
      isAvailableLightningDeal: true,
      lightningDealTimestampFrom: new Date(started - 3_600_000).toISOString(),
      lightningDealTimestampUntil: new Date(started + 6 * 3_600_000).toISOString(),
      lightningReservedPercentageRoundFloor: 37,
      lightningQuantityMax: 5,
    });
    expect((deal?.['lightningSpecialPrice'] as { amount: number }).amount).toBeLessThan(body.data?.getItemById.prices.price.amount ?? 0);
    const ch = await upstream.gql<DealAnswer>(DEALS, { productId: '10005', itemId: '10005-01' }, { token: await upstream.token('ch-de') });
    expect((ch.body.data?.getItemById.lightningDealInfo?.['lightningSpecialPrice'] as { amount: number }).amount).toBeGreaterThan((deal?.['lightningSpecialPrice'] as { amount: number }).amount);
  });

  it('shows at least 8 available deals on tiles and a fully reserved one as unavailable', async () => {
    const all: Tile[] = [];
    for (let offset = 0; offset < 400; offset += 60) {
      const page = await upstream.gql<{ core_category: { products: { tiles: Tile[] } } }>(TILES, { offset });
      all.push(...(page.body.data?.core_category.products.tiles ?? []));
    }
    const deals = all.filter((t) => t.lightningDealInfo);
    expect(deals.filter((t) => t.lightningDealInfo?.isAvailableLightningDeal).length).toBeGreaterThanOrEqual(8);
    expect(deals.find((t) => t.id === '10709')?.lightningDealInfo).toEqual({ isAvailableLightningDeal: false, lightningReservedPercentageRoundFloor: 100 });
    expect(all.find((t) => t.id === '10401')?.lightningDealInfo).not.toBeNull();
    expect(all.find((t) => t.id === '10402')?.lightningDealInfo).toBeNull();
  });

  it('ends a deal when its window closes', async () => {
    clock = started + 7 * 3_600_000;
    // Tokens expire on the same clock: ask for a fresh one.
    const auth = { token: await upstream.token() };
    const { body } = await upstream.gql<DealAnswer>(DEALS, { productId: '10005', itemId: '10005-01' }, auth);
    expect(body.data?.getItemById.lightningDealInfo?.['isAvailableLightningDeal']).toBe(false);
    const second = await upstream.gql<DealAnswer>(DEALS, { productId: '10401', itemId: '10401-03' }, auth);
    expect(second.body.data?.getItemById.lightningDealInfo?.['isAvailableLightningDeal']).toBe(true);
  });
});
