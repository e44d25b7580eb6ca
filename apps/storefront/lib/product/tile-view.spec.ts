import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import type { ProductTile } from '@/lib/listing/catalogue';
import { tileHref } from './tile-derive';
import { badgeMarks, badgeNames, ratingTemplate, tileView } from './tile-view';

const de = translator('de-DE');

/** A tile as the catalogue answers (only the fields a view reads), with `overrides`. */
function product(overrides: Record<string, unknown> = {}): ProductTile {
  const base = {
    id: '10554',
    name: 'Schulrucksack 25 l',
    manufacturer: 'Ranzenglück',
    image: { url: '/media/products/10554-01.svg', alt: '', width: 600, height: 450 },
    badges: ['POPULAR'],
    discountPercent: 15,
    price: { amount: 59.49 },
    oldPrice: { amount: 69.99 },
    fromPrice: false,
    hasVariants: true,
    soldOut: false,
    rating: 4.7,
  };
  return { ...base, ...overrides } as unknown as ProductTile;
}

describe('tileView', () => {
  it('names what the tile shows, translated and formatted', () => {
    expect(tileView(product(), de)).toEqual({
      id: '10554',
      name: 'Schulrucksack 25 l',
      manufacturer: 'Ranzenglück',
      image: { url: '/media/products/10554-01.svg', alt: 'Schulrucksack 25 l' },
      badges: [
        { kind: 'DISCOUNT', text: '−15\u00a0%' },
        { kind: 'POPULAR' },
      ],
      rating: 4.7,
      price: '59,49\u00a0€',
      oldPrice: '69,99\u00a0€',
      hasVariants: true,
    });
  });

  it('leaves out what a tile does not show, with no empty fields for the RSC payload', () => {
    const view = tileView(product({ manufacturer: null, rating: null, oldPrice: { amount: 10 }, hasVariants: false, badges: [], discountPercent: null }), de);
    expect(Object.keys(view).sort()).toEqual(['badges', 'id', 'image', 'name', 'price']);
    expect(tileHref(view)).toBe('/prod/10554');
    expect(Object.values(view)).not.toContain(undefined);
  });

  it('gives a sold-out product no link (spec: its tile is not a link)', () => {
    const view = tileView(product({ soldOut: true }), de);
    expect(view.soldOut).toBe(true);
    expect(tileHref(view)).toBeUndefined();
  });

  it('sends no rating when it shows no stars', () => {
    expect(tileView(product({ rating: 0 }), de).rating).toBeUndefined();
  });

  it('names the badges shown by kind once, for the grid', () => {
    const tiles = [tileView(product(), de), tileView(product({ badges: ['NEW', 'POPULAR'] }), de)];
    expect(badgeNames(tiles, de.t)).toEqual({ POPULAR: 'Beliebt', NEW: 'Neu' });
    expect(ratingTemplate(de.t)).toBe('{rating} von 5 Sternen');
  });
});

describe('tileView with a lightning deal', () => {
  const NOW = Date.parse('2026-11-26T12:00:00Z');
  const deal = (overrides: Record<string, unknown> = {}) => ({
    itemId: '10554-01',
    available: true,
    endsAt: '2026-11-27T12:00:00Z',
    reservedPercent: 62,
    price: { amount: 39.99, currency: 'EUR', formatted: '' },
    oldPrice: { amount: 59.49, currency: 'EUR', formatted: '' },
    quantityMax: 3,
    tileState: 'LIGHTNING_DEAL',
    ...overrides,
  });

  it('puts the lightning badge first (spec §5: lightning, sale %, new, popular) and carries the deal', () => {
    const view = tileView(product({ lightningDealInfo: deal() }), de, NOW);
    expect(view.badges.map((badge) => badge.kind)).toEqual(['LIGHTNING', 'DISCOUNT', 'POPULAR']);
    expect(badgeNames([view], de.t).LIGHTNING).toBe('Blitzangebot');
    expect(view.deal).toMatchObject({ price: '39,99 €', oldPrice: '59,49 €', reservedPercent: 62, endsAt: Date.parse('2026-11-27T12:00:00Z') });
    // To the deal's item: its page shows the deal block.
    expect(tileHref(view)).toBe('/prod/10554?varid=10554-01');
  });

  it('makes a 100 % reserved deal a sold-out tile without a link (lightning-deal shortage)', () => {
    const view = tileView(product({ lightningDealInfo: deal({ reservedPercent: 100, available: false, tileState: 'LIGHTNING_DEAL_SHORTAGE' }) }), de, NOW);
    expect(tileHref(view)).toBeUndefined();
    expect(view.deal?.soldOut).toBe(true);
  });

  it('shows an ended deal as a normal tile', () => {
    const view = tileView(product({ lightningDealInfo: deal({ available: false, endsAt: '2026-11-26T11:00:00Z' }) }), de, NOW);
    expect(view.deal).toBeUndefined();
    expect(view.badges[0]?.kind).toBe('DISCOUNT');
    expect(tileHref(view)).toBe('/prod/10554');
  });
});

describe('badgeMarks', () => {
  it('highlights a discount from 25 % and drops the Sale badge beside a discount', () => {
    expect(badgeMarks(['SALE', 'NEW'], 25, de.t)).toEqual([
      { kind: 'DISCOUNT', text: '−25\u00a0%', highlight: true },
      { kind: 'NEW', text: 'Neu' },
    ]);
  });

  it('orders the badges by the spec’s priority whatever order the API sends (lightning, sale %, new, popular)', () => {
    expect(badgeMarks(['POPULAR', 'NEW', 'SALE'], null, de.t, 'Blitzangebot').map((mark) => mark.kind)).toEqual(['LIGHTNING', 'SALE', 'NEW', 'POPULAR']);
    expect(badgeMarks(['POPULAR', 'NEW'], 30, de.t).map((mark) => mark.kind)).toEqual(['DISCOUNT', 'NEW', 'POPULAR']);
  });

  it('shows no discount below 5 %, and then the Sale badge', () => {
    expect(badgeMarks(['SALE'], 4, de.t)).toEqual([{ kind: 'SALE', text: 'Sale' }]);
  });
});
