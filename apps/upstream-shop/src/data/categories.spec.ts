import { buildCategories, categoryName } from './categories.js';

describe('category names per language', () => {
  const categories = buildCategories();

  it('gives every category an English name of its own', () => {
    for (const category of categories) expect(category.nameEn.trim()).not.toBe('');
    // Only names that are the same word in both languages may repeat.
    const same = categories.filter((c) => c.name === c.nameEn).map((c) => c.name);
    expect(same).toEqual(['Sale %']);
    expect(new Set(categories.map((c) => c.nameEn)).size).toBe(categories.length);
  });

  it('answers the German name unless the language is English', () => {
    const office = categories.find((c) => c.id === '500')!;
    expect(categoryName(office, 'de')).toBe('Büro & Organisation');
    expect(categoryName(office, 'en')).toBe('Office & organisation');
  });
});
