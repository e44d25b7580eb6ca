import { describe, expect, it } from '@jest/globals';
import { formatCountdown } from '@tafel/lightning-machine';
import type { LightningDealFieldsFragment } from '@tafel/graphql-schema/storefront';
import { translator } from '@/lib/i18n/i18n';
import { countdownText } from './countdown-text';
import { countdownTexts, dealTexts, dealView, formatDealEnd } from './deal-view';

const de = translator('de-DE');
const en = translator('en-DE');
const NOW = Date.parse('2026-11-26T12:00:00Z');

function deal(overrides: Partial<LightningDealFieldsFragment> = {}): LightningDealFieldsFragment {
  return {
    itemId: '10005-01',
    available: true,
    endsAt: '2026-11-26T18:00:00Z',
    reservedPercent: 37,
    price: { amount: 2.09, currency: 'EUR', formatted: '2,09 €' },
    oldPrice: { amount: 2.99, currency: 'EUR', formatted: '2,99 €' },
    quantityMax: 5,
    tileState: 'LIGHTNING_DEAL',
    ...overrides,
  };
}

describe('countdownText', () => {
  const texts = countdownTexts(de.t);
  const text = (ms: number) => countdownText(formatCountdown(ms), texts);

  it('shows days above 3 days, total hours from 1 hour to 3 days, minutes with their label below, 00:00 under a second', () => {
    expect(text(3 * 86_400_000 + 1)).toBe('noch 3 Tage');
    expect(text(5 * 86_400_000 + 3_600_000)).toBe('noch 5 Tage');
    expect(text(3 * 86_400_000)).toBe('noch 72:00:00 Std.');
    expect(text(86_400_000)).toBe('noch 24:00:00 Std.');
    expect(text(3_600_000)).toBe('noch 01:00:00 Std.');
    expect(text(3_599_999)).toBe('noch 59:59 Min.');
    expect(text(1000)).toBe('noch 00:01 Min.');
    expect(text(999)).toBe('00:00');
    expect(text(-5000)).toBe('00:00');
  });

  it('has English words on the English shop', () => {
    expect(countdownText(formatCountdown(4 * 86_400_000), countdownTexts(en.t))).toBe('4 days left');
    expect(countdownText(formatCountdown(61_000), countdownTexts(en.t))).toBe('01:01 min left');
  });
});

describe('dealView', () => {
  it('shows a running deal: price, old price, end and reserved share', () => {
    expect(dealView(deal(), de, NOW)).toEqual({
      price: '2,09\u00a0€',
      oldPrice: '2,99\u00a0€',
      endsAt: Date.parse('2026-11-26T18:00:00Z'),
      reservedPercent: 37,
      ends: '26.11., 19:00',
    });
  });

  it('is sold out when the API says lightning-deal shortage (100 % reserved before its end)', () => {
    expect(dealView(deal({ reservedPercent: 100, available: false, tileState: 'LIGHTNING_DEAL_SHORTAGE' }), de, NOW)?.soldOut).toBe(true);
  });

  it('takes the tile state from the API, not from the figures beside it', () => {
    expect(dealView(deal({ tileState: 'ENDED' }), de, NOW)).toBeUndefined();
    expect(dealView(deal({ reservedPercent: 100 }), de, NOW)?.soldOut).toBeUndefined();
  });

  it('ends a deal the API still called running once its end passed (a page rendered later)', () => {
    for (const tileState of ['LIGHTNING_DEAL', 'LIGHTNING_DEAL_SHORTAGE'] as const) {
      expect(dealView(deal({ tileState, endsAt: '2026-11-26T11:59:59Z' }), de, NOW)).toBeUndefined();
    }
  });

  it('shows nothing without a deal or after its end', () => {
    expect(dealView(null, de, NOW)).toBeUndefined();
    expect(dealView(undefined, de, NOW)).toBeUndefined();
    expect(dealView(deal({ available: false, endsAt: '2026-11-26T11:59:59Z' }), de, NOW)).toBeUndefined();
    expect(dealView(deal({ available: false, endsAt: 'not a date' }), de, NOW)).toBeUndefined();
  });

  it('leaves out an old price that is not higher and keeps the share within 0 to 100', () => {
    const view = dealView(deal({ oldPrice: { amount: 2.09, currency: 'EUR', formatted: '' }, reservedPercent: 140 }), de, NOW);
    expect(view?.oldPrice).toBeUndefined();
    expect(view?.reservedPercent).toBe(100);
  });
});

describe('formatDealEnd and dealTexts', () => {
  it('formats the end in the shops’ time zone, whatever the server’s', () => {
    expect(formatDealEnd(Date.parse('2026-07-01T22:30:00Z'), 'de-DE')).toBe('02.07., 00:30');
  });

  it('leaves the per-tile placeholder for the browser', () => {
    expect(dealTexts(de.t).reserved).toBe('{percent} % reserviert');
    expect(dealTexts(de.t).countdown.minutes).toBe('noch {time} Min.');
    expect(dealTexts(de.t).endsAt).toBe('Angebot endet am {date} Uhr');
  });
});
