import { category, product, tile } from '../../test/fixtures/upstream-shapes.js';
import { toBadges, toCategoryPage, toNavigation, toProduct, toProductTile } from './catalogue.mapper.js';

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
    expect(toProductTile(tile)).toEqual({
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
    });
    expect(toProductTile({ ...tile, isShortage: true, price: { ...tile.price, oldPrice: null, oldPriceAmount: null } })).toMatchObject({ soldOut: true, oldPrice: null });
  });

  it('maps a category page with 1-based paging', () => {
    const listing = { filters: [{ id: 'farbe', values: ['Rot'] }], price: { from: 2, to: null }, minRating: null };
    const page = toCategoryPage(category, { id: 'c10', page: 2, pageSize: 24, sort: 'PRICE_ASC', listing });
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
    expect(toCategoryPage(empty, { id: 'c10', page: 1, pageSize: 24, sort: 'RECOMMENDED', listing: { filters: [], price: null, minRating: null } }).totalPages).toBe(1);
  });

  it('maps a product and its items', () => {
    const mapped = toProduct(product);
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
    });
    expect(mapped.items[1]).toMatchObject({ price: { amount: 3.49 }, oldPrice: null, basePrice: null, availableForSale: false });
  });

  it('shows a product in shortage as not for sale', () => {
    expect(toProduct({ ...product, isShortage: true }).availableForSale).toBe(false);
  });
});
