import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import { ratingToStars, starFills } from './rating';
import { ratingLabel } from './rating-label';

describe('ratingToStars (catalogue §5 thresholds)', () => {
  it.each([
    [5, 5],
    [4.9, 5],
    [4.89, 4.5],
    [4.4, 4.5],
    [4.39, 4],
    [3.9, 4],
    [3.5, 3.5],
    [3.4, 3.5],
    [3.39, 3],
    [2.9, 3],
    [2.4, 2.5],
    [2.39, 2],
    [1.9, 2],
    [1.4, 1.5],
    [1.39, 1],
    [1, 1],
    [0.5, 1],
  ])('%p → %p stars', (rating, stars) => {
    expect(ratingToStars(rating)).toBe(stars);
  });

  it.each([null, undefined, 0, -1, Number.NaN])('shows no stars for %p', (rating) => {
    expect(ratingToStars(rating)).toBe(0);
  });
});

describe('starFills', () => {
  it('splits half steps into full, half and empty stars', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('ratingLabel', () => {
  it('uses a German decimal comma, and English words on the English shop', () => {
    expect(ratingLabel(4.5, translator('de-DE'))).toBe('4,5 von 5 Sternen');
    expect(ratingLabel(4, translator('en-DE'))).toBe('4 out of 5 stars');
  });
});
