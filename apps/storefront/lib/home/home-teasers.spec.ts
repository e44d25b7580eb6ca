import { describe, expect, it } from '@jest/globals';
import { categoryTeasers, TEASER_CATEGORIES, teaserCategories } from './home-teasers';

const image = (url: string) => ({ url, alt: url, width: 300, height: 300 });
const node = (id: string, isSale = false, children: string[] = []) => ({ id, name: `Kategorie ${id}`, isSale, children: children.map((name) => ({ name })) });

describe('teaserCategories', () => {
  it('takes the first main categories, leaving the sale out', () => {
    const navigation = [node('10', true), node('11'), node('12'), node('13'), node('14'), node('15')];
    expect(teaserCategories(navigation).map((n) => n.id)).toEqual(['11', '12', '13', '14']);
    expect(TEASER_CATEGORIES).toBe(4);
  });

  it('takes what there is when the navigation is short or empty', () => {
    expect(teaserCategories([node('11'), node('12', true)]).map((n) => n.id)).toEqual(['11']);
    expect(teaserCategories([])).toEqual([]);
  });
});

describe('categoryTeasers', () => {
  it('pairs each category with its page: name, count, product pictures and subcategory names', () => {
    const teasers = categoryTeasers([node('11', false, ['Hefte', 'Blöcke'])], [{ totalProducts: 42, products: [{ image: image('a.jpg') }, { image: image('b.jpg') }] }]);
    expect(teasers).toEqual([{ id: '11', name: 'Kategorie 11', totalProducts: 42, images: [image('a.jpg'), image('b.jpg')], subcategories: ['Hefte', 'Blöcke'] }]);
  });

  it('leaves out a category whose page did not come (unknown category), keeping the others in order', () => {
    const page = { totalProducts: 1, products: [] };
    expect(categoryTeasers([node('11'), node('12'), node('13')], [page, null, page]).map((t) => t.id)).toEqual(['11', '13']);
  });
});
