import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import { ratingLabel } from './rating-label';
import { tileBadgeMarks, tileHref, tileStars } from './tile-derive';

describe('tileHref', () => {
  it('links a tile to its product page unless it carries its own link or is sold out', () => {
    expect(tileHref({ id: '10554' })).toBe('/prod/10554');
    expect(tileHref({ id: '10554', href: '/prod/10554?varid=10554-01' })).toBe('/prod/10554?varid=10554-01');
    expect(tileHref({ id: '10554', soldOut: true })).toBeUndefined();
  });
});

describe('tileBadgeMarks', () => {
  it('gives a badge its kind’s text and keeps the discount’s own', () => {
    expect(tileBadgeMarks([{ kind: 'DISCOUNT', text: '−30\u00a0%', highlight: true }, { kind: 'NEW' }], { NEW: 'Neu' })).toEqual([
      { kind: 'DISCOUNT', text: '−30\u00a0%', highlight: true },
      { kind: 'NEW', text: 'Neu' },
    ]);
  });
});

describe('tileStars', () => {
  it('draws the stars and the same label as the server’s ratingLabel', () => {
    for (const locale of ['de-DE', 'de-CH', 'en-DE'] as const) {
      const i18n = translator(locale);
      const template = i18n.t('ui.rating.label', { rating: '{rating}' });
      expect(tileStars(4.66, template, i18n.intlLocale)).toEqual({ count: 4.5, label: ratingLabel(4.66, i18n) });
    }
    expect(tileStars(4.7, '{rating} von 5 Sternen', 'de-DE')).toEqual({ count: 4.5, label: '4,7 von 5 Sternen' });
  });

  it('gives none without a rating', () => {
    expect(tileStars(undefined, '{rating}', 'de-DE')).toBeUndefined();
    expect(tileStars(0, '{rating}', 'de-DE')).toBeUndefined();
  });
});
