import { buildCategories } from '../categories.js';
import { categorySlugPaths, slugify } from './slugs.js';

describe('slugify', () => {
  it.each([
    ['Schreiben & Zeichnen', 'schreiben-zeichnen'],
    ['Füller & Tintenroller', 'fueller-tintenroller'],
    ['Möbel & Einrichtung', 'moebel-einrichtung'],
    ['Sale %', 'sale'],
    ['Zeichen- & Tonpapier', 'zeichen-tonpapier'],
    ['Große Straße', 'grosse-strasse'],
    ['Café', 'cafe'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('categorySlugPaths', () => {
  const paths = categorySlugPaths(buildCategories());

  it('gives main categories a top-level path and nests their children', () => {
    expect(paths.get('/schreiben-zeichnen/')).toBe('100');
    expect(paths.get('/schreiben-zeichnen/bleistifte-buntstifte/')).toBe('110');
    expect(paths.get('/schreiben-zeichnen/bleistifte-buntstifte/bleistifte/')).toBe('1101');
    expect(paths.get('/sale/')).toBe('900');
  });

  it('covers every category but the root, each path lower case with a trailing slash', () => {
    expect(paths.size).toBe(buildCategories().length - 1);
    for (const path of paths.keys()) expect(path).toMatch(/^(\/[a-z0-9-]+)+\/$/);
  });

  it('refuses two categories with the same slug path', () => {
    const clash = [
      { id: '1', name: 'Root', nameEn: 'Root', parentId: null, level: 0, isSale: false, isExcludedFromNav: false, childIds: ['2', '3'] },
      { id: '2', name: 'Hefte', nameEn: 'Exercise books', parentId: '1', level: 1, isSale: false, isExcludedFromNav: false, childIds: [] },
      { id: '3', name: 'Hefte!', nameEn: 'Exercise books!', parentId: '1', level: 1, isSale: false, isExcludedFromNav: false, childIds: [] },
    ];
    expect(() => categorySlugPaths(clash)).toThrow(/share the slug path \/hefte\//);
  });
});
