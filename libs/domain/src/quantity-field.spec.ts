import { clampQuantityField, parseQuantityText, quantityFieldBounds } from './quantity-field.js';
import { QUANTITY_BELOW_MINIMUM_KEY, QUANTITY_OVER_LIMIT_KEY } from './quantity.js';

describe('quantityFieldBounds (spec §5)', () => {
  it('uses minimumOrderQuantity and maxQuantity, defaulting to 1 and 9999', () => {
    expect(quantityFieldBounds({})).toEqual({ min: 1, max: 9999 });
    expect(quantityFieldBounds({ minimumOrderQuantity: 5, maxQuantity: 20 })).toEqual({ min: 5, max: 20 });
  });

  it('lets the minimum fall to 0 when the current quantity is already below it', () => {
    expect(quantityFieldBounds({ minimumOrderQuantity: 5, currentQuantity: 3 })).toEqual({ min: 0, max: 9999 });
    expect(quantityFieldBounds({ minimumOrderQuantity: 5, currentQuantity: 5 })).toEqual({ min: 5, max: 9999 });
  });

  it('bounds a lightning deal by its allowed quantity', () => {
    expect(quantityFieldBounds({ maxQuantity: 20, lightningMax: 3 })).toEqual({ min: 1, max: 3 });
    expect(quantityFieldBounds({ lightningMax: 0 })).toEqual({ min: 0, max: 0 });
  });
});

describe('clampQuantityField (spec §5)', () => {
  const bounds = { min: 5, max: 20 };

  it('clamps above the maximum to it at once and signals the limit', () => {
    expect(clampQuantityField('25', bounds, { leaving: false })).toEqual({ value: '20', quantity: 20, signal: { messageKey: QUANTITY_OVER_LIMIT_KEY, limit: 20 }, remove: false });
  });

  it('clamps below the minimum only when the shopper leaves the field, and signals the minimum', () => {
    expect(clampQuantityField('1', bounds, { leaving: false })).toEqual({ value: '1', quantity: 1, signal: null, remove: false });
    expect(clampQuantityField('1', bounds, { leaving: true })).toEqual({ value: '5', quantity: 5, signal: { messageKey: QUANTITY_BELOW_MINIMUM_KEY, limit: 5 }, remove: false });
  });

  it('removes the line below 1 with delete-on-zero, else clamps', () => {
    expect(clampQuantityField('0', bounds, { leaving: true, deleteOnZero: true })).toMatchObject({ remove: true, quantity: 0, signal: null });
    expect(clampQuantityField('0', bounds, { leaving: true })).toMatchObject({ value: '5', remove: false, signal: { limit: 5 } });
    expect(clampQuantityField('0', { min: 0, max: 9 }, { leaving: true })).toMatchObject({ value: '1', signal: { messageKey: QUANTITY_BELOW_MINIMUM_KEY, limit: 1 } });
  });

  it('keeps values within the bounds and leaves text that is no whole number', () => {
    expect(clampQuantityField(' 12 ', bounds, { leaving: true })).toEqual({ value: '12', quantity: 12, signal: null, remove: false });
    expect(clampQuantityField('', bounds, { leaving: true })).toEqual({ value: '', quantity: null, signal: null, remove: false });
    expect(clampQuantityField('1,5', bounds, { leaving: true })).toEqual({ value: '1,5', quantity: null, signal: null, remove: false });
  });

  it('parses whole numbers only', () => {
    expect(parseQuantityText('+3')).toBe(3);
    expect(parseQuantityText('12345678')).toBeNaN();
    expect(parseQuantityText(3)).toBeNaN();
  });
});
