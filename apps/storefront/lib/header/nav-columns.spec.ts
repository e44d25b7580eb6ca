import { describe, expect, it } from '@jest/globals';
import { navColumnCount } from './nav-columns';

describe('navColumnCount (catalogue spec §2: more than 8 children and a ratio over 1.34)', () => {
  it('keeps lists of up to 8 in one column', () => {
    expect(navColumnCount(0)).toBe(1);
    expect(navColumnCount(3)).toBe(1);
    expect(navColumnCount(8)).toBe(1);
  });

  it('keeps 9 and 10 in one column: more than 8, but the ratio (10 / 8 = 1.25) is not over 1.34', () => {
    expect(navColumnCount(9)).toBe(1);
    expect(navColumnCount(10)).toBe(1);
  });

  it('spreads from 11 (ratio 1.375) over columns of at most 8', () => {
    expect(navColumnCount(11)).toBe(2);
    expect(navColumnCount(16)).toBe(2);
    expect(navColumnCount(17)).toBe(3);
    expect(navColumnCount(24)).toBe(3);
    expect(navColumnCount(25)).toBe(4);
  });

  it('answers one column for nonsense counts', () => {
    expect(navColumnCount(Number.NaN)).toBe(1);
    expect(navColumnCount(-4)).toBe(1);
  });
});
