import { Catalogue } from '../catalogue.js';
import { buildSeed } from '../seed.js';
import { LIGHTNING_DEAL_STEP_MS } from './flags.js';
import { isLightningDealAvailable } from './lightning.js';

describe('lightning deals', () => {
  const start = Date.parse('2025-01-01T12:00:00Z');
  const catalogue = new Catalogue(buildSeed(), start);
  const deals = catalogue.lightningDeals();

  it('opens every deal an hour before the start and ends them one after another', () => {
    expect(deals.length).toBeGreaterThanOrEqual(8);
    deals.forEach((deal, i) => {
      expect(deal.startsAt).toBe(start - 3_600_000);
      expect(deal.endsAt).toBe(start + (i + 1) * LIGHTNING_DEAL_STEP_MS);
    });
    expect(deals.filter((d) => isLightningDealAvailable(d, start)).length).toBeGreaterThanOrEqual(8);
  });

  it('prices deals below the shop price in every shop', () => {
    for (const deal of deals) {
      const item = catalogue.item(deal.itemId)?.item;
      for (const shop of ['de', 'at', 'ch', 'b2b'] as const) expect(deal.specialPrices[shop]).toBeLessThan(item?.prices[shop].priceCents ?? 0);
      expect(deal.specialPriceCents).toBe(deal.specialPrices.de);
    }
  });

  it('is unavailable before, after and when fully reserved', () => {
    const first = deals[0]!;
    expect(isLightningDealAvailable(first, first.startsAt - 1)).toBe(false);
    expect(isLightningDealAvailable(first, first.endsAt)).toBe(false);
    expect(isLightningDealAvailable({ ...first, reservedPercent: 100 }, start)).toBe(false);
  });
});
