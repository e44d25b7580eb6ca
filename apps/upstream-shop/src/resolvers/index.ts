import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { accountAreaResolvers } from './account/index.js';
import { cartResolvers } from './cart.js';
import { catalogueResolvers } from './catalogue.js';
import { checkoutResolvers } from './checkout/index.js';
import { contentResolvers } from './content/index.js';
import type { UpstreamContext } from './context.js';
import { lightningResolvers } from './lightning/index.js';
import { orderAreaResolvers } from './orders/index.js';
import { serviceFormResolvers } from './service/index.js';
import { ratingResolvers } from './ratings.js';
import { wishlistResolvers } from './wishlists/index.js';

// One resolver map per area; later areas (checkout, customers, orders, ...) are added here.
const AREAS: Resolvers<UpstreamContext>[] = [catalogueResolvers, cartResolvers, contentResolvers, ...orderAreaResolvers, ...accountAreaResolvers, checkoutResolvers, lightningResolvers, wishlistResolvers, ratingResolvers, serviceFormResolvers];

/** Merges the area maps type by type; two areas defining the same field is a programming error. */
export function buildResolvers(areas: Resolvers<UpstreamContext>[] = AREAS): Resolvers<UpstreamContext> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const area of areas) {
    for (const [typeName, fields] of Object.entries(area)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers<UpstreamContext>;
}
