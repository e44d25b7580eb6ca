import { randomBytes } from 'node:crypto';
import type { MutationResolvers, SubmitCartResult } from '@tafel/graphql-schema/upstream-resolvers';
import { CHECKOUT_KEYS } from '../../data/checkout/checkout-validation.js';
import { buildOrder } from '../../data/checkout/order-builder.js';
import { paymentFollowUp } from '../../data/checkout/payment-follow-up.js';
import { submitCheck } from '../../data/checkout/submit-check.js';
import type { UpstreamContext } from '../context.js';
import { checkoutFacts, checkoutTotalCents, paymentFacts } from './facts.js';
import { checkoutCart, requireCustomer } from './guards.js';

const failed = (errorMessage: string, orderId: string | null = null, newCartId: string | null = null): SubmitCartResult => ({
  orderId,
  newCartId,
  redirectUrl: null,
  computopData: null,
  errorMessage,
});

export const submitMutations: Pick<MutationResolvers<UpstreamContext>, 'submitCart'> = {
  submitCart: (_parent, { cartId }, context) => {
    const { stores } = context;
    const cart = checkoutCart(context, cartId);
    // Idempotent: a repeated submit (e.g. after a lost answer) finds the order, never makes a second.
    const existing = stores.orders.findByCart(cart.id);
    if (existing || cart.submitted) return failed(CHECKOUT_KEYS.orderAlreadySubmitted, existing?.orderId ?? null, stores.checkout.get(cart.id).newCartId);
    const customer = requireCustomer(context);

    const facts = checkoutFacts(context, cart);
    const payment = paymentFacts(context, facts);
    const check = submitCheck({
      lines: facts.lines,
      billing: facts.billing,
      shipper: facts.shipper,
      speditionFields: facts.record.speditionFields,
      chosenPaymentId: facts.record.paymentId,
      payment: payment.inEffect,
      totalCents: checkoutTotalCents(facts),
    });
    if (!check.ok) return failed(check.messageKey);

    // Everything is checked: from here on the writes cannot fail half-way.
    const order = buildOrder({
      orderId: stores.checkout.nextOrderId((id) => stores.orders.get(id) !== undefined),
      returnHash: randomBytes(16).toString('hex'),
      customerId: customer.customerId,
      cartId: cart.id,
      shop: context.shop,
      orderedAt: new Date(context.now()).toISOString(),
      email: customer.email || check.billing.email || '',
      phone: check.billing.phone ?? customer.phone,
      billing: check.billing,
      delivery: facts.delivery ?? check.billing,
      paymentId: check.paymentId,
      shipper: check.shipper,
      lines: facts.lines,
      savingCents: facts.vouchers.savingCents,
      orderReference: facts.record.orderReference,
      comment: facts.record.orderComment,
    });
    stores.orders.add(order);
    context.carts.markSubmitted(cart.id);
    const next = context.carts.createFor(cart.userId);
    stores.checkout.update(cart.id, { newCartId: next.id });
    if (facts.record.newsletterSubscribe && order.email !== '') stores.newsletter.subscribe(order.email);
    // The customer continues with the new cart after the next login; a pay-with-account session ends here.
    if (stores.account.customerCarts.isCartOf(customer.customerId, cart.id)) stores.account.customerCarts.assign(customer.customerId, next.id);
    stores.account.payWithAccount.clear(cart.id);
    return { orderId: order.orderId, newCartId: next.id, ...paymentFollowUp(order), errorMessage: null };
  },
};
