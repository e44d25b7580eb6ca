import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { navigationQueries, categoryFields } from './catalogue/navigation-queries.js';
import { productQueries } from './catalogue/product-queries.js';
import { searchQueries } from './catalogue/search-queries.js';
import { categoryNameFields } from './catalogue/category-name-fields.js';
import { lightningFields } from './catalogue/lightning-fields.js';
import type { UpstreamContext } from './context.js';

/** The catalogue area: products and items, variants, reviews, search, listings and navigation. */
export const catalogueResolvers: Resolvers<UpstreamContext> = {
  Query: { ...productQueries, ...searchQueries, ...navigationQueries },
  Category: categoryFields,
  ...lightningFields,
  Product: { ...lightningFields.Product, ...categoryNameFields.Product },
  ProductTile: { ...lightningFields.ProductTile, ...categoryNameFields.ProductTile },
};
