import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { UpstreamContext } from '../context.js';
import { lightningDeals } from './deals.js';
import { renewReservation, reservationCart, reservationView } from './reservation.js';

/** Lightning deals and cart reservations (the cart_update side lives in resolvers/cart.ts). */
export const lightningResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getLightningDealReservation: (_parent, { cartId }, context) => {
      const cart = reservationCart(context, cartId);
      return reservationView(cart ? context.stores.lightning.reservation(cart.id) : undefined, context.now());
    },
    getLightningDealData: (_parent, _args, context) => lightningDeals(context),
  },
  Mutation: {
    extendLightningDealReservation: (_parent, { cartId }, context) => renewReservation(context, reservationCart(context, cartId), 'extend'),
    refreshLightningDealReservation: (_parent, { cartId }, context) => renewReservation(context, reservationCart(context, cartId), 'refresh'),
  },
};
