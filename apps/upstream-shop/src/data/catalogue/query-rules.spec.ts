import { buildCategories } from '../categories.js';
import { adjustLongtail, redirectFor } from './query-rules.js';

const brands = ['Holzwurm Spielwaren', 'Stiftwerk'];

describe('query rules', () => {
  const sources = { categories: buildCategories(), exact: () => null };

  it('redirects keywords and category names, nothing else', () => {
    expect(redirectFor(' RANZEN ', sources)).toBe('/cat/610/');
    expect(redirectFor('Angebote', sources)).toBe('/cat/900/');
    expect(redirectFor('bleistifte', sources)).toBe('/cat/1101/');
    expect(redirectFor('Sortiment', sources)).toBeNull();
    expect(redirectFor('ordner blau', sources)).toBeNull();
  });

  it('splits colours, colour counts, ages and brands off the query', () => {
    expect(adjustLongtail('rote Schere', brands)).toEqual({ filters: [{ name: 'Farbe', values: ['Rot'] }], searchQuery: 'Schere' });
    expect(adjustLongtail('grüne und blaue Hefte', brands)).toEqual({ filters: [{ name: 'Farbe', values: ['Grün', 'Blau'] }], searchQuery: 'und Hefte' });
    expect(adjustLongtail('holzwurm spielwaren puzzle ab 1 jahr', brands)).toEqual({
      filters: [{ name: 'Marke', values: ['Holzwurm Spielwaren'] }, { name: 'Altersempfehlung', values: ['ab 1 Jahr'] }],
      searchQuery: 'puzzle',
    });
    expect(adjustLongtail('ordner', brands)).toEqual({ filters: [], searchQuery: 'ordner' });
    expect(adjustLongtail('24 farben', brands)).toEqual({ filters: [], searchQuery: '24 farben' });
  });
});
