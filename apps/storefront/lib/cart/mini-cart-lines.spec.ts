import { describe, expect, it } from '@jest/globals';
import { miniCartSelection } from './mini-cart-lines';

describe('miniCartSelection (catalogue spec §9: the mini cart shows 3 items)', () => {
  it('shows the last 3 of 4 lines, in cart order, and counts the one more', () => {
    expect(miniCartSelection(['a', 'b', 'c', 'd'])).toEqual({ shown: ['b', 'c', 'd'], more: 1 });
  });

  it('shows all of 3 or fewer, with none more', () => {
    expect(miniCartSelection(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(miniCartSelection(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(miniCartSelection([])).toEqual({ shown: [], more: 0 });
  });

  it('counts every line beyond the shown ones', () => {
    expect(miniCartSelection(Array.from({ length: 10 }, (_, i) => i))).toEqual({ shown: [7, 8, 9], more: 7 });
  });
});
