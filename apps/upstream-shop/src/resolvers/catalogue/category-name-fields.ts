import type { Breadcrumb, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { categoryName } from '../../data/categories.js';
import type { ContentLanguage } from '../../data/content/types.js';
import type { ProductRecord } from '../../data/types.js';
import type { UpstreamContext } from '../context.js';

/** A product's category trail (main category first), named in the shop's language. */
export function productTrail(product: Pick<ProductRecord, 'categoryPath'>, language: ContentLanguage): Breadcrumb[] {
  return product.categoryPath.map((c) => ({ displayName: categoryName(c, language), url: `/cat/${c.id}/` }));
}

// The upstream names categories per language (English for the edu-en token). A product's or a
// tile's trail is named here from the context, wherever the object was built (listing, search,
// grid, wishlist), so the views stay language-free; German answers keep the view's own trail.
export const categoryNameFields: Pick<Resolvers<UpstreamContext>, 'Product' | 'ProductTile'> = {
  Product: {
    breadcrumb: (product, _args, { catalogue, language }) => {
      const record = language === 'de' ? undefined : catalogue.product(product.productId);
      return record ? productTrail(record, language) : product.breadcrumb;
    },
  },
  ProductTile: {
    breadCrumb: (tile, _args, { catalogue, language }) => {
      const record = language === 'de' ? undefined : catalogue.product(tile.id);
      return record ? productTrail(record, language) : tile.breadCrumb;
    },
  },
};
