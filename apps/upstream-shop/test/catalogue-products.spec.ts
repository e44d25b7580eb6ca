/* eslint-disable @typescript-eslint/no-explicit-any -- answers are asserted field by field */
import { CART_UPDATE, plain, SHOP_INIT, startUpstream, type Upstream } from './support/upstream.js';

// Product detail, items and prices per shop (spec catalogue-content §3, §9).
// Fixtures: 10401 folder in six colours at 2,49 €; 10006 on sale; 10468 interactive display
// (energy class G, Amazon Pay blocked, freight); 10025 sold out; 10070 discontinued.

const PRODUCT = `query GetProductById($productId: ID!) { getProductById(productId: $productId) {
  productId hasSamePricesForAllItems isSingleVariant numberOfRatings rating
  manufacturer { name link image { src } }
  energyLabel { energyClass displayName url bigImageUrl } energyEfficiency { imgPath detailsImgPath imgAlt }
  downloads { id displayName download { dataName url headline fileType } }
  extraTabs { id title } labels { code name } warranty
  deliveryInfo { deliveryStatusText deliveryStatusColor needsSpedition deliveryFree shippingNote }
  reviewSummary { rating numberOfRatings counts { all { count percentage } five { count percentage } four { count } three { count } two { count } one { count } } }
  accessories { id name price { currentPriceAmount } } replacementProducts { id isShortage }
  variantAttributes { name displayName position options { value selected disabled css } }
  bestItem { itemId prices { price { amount } netPrice { amount } } }
  items { itemId productId needsSpedition amazonPayBlocked warnings dangerWarnings areAllDeliveryTimesTheSame matrixCodeMessages { key message }
    prices { price { amount stringValue } specialPrice { oldPrice { amount } } netPrice { amount } basePrice { value } } }
} }`;
const ITEM = `query GetItemById($itemId: ID!) { getItemById(itemId: $itemId) {
  itemId productId orderNumber name availableForSale prices { price { amount } } matrixCodeMessages { key message }
  lightningDealInfo { itemId isAvailableLightningDeal lightningDealTimestampUntil lightningReservedPercentageRoundFloor lightningSpecialPrice { amount } lightningQuantityMax }
} }`;
const TABS = 'query GetExtraTabContent($productId: ID!, $tabId: ID!) { getExtraTabContent(productId: $productId, tabId: $tabId) { tabId title html } }';
const REVIEWS = `query GetReviews($productId: ID!, $limit: Int, $filter: Int, $offset: Int) { getReviewsByProductId(productId: $productId, limit: $limit, filter: $filter, offset: $offset) {
  productId total offset limit filter
  reviews { ratingId rating fullAuthorInfo title date message helpfulRating comment commentAuthor commentDate isVerified }
  counts { all { count percentage } five { count percentage } four { count percentage } three { count percentage } two { count percentage } one { count percentage } }
} }`;

type Answer = { body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { classification?: string } }> } };
const classification = (answer: Answer) => answer.body.errors?.[0]?.extensions?.classification;

describe('catalogue: products and items', () => {
  let upstream: Upstream;
  const tokens = new Map<string, string>();
  const asShop = async (scope: string) => {
    if (!tokens.has(scope)) tokens.set(scope, await upstream.token(scope));
    return { token: tokens.get(scope) };
  };
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const product = async (productId: string, scope = 'de-de') =>
    (await upstream.gql<{ getProductById: Record<string, any> }>(PRODUCT, { productId }, await asShop(scope))).body.data?.getProductById;

  it('prices every item per shop: at about +3 %, ch about +8 %, b2b on a net basis', async () => {
    const prices = await Promise.all(['de-de', 'at-de', 'ch-de', 'edu'].map(async (scope) => (await product('10401', scope))?.items[1].prices));
    expect(prices.map((p) => p.price.amount)).toEqual([2.49, 2.59, 2.69, 2.32]);
    expect(plain(prices[1].price.stringValue)).toBe('2,59 €');
    // The b2b list is kept net: its net amount ends in 5 or 9 cents.
    expect(prices[3].netPrice.amount).toBe(1.95);
    for (const p of prices.slice(1, 3)) expect([5, 9]).toContain(Math.round(p.price.amount * 100) % 10);
    const sale = await product('10006', 'ch-de');
    expect(sale?.items[0].prices.specialPrice.oldPrice.amount).toBeGreaterThan(sale?.items[0].prices.price.amount);
  });

  it('answers the extras of a product page', async () => {
    const display = await product('10468');
    expect(display).toMatchObject({
      isSingleVariant: true,
      hasSamePricesForAllItems: true,
      manufacturer: { name: 'Klassenzimmer Digital', link: '/brands/klassenzimmer-digital/', image: { src: '/media/brands/klassenzimmer-digital.svg' } },
      energyLabel: { energyClass: 'G', displayName: 'Energieeffizienzklasse G', url: '/media/energy/G.svg', bigImageUrl: '/media/energy/G-label.svg' },
      energyEfficiency: { imgPath: '/media/energy/G.svg', detailsImgPath: '/media/energy/G-label.svg', imgAlt: 'Energieeffizienzklasse G' },
      deliveryInfo: { deliveryStatusColor: 'orange', needsSpedition: true, deliveryFree: true },
      variantAttributes: [],
    });
    // Spec §3: the energy label download is "Energiedatenblatt" holding the "Produktdatenblatt".
    expect(display?.downloads[0]).toEqual({
      id: 'produktdatenblatt',
      displayName: 'Energiedatenblatt',
      download: { dataName: 'Produktdatenblatt', url: '/media/downloads/10468/produktdatenblatt.pdf', headline: 'Produktdatenblatt Interaktives Display 65 Zoll', fileType: 'pdf' },
    });
    expect(display?.items[0]).toMatchObject({ productId: '10468', needsSpedition: true, amazonPayBlocked: true, areAllDeliveryTimesTheSame: true });
    expect(display?.extraTabs.map((t: { id: string }) => t.id)).toContain('technische-daten');

    const folder = await product('10401');
    expect(folder?.accessories.map((t: { id: string }) => t.id)).toEqual(['10405', '10407', '10454']);
    expect(folder?.variantAttributes).toEqual([
      expect.objectContaining({ name: 'farbe', displayName: 'Farbe', position: 1, options: expect.arrayContaining([{ value: 'Blau', selected: true, disabled: false, css: 'background-color: #2d6fd2' }]) }),
    ]);
    expect(folder?.items[0].amazonPayBlocked).toBe(false);

    // Toys from 3 years carry the small-parts warning; toys for the youngest do not.
    const toy = await product('10304');
    expect(toy?.labels.map((l: { code: string }) => l.code)).toContain('ce');
    expect(toy?.items[0].warnings[0]).toMatch(/^Achtung! Nicht für Kinder unter 3 Jahren/);
    expect((await product('10301'))?.items[0].warnings).toEqual([]);
  });

  it('offers saleable replacements for sold-out and discontinued products', async () => {
    for (const id of ['10025', '10070']) {
      const p = await product(id);
      expect(p?.replacementProducts.length).toBeGreaterThan(0);
      expect(p?.replacementProducts.every((t: { isShortage: boolean }) => !t.isShortage)).toBe(true);
    }
    expect((await product('10401'))?.replacementProducts).toEqual([]);
  });

  it('keeps rating, number of ratings and the counts per star consistent', async () => {
    const summary = (await product('10401'))?.reviewSummary;
    expect(summary.numberOfRatings).toBeGreaterThanOrEqual(6);
    expect(summary.counts.all.count).toBe(summary.numberOfRatings);
    const { five, four, three, two, one } = summary.counts;
    expect(five.count + four.count + three.count + two.count + one.count).toBe(summary.numberOfRatings);
    const average = (5 * five.count + 4 * four.count + 3 * three.count + 2 * two.count + one.count) / summary.numberOfRatings;
    expect(summary.rating).toBe(Math.round(average * 10) / 10);
  });

  it('answers an item by id with the delivery message of the shop (matrix code)', async () => {
    const de = (await upstream.gql<{ getItemById: Record<string, any> }>(ITEM, { itemId: '10401-02' })).body.data?.getItemById;
    expect(de).toMatchObject({ itemId: '10401-02', productId: '10401', name: 'Ordner A4, 8 cm Rücken, Rot', availableForSale: true, prices: { price: { amount: 2.49 } }, lightningDealInfo: null });
    expect(de?.matrixCodeMessages).toEqual([{ key: 'bde_de', message: 'Auf Lager, Lieferzeit 1–3 Werktage' }]);
    const at = (await upstream.gql<{ getItemById: Record<string, any> }>(ITEM, { itemId: '10401-02' }, await asShop('at-de'))).body.data?.getItemById;
    expect(at?.matrixCodeMessages[0].key).toBe('bat_de');
    const ch = (await upstream.gql<{ getItemById: Record<string, any> }>(ITEM, { itemId: '10401-02' }, await asShop('ch-de'))).body.data?.getItemById;
    expect(ch?.matrixCodeMessages[0].key).toBe('bch_ch');
    const b2b = (await upstream.gql<{ getItemById: Record<string, any> }>(ITEM, { itemId: '10025-01' }, await asShop('edu'))).body.data?.getItemById;
    expect(b2b?.matrixCodeMessages).toEqual([{ key: 'b2b_de', message: 'Ausverkauft' }, { key: 'b2b_en', message: 'Sold out' }]);
  });

  it('answers null for an unknown item and BAD_USER_INPUT for a malformed id', async () => {
    expect((await upstream.gql(ITEM, { itemId: '99999-01' })).body).toEqual({ data: { getItemById: null } });
    for (const itemId of ['', 'x'.repeat(65)]) {
      const answer = await upstream.gql(ITEM, { itemId });
      expect(classification(answer)).toBe('BAD_USER_INPUT');
    }
    expect(classification(await upstream.gql(PRODUCT, { productId: '' }))).toBe('BAD_USER_INPUT');
  });

  it('serves the HTML of an extra tab, null for unknown tabs', async () => {
    const tab = (await upstream.gql<{ getExtraTabContent: { tabId: string; title: string; html: string } }>(TABS, { productId: '10301', tabId: 'paedagogischer-hinweis' })).body.data?.getExtraTabContent;
    expect(tab).toMatchObject({ tabId: 'paedagogischer-hinweis', title: 'Pädagogischer Hinweis', html: expect.stringMatching(/^<p>/) });
    const data = (await upstream.gql<{ getExtraTabContent: { html: string } }>(TABS, { productId: '10401', tabId: 'technische-daten' })).body.data?.getExtraTabContent;
    expect(data?.html).toContain('<th>Hersteller</th><td>Bürofix</td>');
    expect((await upstream.gql(TABS, { productId: '10401', tabId: 'pflegehinweise' })).body).toEqual({ data: { getExtraTabContent: null } });
    expect((await upstream.gql(TABS, { productId: '99999', tabId: 'technische-daten' })).body).toEqual({ data: { getExtraTabContent: null } });
    expect(classification(await upstream.gql(TABS, { productId: '10401', tabId: '' }))).toBe('BAD_USER_INPUT');
  });

  it('pages reviews newest first, filters by stars and counts with percentages', async () => {
    const first = (await upstream.gql<{ getReviewsByProductId: Record<string, any> }>(REVIEWS, { productId: '10401' })).body.data?.getReviewsByProductId;
    expect(first).toMatchObject({ productId: '10401', offset: 0, limit: 5, filter: null });
    expect(first?.reviews).toHaveLength(5);
    const dates = first?.reviews.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first?.reviews[0]).toMatchObject({ ratingId: expect.stringMatching(/^10401-R\d{2}$/), fullAuthorInfo: expect.any(String), isVerified: expect.any(Boolean) });
    const counts = first?.counts;
    expect(counts.all.count).toBe(first?.total);
    const shares = ['five', 'four', 'three', 'two', 'one'].map((k) => counts[k].percentage);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(100, 0);
    for (const share of shares) expect(share).toBe(Number(share.toFixed(2)));

    const star = ['five', 'four', 'three', 'two', 'one'].findIndex((k) => counts[k].count > 0);
    const stars = 5 - star;
    const filtered = (await upstream.gql<{ getReviewsByProductId: Record<string, any> }>(REVIEWS, { productId: '10401', filter: stars, limit: 50 })).body.data?.getReviewsByProductId;
    expect(filtered?.total).toBe(counts[['five', 'four', 'three', 'two', 'one'][star] as string].count);
    expect(filtered?.reviews.every((r: { rating: number }) => r.rating === stars)).toBe(true);
    const rest = (await upstream.gql<{ getReviewsByProductId: Record<string, any> }>(REVIEWS, { productId: '10401', offset: 5, limit: 50 })).body.data?.getReviewsByProductId;
    expect(rest?.reviews).toHaveLength(first?.total - 5);
  });

  it.each([[{ limit: 0 }], [{ limit: 51 }], [{ filter: 6 }], [{ filter: 0 }], [{ offset: -1 }]])('refuses review arguments %p with BAD_USER_INPUT', async (args) => {
    expect(classification(await upstream.gql(REVIEWS, { productId: '10401', ...args }))).toBe('BAD_USER_INPUT');
  });

  it('answers null reviews for an unknown product', async () => {
    expect((await upstream.gql(REVIEWS, { productId: '99999' })).body).toEqual({ data: { getReviewsByProductId: null } });
  });

  it('prices a cart for the shop of the token', async () => {
    const auth = await asShop('ch-de');
    const init = await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT, {}, auth);
    const { cartId, userId } = init.body.data?.shopInit ?? { cartId: '', userId: '' };
    const answer = await upstream.gql<{ cart_update: { cart: { details: { subtotal: { amount: number } }; items: Array<{ unitPrices: { current: { amount: number } } }> } } }>(
      CART_UPDATE,
      { data: { cartId, ops: [{ addPosition: { itemId: '10401-02', quantity: 2 } }] } },
      { ...auth, userId },
    );
    expect(answer.body.data?.cart_update.cart.items[0]?.unitPrices.current.amount).toBe(2.69);
    expect(answer.body.data?.cart_update.cart.details.subtotal.amount).toBe(5.38);
  });
});
