import { cleanQuery, flatten, fold, queryWords, slug, variantsOf, wordMatch, words } from './search-text.js';

describe('German-aware search text', () => {
  it('folds umlauts both ways and ß', () => {
    expect(fold('Mäppchen GRÜN Größe')).toBe('maeppchen gruen groesse');
    expect(flatten('Mäppchen Größe')).toBe('mappchen grosse');
    expect(words('Füller, Feder M')).toEqual(expect.arrayContaining(['fueller', 'fuller', 'feder', 'm']));
  });

  it('drops stop words unless nothing else is left', () => {
    expect(queryWords('Schere für Kinder')).toEqual(['schere', 'kinder']);
    expect(queryWords('für')).toEqual(['fuer']);
  });

  it('matches word starts, compounds and inflected forms', () => {
    expect(wordMatch('ordner', 'ordner')).toBe(2);
    expect(wordMatch('stifte', 'buntstifte')).toBe(1);
    expect(wordMatch('hefte', 'heft')).toBe(2);
    expect(wordMatch('a4', 'ba4')).toBe(0);
    expect(wordMatch('globus', 'ordner')).toBe(0);
    expect(variantsOf('ordnern')).toEqual(['ordnern', 'ordner']);
    expect(variantsOf('blauen')).toEqual(['blauen', 'blau', 'blaue']);
  });

  it('cleans queries and builds slugs', () => {
    expect(cleanQuery('  Blaue   Ordner ')).toBe('Blaue Ordner');
    expect(slug('Anzahl Farben')).toBe('anzahl-farben');
    expect(slug('Klassenzimmer Digital')).toBe('klassenzimmer-digital');
  });
});
