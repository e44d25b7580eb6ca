import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { UpstreamContext } from '../context.js';
import { lightningView } from './lightning-view.js';

// Lightning-deal info depends on the clock, so it is resolved per request from the context
// (context.now) wherever a product, item or tile appears, whichever area built the object.
export const lightningFields: Pick<Resolvers<UpstreamContext>, 'Product' | 'Item' | 'ProductTile'> = {
  Product: {
    lightningDealInfo: (product, _args, { catalogue, shop, now }) => lightningView(catalogue.lightningDealForProduct(product.productId), shop, now()),
  },
  Item: {
    lightningDealInfo: (item, _args, { catalogue, shop, now }) => lightningView(catalogue.lightningDealForItem(item.itemId), shop, now()),
  },
  ProductTile: {
    lightningDealInfo: (tile, _args, { catalogue, shop, now }) => lightningView(catalogue.lightningDealForProduct(tile.id), shop, now()),
  },
};
