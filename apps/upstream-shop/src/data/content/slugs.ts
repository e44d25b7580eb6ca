// SEO slugs of categories: /schreiben-zeichnen/ is category 100, its children nest below it
// (/schreiben-zeichnen/bleistifte-buntstifte/). The catch-all route of the storefront asks
// getPageDetailsByUrl, which answers these as category pages (spec session §2 route table).
import type { CategoryRecord } from '../types.js';

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** "Füller & Tintenroller" → "fueller-tintenroller": lower case, umlauts spelled out, a-z0-9 and '-'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug path (with trailing slash) → category id, for every category below the root. */
export function categorySlugPaths(categories: readonly CategoryRecord[]): Map<string, string> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const paths = new Map<string, string>();
  const pathOf = (category: CategoryRecord): string => {
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    const prefix = parent && parent.parentId !== null ? pathOf(parent) : '/';
    return `${prefix}${slugify(category.name)}/`;
  };
  for (const category of categories) {
    if (category.parentId === null) continue;
    const path = pathOf(category);
    const clash = paths.get(path);
    if (clash) throw new Error(`categories ${clash} and ${category.id} share the slug path ${path}`);
    paths.set(path, category.id);
  }
  return paths;
}
