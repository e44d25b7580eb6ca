import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import { clampBuyQuantity, parseQuantityInput, steppedQuantity, validateQuantityInput } from './quantity';

const de = translator('de-DE');

describe('parseQuantityInput', () => {
  it.each([
    ['2', 2],
    [' 12 ', 12],
    ['-1', -1],
    ['0', 0],
    ['10000', 10000],
  ])('%p → %p', (input, quantity) => {
    expect(parseQuantityInput(input)).toBe(quantity);
  });
  it.each(['', 'abc', '1.5', '2,0', '1e2', null, undefined])('%p is not a quantity', (input) => {
    expect(parseQuantityInput(input)).toBeNaN();
  });
});

describe('validateQuantityInput', () => {
  const limits = { maxQuantity: 20, minimumOrderQuantity: 2 };
  it('accepts a quantity within the item limits', () => {
    expect(validateQuantityInput('5', limits, de)).toEqual({ ok: true, quantity: 5 });
  });
  it('refuses with the German spec texts', () => {
    expect(validateQuantityInput('21', limits, de)).toEqual({ ok: false, message: 'Die maximale Bestellmenge für diesen Artikel ist 20.' });
    expect(validateQuantityInput('1', limits, de)).toEqual({ ok: false, message: 'Die Mindestbestellmenge für diesen Artikel ist 2.' });
    expect(validateQuantityInput('10000', {}, de)).toEqual({ ok: false, message: 'Die maximale Bestellmenge für diesen Artikel ist 9999.' });
    expect(validateQuantityInput('0', {}, de)).toEqual({ ok: false, message: 'Die Mindestbestellmenge für diesen Artikel ist 1.' });
    expect(validateQuantityInput('x', {}, de)).toEqual({ ok: false, message: 'Bitte geben Sie eine ganze Zahl als Menge ein.' });
  });
  it('refuses in English on the English shop', () => {
    const en = translator('en-DE');
    expect(validateQuantityInput('21', limits, en)).toEqual({ ok: false, message: 'The maximum order quantity for this article is 20.' });
    expect(validateQuantityInput('x', {}, en)).toEqual({ ok: false, message: 'Please enter a whole number as the quantity.' });
  });
});

describe('steppedQuantity', () => {
  const limits = { min: 2, max: 20, fallback: 5 };
  it('steps from the typed quantity', () => {
    expect(steppedQuantity('7', 1, limits)).toBe('8');
    expect(steppedQuantity(' 7 ', -1, limits)).toBe('6');
  });
  it('keeps the result within the limits', () => {
    expect(steppedQuantity('2', -1, limits)).toBe('2');
    expect(steppedQuantity('20', 1, limits)).toBe('20');
    expect(steppedQuantity('0', 1, limits)).toBe('2');
    expect(steppedQuantity('500', -1, limits)).toBe('20');
  });
  it.each(['', 'abc', '1.5'])('steps from the fallback while the field holds %p', (value) => {
    expect(steppedQuantity(value, 1, limits)).toBe('6');
    expect(steppedQuantity(value, -1, limits)).toBe('4');
  });
});

describe('clampBuyQuantity (spec §5 in the product page and lightning buy fields)', () => {
  const bounds = { min: 5, max: 20 };

  it('clamps above the maximum at once and says the maximum', () => {
    expect(clampBuyQuantity('25', bounds, false, de)).toEqual({ value: '20', error: 'Die maximale Bestellmenge für diesen Artikel ist 20.', minimum: null });
  });

  it('leaves a value below the minimum while the shopper types ("1" on the way to "12")', () => {
    expect(clampBuyQuantity('1', bounds, false, de)).toEqual({ value: '1', error: null, minimum: null });
  });

  it('clamps below the minimum when the field is left and says the minimum', () => {
    expect(clampBuyQuantity('2', bounds, true, de)).toEqual({ value: '5', error: 'Die Mindestbestellmenge für diesen Artikel ist 5.', minimum: 5 });
    expect(clampBuyQuantity('0', bounds, true, de)).toEqual({ value: '5', error: 'Die Mindestbestellmenge für diesen Artikel ist 5.', minimum: 5 });
  });

  it('keeps a quantity within the bounds without a signal', () => {
    expect(clampBuyQuantity('12', bounds, true, de)).toEqual({ value: '12', error: null, minimum: null });
  });

  it('leaves text that is no whole number as it is (the check on sending says so)', () => {
    expect(clampBuyQuantity('', bounds, true, de)).toEqual({ value: '', error: null, minimum: null });
    expect(clampBuyQuantity('1.5', bounds, true, de)).toEqual({ value: '1.5', error: null, minimum: null });
  });

  it('caps a lightning deal field at the allowed lightning quantity', () => {
    expect(clampBuyQuantity('9', { min: 1, max: 3 }, false, translator('en-DE'))).toEqual({ value: '3', error: 'The maximum order quantity for this article is 3.', minimum: null });
  });
});
