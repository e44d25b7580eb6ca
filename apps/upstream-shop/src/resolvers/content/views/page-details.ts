import type { PageDetails } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../../data/catalogue.js';
import { categoryName, hidesLeftNavigation } from '../../../data/categories.js';
import { canonicalFor, canonicalPath, categoryTitle, hreflangFor, robotsFor } from '../../../data/content/seo.js';
import { redirectTarget, type ParsedShopUrl, type Resolution } from '../../../data/content/url-resolution.js';
import type { ContentLanguage } from '../../../data/content/types.js';
import type { ShopId } from '../../../data/customers/customer-types.js';
import { categoryBreadcrumb } from '../../views/category.js';
import { productTrail } from '../../catalogue/category-name-fields.js';
import { pageAlternates, rowsView } from './grid.js';

const DESCRIPTION_MAX = 160;

/** The answer for anything that is not a page of its own: redirects, 404 and 410. */
function bare(pageType: PageDetails['pageType'], httpStatus: number, parsed: ParsedShopUrl, path: string): PageDetails {
  return {
    pageType,
    httpStatus,
    redirectUrl: null,
    title: null,
    description: null,
    robots: robotsFor(path, parsed.url, httpStatus),
    canonicalUrl: null,
    hreflang: [],
    breadcrumbs: [],
    categoryId: null,
    productId: null,
    gridPageId: null,
    activeAbTests: [],
    // Only category listings show a left navigation.
    leftNavigation: { hidden: true },
    rows: [],
  };
}

function shorten(text: string): string {
  const first = text.split(/\n\s*\n/)[0] ?? text;
  return first.length <= DESCRIPTION_MAX ? first : `${first.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** A category page's meta description in the shop's language. */
function categoryDescription(name: string, language: ContentLanguage): string {
  return language === 'en'
    ? `Buy ${name} online: a wide range for school, nursery and office – free delivery from €49.`
    : `${name} online kaufen: große Auswahl für Schule, Kita und Büro – versandkostenfrei ab 49 €.`;
}

/**
 * PageDetails for a resolved URL (see data/content/url-resolution.ts for the rules). `language`:
 * the token's; category names and the page texts the stand-in has in English follow it.
 */
export function pageDetailsView(resolution: Resolution, parsed: ParsedShopUrl, shop: ShopId, catalogue: Catalogue, language: ContentLanguage = 'de'): PageDetails {
  const path = parsed.path ?? '/';
  // One canonical form per page (content and category paths with their trailing slash), whichever form was asked.
  const canonicalKind = resolution.kind === 'home' || resolution.kind === 'content' || resolution.kind === 'category' ? resolution.kind : 'other';
  const stored = resolution.kind === 'home' || resolution.kind === 'content' ? resolution.page.path : null;
  const ok = (pageType: PageDetails['pageType']): PageDetails => ({
    ...bare(pageType, 200, parsed, path),
    canonicalUrl: canonicalFor(shop, canonicalPath(canonicalKind, path, stored), parsed.search, parsed.hash),
  });
  switch (resolution.kind) {
    case 'redirect':
      return { ...bare('redirect', resolution.status, parsed, path), redirectUrl: redirectTarget(resolution.to, parsed.search) };
    case 'gone':
      return bare('gone', 410, parsed, path);
    case 'notFound':
      return bare('notFound', 404, parsed, path);
    case 'search':
      return { ...ok('search'), title: language === 'en' ? 'Search' : 'Suche' };
    case 'app':
      return ok('app');
    case 'home':
    case 'content': {
      const { page } = resolution;
      return {
        ...ok(resolution.kind),
        title: page.title,
        description: page.description,
        hreflang: pageAlternates(page, shop),
        breadcrumbs: page.breadcrumbs.map((b) => ({ ...b })),
        gridPageId: page.pageId,
        activeAbTests: page.abTests.map((t) => ({ ...t })),
        rows: rowsView(page.rows, catalogue, shop),
      };
    }
    case 'category': {
      const category = catalogue.category(resolution.categoryId);
      if (!category) return bare('notFound', 404, parsed, path);
      const parent = category.parentId ? catalogue.category(category.parentId) : undefined;
      // The root category ("Sortiment") is no meaningful parent in a title.
      const parentName = parent && parent.parentId !== null ? categoryName(parent, language) : null;
      const name = categoryName(category, language);
      return {
        ...ok('category'),
        title: categoryTitle(name, parentName),
        description: categoryDescription(name, language),
        hreflang: hreflangFor(shop, canonicalPath('category', path)),
        breadcrumbs: categoryBreadcrumb(category, catalogue, language),
        categoryId: category.id,
        leftNavigation: { hidden: hidesLeftNavigation(category) },
      };
    }
    case 'product': {
      const product = catalogue.product(resolution.productId);
      if (!product) return bare('notFound', 404, parsed, path);
      return {
        ...ok('product'),
        title: product.name,
        description: shorten(product.description),
        // Spec §9: no canonical URL on product pages.
        canonicalUrl: null,
        hreflang: hreflangFor(shop, path),
        breadcrumbs: productTrail(product, language),
        productId: product.productId,
      };
    }
  }
}
