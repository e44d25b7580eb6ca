import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { isSortBy, SORT_OPTIONS } from '../data/catalogue.js';
import { badUserInput } from '../errors.js';
import type { UpstreamContext } from './context.js';
import { categoryView, navigationNode, PRODUCTS_PER_PAGE, productList } from './views/category.js';
import { productView } from './views/product.js';

export const catalogueResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getProductById: (_parent, { productId }, { catalogue }) => {
      const product = catalogue.product(productId);
      return product ? productView(product, catalogue) : null;
    },
    core_category: (_parent, { id }, { catalogue }) => {
      const category = catalogue.category(id);
      return category ? categoryView(category, catalogue) : null;
    },
    getNavigationModel: (_parent, _args, { catalogue }) => ({
      nodes: catalogue.children(catalogue.root()).map((c) => navigationNode(c, catalogue)),
    }),
  },
  Category: {
    // An explicit null argument falls back to the SDL default, like an omitted one.
    products: (category, args, { catalogue }) => {
      const offset = args.offset ?? 0;
      const limit = args.limit ?? PRODUCTS_PER_PAGE;
      const sortBy = args.sortBy ?? 'si';
      if (offset < 0) throw badUserInput(`offset must be 0 or more, got ${offset}.`);
      if (limit < 1 || limit > PRODUCTS_PER_PAGE) throw badUserInput(`limit must be between 1 and ${PRODUCTS_PER_PAGE}, got ${limit}.`);
      if (!isSortBy(sortBy)) throw badUserInput(`sortBy must be one of ${SORT_OPTIONS.join(', ')}; got "${sortBy}".`);
      return productList(catalogue, category.id, offset, limit, sortBy);
    },
  },
};
