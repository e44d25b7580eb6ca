import { buildSeed } from '../seed.js';
import { attributesOf, selectVariant } from './variants.js';

const product = (id: string) => {
  const found = buildSeed().products.find((p) => p.productId === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

describe('variant selection', () => {
  const pen = product('10062'); // Silber, Schwarz, Petrol × EF, F, M without Petrol EF

  it('derives the attributes from the items', () => {
    expect(attributesOf(pen).map((a) => [a.name, a.values])).toEqual([
      ['farbe', ['Silber', 'Schwarz', 'Petrol']],
      ['feder', ['EF', 'F', 'M']],
    ]);
  });

  it('disables values that do not combine with the other selections', () => {
    const outcome = selectVariant(pen, [{ name: 'farbe', value: 'Petrol' }], null);
    if (!outcome.ok) throw new Error(outcome.message);
    const nib = outcome.state.attributes[1]?.options.map((o) => [o.value, o.disabled]);
    expect(nib).toEqual([['EF', true], ['F', false], ['M', false]]);
    // The colour's own options stay enabled: choosing another colour is always possible.
    expect(outcome.state.attributes[0]?.options.every((o) => !o.disabled)).toBe(true);
    expect(outcome.state.configured).toBe(false);
  });

  it('lets the newest choice win over an impossible combination', () => {
    const outcome = selectVariant(pen, [{ name: 'feder', value: 'EF' }, { name: 'farbe', value: 'Petrol' }], null);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.state.attributes[1]?.options.some((o) => o.selected)).toBe(false);
    expect(outcome.state.attributes[0]?.options.find((o) => o.value === 'Petrol')?.selected).toBe(true);
  });

  it('prefers saleable items and reports unknown input', () => {
    const shoes = product('10363'); // size 36 sold out in both colours
    const outcome = selectVariant(shoes, [{ name: 'groesse', value: '36' }], null);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.state.bestItem.variantInfo.find((v) => v.label === 'Größe')?.value).toBe('36');
    expect(selectVariant(pen, [{ name: 'farbe', value: 'Gold' }], null)).toMatchObject({ ok: false });
    expect(selectVariant(pen, [], '10401-01')).toMatchObject({ ok: false });
  });
});
