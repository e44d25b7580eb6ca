import { category, product, tile } from '../../test/fixtures/upstream-shapes.js';
import { categoryPageTiles, toBadges, toCategoryPage, toNavigation, toProduct, toProductTile, viewCategoryPage, viewProduct } from './catalogue.mapper.js';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const ON = { on: true, now: NOW };
const OFF = { on: false, now: NOW };
const UPSTREAM_URL = 'http://upstream.test';
const CTX = { site: 'de-de' as const, upstreamUrl: UPSTREAM_URL, lightning: ON };
const FIRST_PAGE = { id: 'c10', page: 1, pageSize: 24, sort: 'RECOMMENDED' as const, listing: { filters: [], price: null, minRating: null } };
const eur = (amount: number) => ({ stringValue: `${amount} €`, amount, currencyCode: 'EUR' });
const deal = (itemId: string, overrides: Record<string, unknown> = {}) => ({
  itemId,
  isAvailableLightningDeal: true,
  lightningDealTimestampFrom: '2026-11-26T11:00:00.000Z',
  lightningDealTimestampUntil: '2026-11-26T18:00:00.000Z',
  lightningReservedPercentageRoundFloor: 37,
  lightningSpecialPrice: eur(2.79),
  lightningQuantityMax: 5,
  ...overrides,
});

describe('catalogue mapping', () => {
  it('drops navigation nodes excluded from the main navigation, at every level', () => {
    const node = (id: string, isExcludedFromNav: boolean, children: unknown[] = []) => ({
      id,
      name: id,
      url: `/cat/${id}`,
      isSale: id === 'sale',
      isExcludedFromNav,
      hasChildren: children.length > 0,
      children,
    });
    const nav = toNavigation([node('a', false, [node('a1', false, [node('a1x', true)]), node('a2', true)]), node('hidden', true), node('sale', false)] as never);
    expect(nav).toEqual([
      { id: 'a', name: 'a', url: '/cat/a', isSale: false, children: [{ id: 'a1', name: 'a1', url: '/cat/a1', isSale: false, children: [] }] },
      { id: 'sale', name: 'sale', url: '/cat/sale', isSale: true, children: [] },
    ]);
  });

  it('maps badges in a fixed order', () => {
    expect(toBadges({ new: true, popular: true, sale: true })).toEqual(['NEW', 'POPULAR', 'SALE']);
    expect(toBadges({ new: false, popular: false, sale: false })).toEqual([]);
  });

  it('maps a tile', () => {
    expect(toProductTile(tile, ON)).toEqual({
      id: 'p1',
      name: 'Buntstifte 12er',
      url: '/prod/p1',
      image: { url: '/media/products/p1/main.jpg', alt: 'Buntstifte', width: 280, height: 210 },
      price: { amount: 3.99, currency: 'EUR', formatted: '3,99\u00a0€' },
      oldPrice: { amount: 4.99, currency: 'EUR', formatted: '4,99\u00a0€' },
      fromPrice: true,
      discountPercent: 20,
      badges: ['NEW', 'SALE'],
      rating: 4.5,
      manufacturer: 'Stabilo',
      hasVariants: true,
      soldOut: false,
      lightningDealInfo: null,
      lightningDealPrice: null,
    });
    expect(toProductTile({ ...tile, isShortage: true, price: { ...tile.price, oldPrice: null, oldPriceAmount: null } }, ON)).toMatchObject({ soldOut: true, oldPrice: null });
  });

  it('maps a category page with 1-based paging', () => {
    const listing = { filters: [{ id: 'farbe', values: ['Rot'] }], price: { from: 2, to: null }, minRating: null };
    const page = toCategoryPage(category, { id: 'c10', page: 2, pageSize: 24, sort: 'PRICE_ASC', listing }, CTX);
    expect(page).toMatchObject({
      id: 'c10',
      name: 'Schreiben',
      breadcrumb: [{ name: 'Schreiben', url: '/cat/c10' }],
      children: [{ id: 'c11', name: 'Stifte', url: '/cat/c11', isSale: false, children: [] }],
      page: 2,
      pageSize: 24,
      totalProducts: 49,
      totalPages: 3,
      sort: 'PRICE_ASC',
      // Filters without values are left out; the ranges carry the bounds the shopper chose.
      filters: [{ id: 'farbe', name: 'Farbe', values: [{ id: 'Rot', name: 'Rot', selected: true, count: 12 }, { id: 'Blau', name: 'Blau', selected: false, count: 7 }] }],
      price: { min: 0.99, max: 24.5, from: 2, to: null },
      rating: null,
    });
    expect(page.products).toHaveLength(1);
    const empty = { ...category, products: { ...category.products, total: 0, tiles: [] } };
    expect(toCategoryPage(empty, { id: 'c10', page: 1, pageSize: 24, sort: 'RECOMMENDED', listing: { filters: [], price: null, minRating: null } }, CTX).totalPages).toBe(1);
  });

  it('maps a product and its items', () => {
    const mapped = toProduct(product, ON);
    expect(mapped).toMatchObject({
      id: 'p1',
      manufacturer: 'Stabilo',
      rating: null,
      badges: ['NEW', 'POPULAR'],
      availableForSale: true,
      defaultItemId: 'p1-2',
      breadcrumb: [{ name: 'Schreiben', url: '/cat/c10' }],
    });
    expect(mapped.items[0]).toEqual({
      id: 'p1-1',
      orderNumber: '100-1',
      name: 'Buntstifte 12er, rot',
      price: { amount: 3.99, currency: 'EUR', formatted: '3,99\u00a0€' },
      oldPrice: { amount: 4.99, currency: 'EUR', formatted: '4,99\u00a0€' },
      basePrice: '1 Stück = 0,33 €',
      images: [{ url: '/media/products/p1/main.jpg', alt: 'Buntstifte', width: 280, height: 210 }],
      variantInfo: [{ label: 'Farbe', value: 'rot' }],
      availableForSale: true,
      deliveryStatus: 'Auf Lager',
      deliveryStatusColor: 'green',
      maxQuantity: 99,
      minimumOrderQuantity: 1,
      lightningDealInfo: null,
      lightningDealPrice: null,
    });
    expect(mapped.lightningDealInfo).toBeNull();
    expect(mapped.items[1]).toMatchObject({ price: { amount: 3.49 }, oldPrice: null, basePrice: null, availableForSale: false });
  });

  it('shows a product in shortage as not for sale', () => {
    expect(toProduct({ ...product, isShortage: true }, ON).availableForSale).toBe(false);
  });
});

describe('lightning deals in the catalogue', () => {
  const dealTile = { ...tile, lightningDealInfo: deal('p1-1') };

  it('gives a tile its deal: the deal price as Money, the regular price as oldPrice, the tile state', () => {
    const mapped = toProductTile(dealTile, ON);
    expect(mapped.lightningDealInfo).toEqual({
      itemId: 'p1-1',
      available: true,
      startsAt: '2026-11-26T11:00:00.000Z',
      endsAt: '2026-11-26T18:00:00.000Z',
      reservedPercent: 37,
      price: { amount: 2.79, currency: 'EUR', formatted: '2,79\u00a0€' },
      // The tile's struck-through price is the price before its special price.
      oldPrice: { amount: 4.99, currency: 'EUR', formatted: '4,99\u00a0€' },
      quantityMax: 5,
      tileState: 'LIGHTNING_DEAL',
    });
    expect(mapped.lightningDealPrice).toEqual({ amount: 2.79, currency: 'EUR', formatted: '2,79\u00a0€' });
    // Without a struck-through price the tile's price is the regular one.
    const plain = { ...dealTile, price: { ...dealTile.price, oldPrice: null, oldPriceAmount: null } };
    expect(toProductTile(plain, ON).lightningDealInfo?.oldPrice.amount).toBe(3.99);
  });

  it('shows a fully reserved deal as lightning-deal shortage and an ended one as ENDED', () => {
    expect(toProductTile({ ...tile, lightningDealInfo: deal('p1-1', { isAvailableLightningDeal: false, lightningReservedPercentageRoundFloor: 100 }) }, ON).lightningDealInfo?.tileState).toBe(
      'LIGHTNING_DEAL_SHORTAGE',
    );
    const ended = toProductTile(dealTile, { on: true, now: Date.parse('2026-11-26T18:00:00.000Z') });
    expect(ended.lightningDealInfo?.tileState).toBe('ENDED');
  });

  it('hides every deal while switched off', () => {
    expect(toProductTile(dealTile, OFF)).toMatchObject({ lightningDealInfo: null, lightningDealPrice: null });
    const withDeal = { ...product, items: product.items.map((item) => ({ ...item, lightningDealInfo: deal(item.itemId) })) };
    const off = toProduct(withDeal, OFF);
    expect(off.lightningDealInfo).toBeNull();
    expect(off.items.map((item) => [item.lightningDealInfo, item.lightningDealPrice])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it("gives a product its default item's deal and each item its own, priced against the item's regular price", () => {
    const withDeal = { ...product, items: product.items.map((item) => ({ ...item, lightningDealInfo: deal(item.itemId) })) };
    const mapped = toProduct(withDeal, ON);
    expect(mapped.lightningDealInfo?.itemId).toBe('p1-2');
    // p1-1 has a special price 3,99 over its regular 4,99: the deal's oldPrice is the regular one.
    expect(mapped.items[0]?.lightningDealInfo).toMatchObject({ itemId: 'p1-1', oldPrice: { amount: 4.99 } });
    expect(mapped.items[0]?.lightningDealPrice).toMatchObject({ amount: 2.79 });
    expect(mapped.items[1]?.lightningDealInfo).toMatchObject({ itemId: 'p1-2', oldPrice: { amount: 3.49 } });
    // A product whose default item has no deal has none, whatever its other items have.
    const onlyFirst = { ...product, items: product.items.map((item, i) => ({ ...item, lightningDealInfo: i === 0 ? deal(item.itemId) : null })) };
    expect(toProduct(onlyFirst, ON).lightningDealInfo).toBeNull();
  });

  it('shows a cached page or product as the switch and the clock say at reading time', () => {
    const page = toCategoryPage({ ...category, products: { ...category.products, tiles: [dealTile] } }, { id: 'c10', page: 1, pageSize: 24, sort: 'RECOMMENDED', listing: { filters: [], price: null, minRating: null } }, CTX);
    expect(viewCategoryPage(page, OFF).products[0]).toMatchObject({ lightningDealInfo: null, lightningDealPrice: null });
    expect(viewCategoryPage(page, { on: true, now: Date.parse('2026-11-26T19:00:00.000Z') }).products[0]?.lightningDealInfo?.tileState).toBe('ENDED');
    const mapped = toProduct({ ...product, items: product.items.map((item) => ({ ...item, lightningDealInfo: deal(item.itemId) })) }, ON);
    expect(viewProduct(mapped, OFF)).toMatchObject({ lightningDealInfo: null, items: [{ lightningDealInfo: null }, { lightningDealInfo: null }] });
    expect(viewProduct(viewProduct(mapped, OFF), ON).lightningDealInfo).toBeNull();
    expect(viewProduct(mapped, ON)).toEqual(mapped);
  });

  describe('category page content (issue 28)', () => {
    const attribute = (name: string, fields: Record<string, unknown>) => ({
      name, text: null, value: null, valueList: null, url: null, openLinkInNewWindow: null, urlPath: null, altTag: null, imgTitle: null, width: null, height: null, columns: null, imageposition: null, description: null, ...fields,
    });
    const upstreamTeaser = (id: string, tiles: (typeof tile)[] = []) => ({
      id,
      type: tiles.length > 0 ? 'Recommendations Teaser' : 'Image Link Teaser',
      name: `Teaser ${id}`,
      template: null,
      teaserWishlistExternalId: null,
      attributes: [
        attribute('headline', { text: 'Klassensätze' }),
        attribute('image', { url: `${UPSTREAM_URL}/media/content/tile-100.svg`, altTag: 'Stifte', width: 400, height: 300 }),
        attribute('teaserLink', { url: '/cat/110/', urlPath: '/cat/110/', openLinkInNewWindow: false }),
        attribute('teasercontent', { text: '<p onclick="x()">Mehr <script>alert(1)</script>Stifte</p>' }),
      ],
      productsRecommendations: tiles.length > 0 ? tiles : null,
      children: [],
    });
    const seo = (value: string) => ({ name: 'ishop_seo_box_text', value });

    it('sanitizes the SEO text and answers null without one', () => {
      const page = toCategoryPage({ ...category, parameters: [seo('<h2>Stifte</h2><p style="color:red">Gute <a href="javascript:alert(1)">Stifte</a><img src=x onerror=alert(1)></p><script>alert(2)</script>')] }, FIRST_PAGE, CTX);
      expect(page.seoText).not.toMatch(/script|javascript|onerror|style=/);
      expect(page.seoText).toContain('<h2>Stifte</h2>');
      expect(page.seoText).toContain('Gute');
      expect(toCategoryPage(category, FIRST_PAGE, CTX).seoText).toBeNull();
      expect(toCategoryPage({ ...category, parameters: [seo('   ')] }, FIRST_PAGE, CTX).seoText).toBeNull();
    });

    it('maps the topsellers as tiles, at most 8, in the upstream order', () => {
      const tiles = Array.from({ length: 10 }, (_, i) => ({ ...tile, id: `t${i}` }));
      const page = toCategoryPage({ ...category, topsellers: tiles }, FIRST_PAGE, CTX);
      expect(page.topsellers.map((t) => t.id)).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7']);
      expect(page.topsellers[0]).toEqual(toProductTile(tiles[0]!, ON));
    });

    it("maps the teasers with the content area's mapper: media paths, internal links, sanitized HTML", () => {
      const page = toCategoryPage({ ...category, teasers: [upstreamTeaser('cat-1')] }, FIRST_PAGE, CTX);
      expect(page.teasers).toHaveLength(1);
      expect(page.teasers[0]).toMatchObject({ id: 'cat-1', kind: 'IMAGE_LINK', headline: 'Klassensätze', image: { url: '/media/content/tile-100.svg', alt: 'Stifte' }, link: { url: '/cat/110/', external: false } });
      expect(page.teasers[0]?.html).not.toMatch(/script|onclick|alert/);
      expect(page.teasers[0]?.html).toContain('Stifte');
    });

    it('reads the teaser placement and the hidden left navigation', () => {
      expect(toCategoryPage(category, FIRST_PAGE, CTX)).toMatchObject({ teasersBelowSeoText: false, leftNavigationHidden: false });
      const sale = { ...category, flags: { hiddenLeftNavigation: true }, parameters: [{ name: 'categoryTeaserBelowSeoText', value: 'true' }] };
      expect(toCategoryPage(sale, FIRST_PAGE, CTX)).toMatchObject({ teasersBelowSeoText: true, leftNavigationHidden: true });
      // Anything but 'true' keeps the teasers above the products.
      expect(toCategoryPage({ ...category, parameters: [{ name: 'categoryTeaserBelowSeoText', value: 'false' }] }, FIRST_PAGE, CTX).teasersBelowSeoText).toBe(false);
    });

    it('shows the deals of topsellers and teaser tiles as the view says, and counts them for the cache', () => {
      const dealTile = { ...tile, id: 'deal', lightningDealInfo: deal('p1-1') };
      const page = toCategoryPage({ ...category, topsellers: [dealTile], teasers: [upstreamTeaser('rec', [dealTile])] }, FIRST_PAGE, CTX);
      expect(page.topsellers[0]?.lightningDealInfo).not.toBeNull();
      const off = viewCategoryPage(page, OFF);
      expect(off.topsellers[0]).toMatchObject({ lightningDealInfo: null, lightningDealPrice: null });
      expect(off.teasers[0]?.products[0]).toMatchObject({ lightningDealInfo: null, lightningDealPrice: null });
      expect(categoryPageTiles(page).map((t) => t.id)).toEqual(['p1', 'deal', 'deal']);
    });
  });
});
