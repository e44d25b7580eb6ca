import type { CategoryResolvers, QueryResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { isSortBy, SORT_OPTIONS, type Catalogue } from '../../data/catalogue.js';
import { parseFilter, type FilterInput } from '../../data/catalogue/filtering.js';
import { categoryName } from '../../data/categories.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { categoryView, navigationNode, PRODUCTS_PER_PAGE, productList } from '../views/category.js';
import { checkId, checkInt, MAX_TEXT_LENGTH } from './args.js';

const UNKNOWN_MAIN_CATEGORY = 'unbekannt';
const MAX_TREE_LEVEL = 3;

/** The category an id points at: a category itself, or the category of a product or item. */
function categoryIdOf(catalogue: Catalogue, id: string): string | null {
  if (catalogue.category(id)) return id;
  return catalogue.product(id)?.categoryId ?? catalogue.item(id)?.product.categoryId ?? null;
}

export const navigationQueries: QueryResolvers<UpstreamContext> = {
  core_category: (_parent, { id }, { catalogue, shop, language }) => {
    const category = catalogue.category(checkId(id, 'id'));
    return category ? categoryView(category, catalogue, shop, language) : null;
  },
  getNavigationModel: (_parent, _args, { catalogue, language }) => ({
    nodes: catalogue.children(catalogue.root()).map((c) => navigationNode(c, catalogue, { language })),
  }),
  getPartialNavigationById: (_parent, { categoryId }, { catalogue, language }) => {
    const category = catalogue.category(checkId(categoryId, 'categoryId'));
    return category ? navigationNode(category, catalogue, { depth: 1, language }) : null;
  },
  getNavigationTree: (_parent, { rootId, level, itemId }, { catalogue, language }) => {
    const depth = checkInt(level ?? MAX_TREE_LEVEL, 'level', 1, MAX_TREE_LEVEL);
    const root = catalogue.category(checkId(rootId, 'rootId'));
    const activeId = itemId === null || itemId === undefined ? null : categoryIdOf(catalogue, checkId(itemId, 'itemId'));
    if (!root) return null;
    const activeIds = new Set(activeId ? [catalogue.root().id, ...catalogue.breadcrumb(activeId).map((c) => c.id)] : []);
    return navigationNode(root, catalogue, { depth, activeIds, language });
  },
  getMainCategoryFromCategoryId: (_parent, { categoryId }, { catalogue, language }) => {
    // Spec §7: the caller ignores errors and falls back to 'unbekannt'; the answer does the same.
    const main = categoryId.length <= 64 ? catalogue.breadcrumb(categoryId)[0] : undefined;
    return main && main.level === 1 ? { id: main.id, name: categoryName(main, language) } : { id: null, name: UNKNOWN_MAIN_CATEGORY };
  },
};

function listingArgs(args: { offset?: number | null; limit?: number | null; sortBy?: string | null }) {
  // An explicit null argument falls back to the SDL default, like an omitted one.
  const offset = args.offset ?? 0;
  const limit = args.limit ?? PRODUCTS_PER_PAGE;
  const sortBy = args.sortBy ?? 'si';
  if (offset < 0) throw badUserInput(`offset must be 0 or more, got ${offset}.`);
  if (limit < 1 || limit > PRODUCTS_PER_PAGE) throw badUserInput(`limit must be between 1 and ${PRODUCTS_PER_PAGE}, got ${limit}.`);
  if (!isSortBy(sortBy)) throw badUserInput(`sortBy must be one of ${SORT_OPTIONS.join(', ')}; got "${sortBy.slice(0, MAX_TEXT_LENGTH)}".`);
  return { offset, limit, sortBy };
}

export const categoryFields: CategoryResolvers<UpstreamContext> = {
  products: (category, args, { catalogue, shop, language }) => {
    const { offset, limit, sortBy } = listingArgs(args);
    const parsed = parseFilter(args.filter as FilterInput | null | undefined);
    if (!parsed.ok) throw badUserInput(parsed.message);
    return productList(catalogue, category.id, offset, limit, sortBy, shop, parsed.query, language);
  },
};
