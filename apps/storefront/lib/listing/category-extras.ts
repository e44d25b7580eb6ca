// The category page's CMS side (issue 28): which extras a listing page shows and where, the
// category navigation beside the products, and the category teasers as grid rows.
import type { ContentRow, ContentTeaser } from '@/lib/content/content';
import { NO_CELL_LAYOUT } from '@/lib/content/teaser-view';
import type { CategoryPage, NavigationNode, ProductTile } from './catalogue';

/**
 * Topseller tiles the row shows: one row on a laptop. The orchestrator sends up to 8, but each
 * tile costs HTML on a page held to the 100 kB budget (budget.json), so the row stays this short.
 */
export const TOPSELLER_TILES = 4;
/** Teasers side by side in one row at most; more wrap into further rows. */
const TEASERS_PER_ROW = 3;

export interface CategoryExtras {
  topsellers: readonly ProductTile[];
  seoText: string | null;
  teasersTop: readonly ContentTeaser[];
  teasersBottom: readonly ContentTeaser[];
}

/**
 * What a listing page shows besides its products. Topsellers, SEO text and teasers belong to the
 * category's first page: later pages are listings with their own canonical URL, and the same text
 * and teasers on each would repeat content (and weigh on every page's HTML).
 */
export function categoryExtras(category: Pick<CategoryPage, 'page' | 'topsellers' | 'seoText' | 'teasers' | 'teasersBelowSeoText'>): CategoryExtras {
  if (category.page !== 1) return { topsellers: [], seoText: null, teasersTop: [], teasersBottom: [] };
  const below = category.teasersBelowSeoText && Boolean(category.seoText);
  return {
    topsellers: category.topsellers.slice(0, TOPSELLER_TILES),
    seoText: category.seoText ?? null,
    // Below the SEO text only when there is one; otherwise they would trail after the pages.
    teasersTop: below ? [] : category.teasers,
    teasersBottom: below ? category.teasers : [],
  };
}

interface NavCategory {
  id: string;
  name: string;
  isSale: boolean;
}

/** What the category navigation links: the subcategories, or for a leaf its siblings. */
export interface CategoryNavigation {
  kind: 'children' | 'siblings';
  categories: readonly NavCategory[];
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The category navigation of a listing: none when the category hides it (leftNavigationHidden:
 * Sale, Neuheiten); else its children; a category without children shows its siblings from the
 * main navigation (the parent's children, or the main categories for a main category), so a leaf
 * keeps a way sideways. Null when there is nothing to link.
 */
export function categoryNavigation(
  category: Pick<CategoryPage, 'id' | 'children' | 'breadcrumb' | 'leftNavigationHidden'>,
  navigation: readonly NavigationNode[],
): CategoryNavigation | null {
  if (category.leftNavigationHidden) return null;
  if (category.children.length > 0) return { kind: 'children', categories: category.children };
  // The breadcrumb ends with the category itself; the crumb before it is the parent.
  const parentUrl = category.breadcrumb.length >= 2 ? category.breadcrumb[category.breadcrumb.length - 2]!.url : null;
  let siblings: readonly NavCategory[] = navigation;
  if (parentUrl) {
    const parent = navigation.flatMap((main) => [main, ...main.children]).find((node) => samePath(node.url, parentUrl));
    siblings = parent?.children ?? [];
  }
  return siblings.some((node) => node.id === category.id) ? { kind: 'siblings', categories: siblings } : null;
}

/** A category's teasers (a flat list from the CMS) as grid rows that share each row's twelve columns. */
export function teaserRows(teasers: readonly ContentTeaser[]): ContentRow[] {
  const rows: ContentRow[] = [];
  for (let start = 0; start < teasers.length; start += TEASERS_PER_ROW) {
    const chunk = teasers.slice(start, start + TEASERS_PER_ROW);
    const width = Math.floor(12 / chunk.length);
    rows.push({ y: rows.length, cells: chunk.map((teaser) => ({ width, layout: NO_CELL_LAYOUT, teaser })) });
  }
  return rows;
}
