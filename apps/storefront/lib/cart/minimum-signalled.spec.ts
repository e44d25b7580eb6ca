import { describe, expect, it } from '@jest/globals';
import { clampQuantityField } from '@tafel/domain';
import { minimumSignalled } from './quantity';

// When the MinimalOrderQuantityFlyout opens (spec §2): a field raised to the article's minimum.
describe('minimumSignalled', () => {
  const bounds = { min: 10, max: 50 };
  const signalled = (text: string, b: { min: number; max: number } = bounds) => minimumSignalled(text, clampQuantityField(text, b, { leaving: true }).signal);

  it("names the minimum when a quantity below it was raised to it", () => {
    expect(signalled('3')).toBe(10);
    expect(signalled(' 9 ')).toBe(10);
  });

  it('stays shut within the bounds, above the maximum and for the plain "at least 1"', () => {
    expect(signalled('10')).toBeNull();
    expect(signalled('60')).toBeNull();
    expect(signalled('0', { min: 1, max: 50 })).toBeNull();
    expect(signalled('abc')).toBeNull();
  });

  it('tells the sides apart when minimum and maximum are the same', () => {
    expect(signalled('2', { min: 5, max: 5 })).toBe(5);
    expect(signalled('7', { min: 5, max: 5 })).toBeNull();
  });
});
