import { allowedLightningQuantity, lightningQuantityBounds } from './index.js';

describe('allowedLightningQuantity (spec §4)', () => {
  it('is the maximum minus what the cart holds', () => {
    expect(allowedLightningQuantity(5, 0)).toBe(5);
    expect(allowedLightningQuantity(5, 2)).toBe(3);
    expect(allowedLightningQuantity(5, 5)).toBe(0);
  });

  it('is floored at 0 when the cart holds more than the maximum', () => {
    expect(allowedLightningQuantity(3, 7)).toBe(0);
  });

  it('is at most the stock left when given', () => {
    expect(allowedLightningQuantity(5, 1, 2)).toBe(2);
    expect(allowedLightningQuantity(5, 1, 10)).toBe(4);
    expect(allowedLightningQuantity(5, 0, 0)).toBe(0);
  });

  it('never hands out more for unreadable numbers', () => {
    expect(allowedLightningQuantity(Number.NaN, 0)).toBe(0);
    expect(allowedLightningQuantity(5, Number.NaN)).toBe(0);
    expect(allowedLightningQuantity(5, Number.POSITIVE_INFINITY)).toBe(0);
    expect(allowedLightningQuantity(5, 0, Number.NaN)).toBe(0);
    expect(allowedLightningQuantity(-2, 0)).toBe(0);
    expect(allowedLightningQuantity(5, 0, -1)).toBe(0);
    expect(allowedLightningQuantity(5.9, 0)).toBe(5);
    expect(allowedLightningQuantity(5, 1.2)).toBe(3);
  });
});

describe('lightningQuantityBounds (spec §5)', () => {
  it('runs from 1 to the allowed quantity', () => {
    expect(lightningQuantityBounds(3)).toEqual({ min: 1, max: 3 });
    expect(lightningQuantityBounds(1)).toEqual({ min: 1, max: 1 });
  });

  it('is 0..0 when nothing may be added', () => {
    expect(lightningQuantityBounds(0)).toEqual({ min: 0, max: 0 });
    expect(lightningQuantityBounds(Number.NaN)).toEqual({ min: 0, max: 0 });
  });
});
