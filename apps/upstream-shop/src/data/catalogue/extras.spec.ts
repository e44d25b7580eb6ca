import { ageFromFacts, ageMonths, downloadsFor, labelsFor, warningsFor, type ExtrasInput } from './extras.js';

const input = (over: Partial<ExtrasInput>): ExtrasInput => ({ name: 'X', kind: 'blocks', mainCategoryId: '400', facts: [], energy: null, freight: false, age: null, ...over });

describe('product extras', () => {
  it('reads the age recommendation from the facts', () => {
    expect(ageFromFacts(['Mit Deckel', 'Ab 3 Jahren'])).toBe('ab 3 Jahren');
    expect(ageFromFacts(['Ab 18 Monaten'])).toBe('ab 18 Monaten');
    expect(ageFromFacts(['Ab 1 Jahr'])).toBe('ab 1 Jahr');
    expect(ageFromFacts(['Für Kinder von 3 bis 6 Jahren'])).toBe('ab 3 Jahren');
    expect(ageFromFacts(['Ab Klasse 1'])).toBe('ab Klasse 1');
    expect(ageFromFacts(['Robust'])).toBeNull();
    expect([ageMonths('ab 18 Monaten'), ageMonths('ab 3 Jahren'), ageMonths('ab Klasse 1'), ageMonths(null)]).toEqual([18, 36, 72, null]);
  });

  it('warns about small parts on toys from 3 years only', () => {
    expect(warningsFor(input({ age: 'ab 3 Jahren' })).warnings).toHaveLength(1);
    expect(warningsFor(input({ age: 'ab 18 Monaten' })).warnings).toEqual([]);
    expect(warningsFor(input({ mainCategoryId: '500', kind: 'binder' })).warnings).toEqual([]);
    expect(warningsFor(input({ mainCategoryId: '500', kind: 'laminator', name: 'Laminiergerät A4' })).dangerWarnings).toEqual(['Heiße Oberfläche während des Betriebs.']);
  });

  it('names the energy data sheet as the spec does and adds labels from the facts', () => {
    expect(downloadsFor(input({ mainCategoryId: '500', kind: 'screen', energy: 'G', name: 'Display' }))[0]).toEqual({
      id: 'produktdatenblatt', displayName: 'Energiedatenblatt', dataName: 'Produktdatenblatt', headline: 'Produktdatenblatt Display',
    });
    expect(labelsFor(input({ mainCategoryId: '200', kind: 'notebook', facts: ['Blauer Engel', 'Recyclingpapier'] })).map((l) => l.code)).toEqual(['blauer-engel', 'recycling']);
  });
});
