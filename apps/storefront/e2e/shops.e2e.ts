// The country shops (spec §1): the Austrian and Swiss hosts show their own shop's prices from
// the category page through the product page and search to the basket, as the upstream prices
// each shop (the stand-in's at and ch lists are about 3 % and 8 % above the German one).
import { addToCart, clearUpstreamFaults, shopBase, upstreamGraphql } from './support/checkout';
import { euroPattern, expect, test } from './support/fixtures';

const PRODUCT = '10401';

/** The price of the product's preselected item in a shop, in cents, as the upstream has it. */
async function bestItemCents(site: string): Promise<number> {
  const data = await upstreamGraphql<{ getProductById: { bestItem: { prices: { price: { amount: number } } } } }>(
    'query ($id: ID!) { getProductById(productId: $id) { bestItem { prices { price { amount } } } } }',
    { id: PRODUCT },
    site,
  );
  return Math.round(data.getProductById.bestItem.prices.price.amount * 100);
}

/** The price the upstream's search tile of the product shows in a shop, in cents. */
async function tileCents(site: string): Promise<number> {
  const data = await upstreamGraphql<{ core_search: { tiles: { id: string; price: { currentPriceAmount: number } }[] } }>(
    'query { core_search(filter: { searchTerm: "ordner" }) { tiles { id price { currentPriceAmount } } } }',
    {},
    site,
  );
  const tile = data.core_search.tiles.find((candidate) => candidate.id === PRODUCT);
  if (!tile) throw new Error(`the search for "ordner" has no tile of ${PRODUCT}`);
  return Math.round(tile.price.currentPriceAmount * 100);
}

test.beforeEach(async () => {
  await clearUpstreamFaults();
});

for (const [shop, site] of [
  ['at', 'at-de'],
  ['ch', 'ch-de'],
] as const) {
  test(`the ${shop} shop shows its own prices on the product page, in the search and in the basket`, async ({ page }) => {
    const base = shopBase(shop);
    const [own, german, ownTile, germanTile] = await Promise.all([bestItemCents(site), bestItemCents('de-de'), tileCents(site), tileCents('de-de')]);
    expect(own).not.toBe(german);
    expect(ownTile).not.toBe(germanTile);

    await page.goto(`${base}/prod/${PRODUCT}`);
    await expect(page.getByTestId('product-price')).toHaveText(euroPattern(own));

    // The search's tile of the product carries the shop's price too.
    await page.goto(`${base}/search?q=ordner`);
    // A tile with a lightning deal links to the deal's item (?varid=, spec §2).
    const tile = page.getByTestId('product-tile').filter({ has: page.locator(`a[href="/prod/${PRODUCT}"], a[href^="/prod/${PRODUCT}?"]`) });
    await expect(tile).toHaveCount(1);
    await expect(tile).toContainText(euroPattern(ownTile));

    await addToCart(page, PRODUCT, 2, base);
    await page.goto(`${base}/checkout/basket`);
    await expect(page.getByTestId('line-total')).toHaveText(euroPattern(2 * own));
    // The German shop, in the same browser, still shows the German price.
    await page.goto(`/prod/${PRODUCT}`);
    await expect(page.getByTestId('product-price')).toHaveText(euroPattern(german));
  });
}
