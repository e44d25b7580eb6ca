import { describe, expect, it } from '@jest/globals';
import { tileHref } from '@/lib/product/tile-derive';
import { translator } from '@/lib/i18n/i18n';
import { STRIP_DEALS, stripTiles } from './strip-view';

const de = translator('de-DE');
const NOW = Date.parse('2026-11-26T12:00:00Z');

function running(itemId: string, overrides: Record<string, unknown> = {}) {
  return {
    productId: itemId.split('-')[0]!,
    name: `Artikel ${itemId}`,
    url: `/prod/${itemId.split('-')[0]}`,
    image: { url: `/media/products/${itemId}.svg`, alt: '', width: 600, height: 450 },
    deal: {
      itemId,
      available: true,
      endsAt: '2026-11-26T18:00:00Z',
      reservedPercent: 10,
      price: { amount: 2.09, currency: 'EUR', formatted: '' },
      oldPrice: { amount: 2.99, currency: 'EUR', formatted: '' },
      quantityMax: 5,
      tileState: 'LIGHTNING_DEAL' as const,
      ...overrides,
    },
  };
}

describe('stripTiles', () => {
  it('makes each running deal a tile with the lightning badge, linking to the product with the deal’s item', () => {
    const [tile] = stripTiles([running('10005-01')], de, NOW);
    expect(tile).toMatchObject({
      id: '10005-01',
      href: '/prod/10005?varid=10005-01',
      name: 'Artikel 10005-01',
      image: { alt: 'Artikel 10005-01' },
      badges: [{ kind: 'LIGHTNING' }],
      price: '2,09\u00a0€',
      deal: { oldPrice: '2,99\u00a0€', reservedPercent: 10 },
    });
  });

  it('gives a sold-out deal no link and leaves out one that ended meanwhile', () => {
    const tiles = stripTiles([running('10709-02', { reservedPercent: 100, available: false, tileState: 'LIGHTNING_DEAL_SHORTAGE' }), running('10162-01', { available: false, endsAt: '2026-11-26T11:00:00Z' })], de, NOW);
    expect(tiles.map((tile) => [tile.id, tileHref(tile), tile.deal?.soldOut])).toEqual([['10709-02', undefined, true]]);
  });

  it('shows the deals ending soonest, at most STRIP_DEALS, skipping ended ones before counting', () => {
    const deals = [running('10162-01', { available: false, endsAt: '2026-11-26T11:00:00Z' }), ...Array.from({ length: 9 }, (_, index) => running(`1050${index}-01`))];
    expect(stripTiles(deals, de, NOW).map((tile) => tile.id)).toEqual(Array.from({ length: STRIP_DEALS }, (_, index) => `1050${index}-01`));
  });
});
