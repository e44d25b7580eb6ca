import { buildSeed } from '../seed.js';
import { applyFilter, listingFilters, parseFilter } from './filtering.js';

describe('listing filters', () => {
  const products = buildSeed().products.filter((p) => p.categoryPath[0]?.id === '100');
  const parse = (input: Parameters<typeof parseFilter>[0]) => {
    const parsed = parseFilter(input);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.query;
  };

  it('accepts filter ids and names and refuses unknown or inverted input', () => {
    expect(parse({ enumFilters: [{ id: 'Anzahl Farben', values: ['24'] }] }).enums.get('anzahl-farben')).toEqual(new Set(['24']));
    expect(parseFilter({ enumFilters: [{ id: 'gewicht', values: [] }] })).toMatchObject({ ok: false });
    expect(parseFilter({ rangeFilters: [{ id: 'preis', from: 3, to: 2 }] })).toMatchObject({ ok: false });
    expect(parseFilter({ rangeFilters: [{ id: 'bewertung', to: 5.5 }] })).toMatchObject({ ok: false });
    expect(parseFilter({ enumFilters: [{ id: 'farbe', values: Array.from({ length: 51 }, () => 'Rot') }] })).toMatchObject({ ok: false });
  });

  it('ORs values within a filter and ANDs filters, counting each filter without itself', () => {
    const query = parse({ enumFilters: [{ id: 'farbe', values: ['Blau', 'rot'] }, { id: 'marke', values: ['Stiftwerk'] }] });
    const matched = applyFilter(products, query, 'de');
    expect(matched.length).toBeGreaterThan(0);
    for (const p of matched) {
      expect(p.manufacturer).toBe('Stiftwerk');
      expect(p.facets.colours.some((c) => c === 'Blau' || c === 'Rot')).toBe(true);
    }
    const filters = listingFilters(products, query, 'de');
    const colours = filters.enumFilters.find((f) => f.id === 'farbe');
    const stiftwerk = products.filter((p) => p.manufacturer === 'Stiftwerk');
    expect(colours?.values.find((v) => v.id === 'Schwarz')?.count).toBe(stiftwerk.filter((p) => p.facets.colours.includes('Schwarz')).length);
    expect(colours?.values.filter((v) => v.selected).map((v) => v.id)).toEqual(['Blau', 'Rot']);
  });

  it('answers price and rating ranges with the selection clamped into them', () => {
    const filters = listingFilters(products, parse({ rangeFilters: [{ id: 'preis', from: 0, to: 1000 }] }), 'at');
    expect(filters.priceRange?.minSelected).toBe(filters.priceRange?.min);
    expect(filters.priceRange?.maxSelected).toBe(filters.priceRange?.max);
    expect(filters.ratingRange?.min).toBeGreaterThanOrEqual(1);
    expect(filters.ratingRange?.max).toBeLessThanOrEqual(5);
  });

  it('names the filters in the shop language, with the same ids and values', () => {
    const de = listingFilters(products, parse({}), 'b2b');
    const en = listingFilters(products, parse({}), 'b2b', 'en');
    expect(de.enumFilters.map((f) => f.name)).toEqual(expect.arrayContaining(['Marke', 'Farbe']));
    expect(en.enumFilters.map((f) => [f.id, f.name])).toEqual(expect.arrayContaining([['marke', 'Brand'], ['farbe', 'Colour']]));
    expect(en.enumFilters.map((f) => f.values)).toEqual(de.enumFilters.map((f) => f.values));
    expect([en.priceRange?.name, en.ratingRange?.name]).toEqual(['Price', 'Rating']);
    expect([de.priceRange?.name, de.ratingRange?.name]).toEqual(['Preis', 'Bewertung']);
  });
});

