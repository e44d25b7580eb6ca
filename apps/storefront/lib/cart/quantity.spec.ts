import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import { parseQuantityInput, steppedQuantity, validateQuantityInput } from './quantity';

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
