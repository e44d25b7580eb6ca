import type { MutationResolvers, QueryResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { maxLength } from '@tafel/domain';
import { buyerReferenceProblem, CHECKOUT_KEYS, CHECKOUT_LIMITS, fieldError } from '../../data/checkout/checkout-validation.js';
import type { UpstreamContext } from '../context.js';
import { checkoutFacts, paymentFacts } from './facts.js';
import { checkoutCart } from './guards.js';
import { changed, paymentMethodView, refused } from './views.js';

export const paymentQueries: Pick<QueryResolvers<UpstreamContext>, 'getPaymentInfo'> = {
  getPaymentInfo: (_parent, { cartId }, context) => {
    const facts = checkoutFacts(context, checkoutCart(context, cartId));
    const payment = paymentFacts(context, facts);
    return {
      cartId: facts.cart.id,
      paymentMethods: payment.options.map((o) => paymentMethodView(o, payment.inEffect, facts.record.buyerReference)),
      selectedPaymentId: payment.inEffect?.paymentId ?? null,
      termsOfPayment: payment.termsOfPayment,
    };
  },
};

export const paymentMutations: Pick<MutationResolvers<UpstreamContext>, 'setSelectedPayment'> = {
  setSelectedPayment: (_parent, { cartId, paymentId, buyerReference }, context) => {
    const cart = checkoutCart(context, cartId);
    if (cart.submitted) return refused(context, cart, CHECKOUT_KEYS.orderAlreadySubmitted);
    const id = paymentId.trim();
    if (id === '') {
      return refused(context, cart, CHECKOUT_KEYS.noPaymentSelected, [fieldError('paymentId', { messageKey: CHECKOUT_KEYS.noPaymentSelected })]);
    }
    const facts = checkoutFacts(context, cart);
    const option = paymentFacts(context, facts).options.find((o) => o.paymentId === id);
    if (id.length > CHECKOUT_LIMITS.paymentId || !option?.enabled) {
      return refused(context, cart, CHECKOUT_KEYS.paymentNotAvailable, [fieldError('paymentId', { messageKey: CHECKOUT_KEYS.paymentNotAvailable })]);
    }
    const reference = (buyerReference ?? '').trim();
    // Only the e-invoice needs the reference; other methods ignore it, but it stays bounded.
    const problem = id === 'X_RECHNUNG' ? buyerReferenceProblem(reference) : maxLength(CHECKOUT_LIMITS.buyerReference)(reference);
    if (problem) return refused(context, cart, problem.messageKey, [fieldError('buyerReference', problem)]);
    context.stores.checkout.update(cart.id, { paymentId: id, buyerReference: id === 'X_RECHNUNG' ? reference : null });
    return changed(context, cart);
  },
};
