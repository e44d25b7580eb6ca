import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import { variantAttributeLabel } from './variant-label';
import { deliveryTone, descriptionParagraphs, productHref, selectItem, variantLabel, variantValues } from './product';

const item = (id: string, variantInfo: { label: string; value: string }[] = []) =>
  ({ id, name: `Artikel ${id}`, variantInfo }) as never;

describe('selectItem (varid preselects an item)', () => {
  const product = { defaultItemId: 'b', items: [item('a'), item('b'), item('c')] };
  it('takes the item named by varid', () => {
    expect(selectItem(product, 'c')).toMatchObject({ id: 'c' });
    expect(selectItem(product, ['a', 'c'])).toMatchObject({ id: 'a' });
  });
  it('falls back to the default item for an unknown or missing varid', () => {
    expect(selectItem(product, 'zzz')).toMatchObject({ id: 'b' });
    expect(selectItem(product, undefined)).toMatchObject({ id: 'b' });
  });
  it('falls back to the first item when the default is missing', () => {
    expect(selectItem({ defaultItemId: 'x', items: [item('a')] }, undefined)).toMatchObject({ id: 'a' });
    expect(selectItem({ defaultItemId: 'x', items: [] }, undefined)).toBeUndefined();
  });
});

describe('variant labels', () => {
  it('joins variant values and attribute names', () => {
    const red = item('a', [
      { label: 'Farbe', value: 'Rot' },
      { label: 'Format', value: 'A4' },
    ]);
    expect(variantLabel(red)).toBe('Rot / A4');
    expect(variantAttributeLabel([red], translator('de-DE'))).toBe('Farbe / Format');
  });
  it('the variant values alone are null without a value (the data layer leaves item_variant out then)', () => {
    expect(variantValues(item('a', [{ label: 'Farbe', value: 'Rot' }]))).toBe('Rot');
    expect(variantValues(item('a'))).toBeNull();
    expect(variantValues(item('a', [{ label: 'Farbe', value: '' }]))).toBeNull();
    expect(variantLabel(item('a', [{ label: 'Farbe', value: '' }]))).toBe('Artikel a');
  });
  it('falls back to the item name and "Variante"', () => {
    expect(variantLabel(item('a'))).toBe('Artikel a');
    expect(variantAttributeLabel([item('a')], translator('de-DE'))).toBe('Variante');
    expect(variantAttributeLabel([item('a')], translator('en-DE'))).toBe('Variant');
  });
});

describe('productHref', () => {
  it('adds varid for an item', () => {
    expect(productHref('P1')).toBe('/prod/P1');
    expect(productHref('P1', 'I 2')).toBe('/prod/P1?varid=I%202');
  });
});

describe('deliveryTone', () => {
  it('accepts the three colours and maps the rest to neutral', () => {
    expect(deliveryTone('GREEN')).toBe('green');
    expect(deliveryTone('red')).toBe('red');
    expect(deliveryTone('yellow')).toBe('yellow');
    expect(deliveryTone('orange')).toBe('yellow');
    expect(deliveryTone('#00ff00')).toBe('neutral');
  });
});

describe('descriptionParagraphs', () => {
  it('splits on line breaks and drops markup', () => {
    expect(descriptionParagraphs('Erster Absatz.\n\nZweiter  Absatz.')).toEqual(['Erster Absatz.', 'Zweiter Absatz.']);
    expect(descriptionParagraphs('<p>Robust &amp; bunt</p><p>Für <b>Kinder</b></p>')).toEqual(['Robust & bunt', 'Für Kinder']);
    expect(descriptionParagraphs('   ')).toEqual([]);
  });
});
