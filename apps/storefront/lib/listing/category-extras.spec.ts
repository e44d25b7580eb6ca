import { describe, expect, it } from '@jest/globals';
import type { ContentTeaser } from '@/lib/content/content';
import type { NavigationNode, ProductTile } from './catalogue';
import { categoryExtras, categoryNavigation, teaserRows, TOPSELLER_TILES } from './category-extras';

const tile = (id: string) => ({ id }) as ProductTile;
const teaser = (id: string) => ({ id }) as ContentTeaser;
const node = (id: string, children: NavigationNode[] = []): NavigationNode => ({ id, name: `Kategorie ${id}`, url: `/cat/${id}/`, isSale: false, children: children as NavigationNode['children'] });
const crumb = (id: string) => ({ name: `Kategorie ${id}`, url: `/cat/${id}/` });

const NAVIGATION = [node('100', [node('110', [node('1101'), node('1102')]), node('120'), node('130')]), node('200'), node('900')];

describe('categoryExtras', () => {
  const page = { page: 1, topsellers: ['a', 'b', 'c', 'd', 'e', 'f'].map(tile), seoText: '<p>Text</p>', teasers: [teaser('t1')], teasersBelowSeoText: false };

  it('shows at most one row of topsellers, the SEO text and the teasers above the products on the first page', () => {
    const extras = categoryExtras(page);
    expect(extras.topsellers.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(TOPSELLER_TILES).toBe(4);
    expect(extras).toMatchObject({ seoText: '<p>Text</p>', teasersTop: [{ id: 't1' }], teasersBottom: [] });
  });

  it('puts the teasers below the SEO text when the category says so, and above when it has no text', () => {
    expect(categoryExtras({ ...page, teasersBelowSeoText: true })).toMatchObject({ teasersTop: [], teasersBottom: [{ id: 't1' }] });
    expect(categoryExtras({ ...page, teasersBelowSeoText: true, seoText: null })).toMatchObject({ teasersTop: [{ id: 't1' }], teasersBottom: [] });
  });

  it('shows none of them on later pages', () => {
    expect(categoryExtras({ ...page, page: 2 })).toEqual({ topsellers: [], seoText: null, teasersTop: [], teasersBottom: [] });
  });
});

describe('categoryNavigation', () => {
  const category = (id: string, trail: string[], children: { id: string; name: string; isSale: boolean }[] = [], leftNavigationHidden = false) => ({
    id,
    children: children as never,
    breadcrumb: trail.map(crumb),
    leftNavigationHidden,
  });

  it('links the children of a category', () => {
    const children = [{ id: '1101', name: 'Bleistifte', isSale: false }];
    expect(categoryNavigation(category('110', ['100', '110'], children), NAVIGATION)).toEqual({ kind: 'children', categories: children });
  });

  it("links a leaf's siblings: its parent's children, or the main categories", () => {
    expect(categoryNavigation(category('120', ['100', '120']), NAVIGATION)?.categories.map((c) => c.id)).toEqual(['110', '120', '130']);
    expect(categoryNavigation(category('1102', ['100', '110', '1102']), NAVIGATION)).toMatchObject({ kind: 'siblings', categories: [{ id: '1101' }, { id: '1102' }] });
    expect(categoryNavigation(category('900', ['900']), NAVIGATION)?.categories.map((c) => c.id)).toEqual(['100', '200', '900']);
  });

  it('links nothing when the category hides its navigation or is not in the navigation', () => {
    expect(categoryNavigation(category('900', ['900'], [], true), NAVIGATION)).toBeNull();
    expect(categoryNavigation(category('110', ['100', '110'], [{ id: '1101', name: 'B', isSale: false }], true), NAVIGATION)).toBeNull();
    // Neuheiten is left out of the main navigation: no siblings to show it among.
    expect(categoryNavigation(category('950', ['950']), NAVIGATION)).toBeNull();
  });
});

describe('teaserRows', () => {
  it('puts up to three teasers side by side, sharing the twelve columns', () => {
    expect(teaserRows([teaser('a')]).map((r) => r.cells.map((c) => c.width))).toEqual([[12]]);
    expect(teaserRows([teaser('a'), teaser('b')]).map((r) => r.cells.map((c) => c.width))).toEqual([[6, 6]]);
    const rows = teaserRows(['a', 'b', 'c', 'd'].map(teaser));
    expect(rows.map((r) => [r.y, r.cells.map((c) => [c.teaser.id, c.width])])).toEqual([
      [0, [['a', 4], ['b', 4], ['c', 4]]],
      [1, [['d', 12]]],
    ]);
    expect(teaserRows([])).toEqual([]);
  });
});
