import type { MutationResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { CHECKOUT_KEYS, CHECKOUT_LIMITS, fieldError, lineProblem, textProblem } from '../../data/checkout/checkout-validation.js';
import type { UpstreamContext } from '../context.js';
import { checkoutCart } from './guards.js';
import { changed, refused } from './views.js';

type OrderDetailMutations = Pick<MutationResolvers<UpstreamContext>, 'setOrderReference' | 'setOrderComment' | 'setOrderNewsletterSubscribe'>;

// Blank values clear the field: the storefront sends the reference only when its check is on
// (spec §5), so an empty one means "no reference".
export const orderDetailMutations: OrderDetailMutations = {
  setOrderReference: (_parent, { cartId, orderReference }, context) => {
    const cart = checkoutCart(context, cartId);
    if (cart.submitted) return refused(context, cart, CHECKOUT_KEYS.orderAlreadySubmitted);
    const value = orderReference.trim();
    const problem = lineProblem(value, CHECKOUT_LIMITS.orderReference);
    if (problem) return refused(context, cart, problem.messageKey, [fieldError('orderReference', problem)]);
    context.stores.checkout.update(cart.id, { orderReference: value === '' ? null : value });
    return changed(context, cart);
  },

  setOrderComment: (_parent, { cartId, orderComment }, context) => {
    const cart = checkoutCart(context, cartId);
    if (cart.submitted) return refused(context, cart, CHECKOUT_KEYS.orderAlreadySubmitted);
    const value = orderComment.trim();
    const problem = textProblem(value, CHECKOUT_LIMITS.orderComment);
    if (problem) return refused(context, cart, problem.messageKey, [fieldError('orderComment', problem)]);
    context.stores.checkout.update(cart.id, { orderComment: value === '' ? null : value });
    return changed(context, cart);
  },

  setOrderNewsletterSubscribe: (_parent, { cartId }, context) => {
    const cart = checkoutCart(context, cartId);
    if (cart.submitted) return refused(context, cart, CHECKOUT_KEYS.orderAlreadySubmitted);
    context.stores.checkout.update(cart.id, { newsletterSubscribe: true });
    return changed(context, cart);
  },
};
