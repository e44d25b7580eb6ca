import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { UpstreamContext } from '../context.js';
import { addressMutations } from './addresses.js';
import { afterOrderMutations, afterOrderQueries } from './after-order.js';
import { cartFieldResolvers } from './cart-fields.js';
import { orderDetailMutations } from './order-details.js';
import { paymentMutations, paymentQueries } from './payment.js';
import { pdfFormMutations } from './pdf-form.js';
import { shippingMutations, shippingQueries } from './shipping.js';
import { submitMutations } from './submit.js';

/** The checkout area: shipping, payment, submit and what follows (checkout.graphql). */
export const checkoutResolvers: Resolvers<UpstreamContext> = {
  ...cartFieldResolvers,
  Query: { ...shippingQueries, ...paymentQueries, ...afterOrderQueries },
  Mutation: {
    ...addressMutations,
    ...shippingMutations,
    ...orderDetailMutations,
    ...paymentMutations,
    ...submitMutations,
    ...afterOrderMutations,
    ...pdfFormMutations,
  },
};
