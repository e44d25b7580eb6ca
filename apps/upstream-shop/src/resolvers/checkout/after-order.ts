import type { MutationResolvers, QueryResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { decideAmazonCompletion } from '../../data/checkout/amazon-pay.js';
import { shipperName } from '../../data/checkout/shippers.js';
import { CHECKOUT_KEYS, CHECKOUT_LIMITS } from '../../data/checkout/checkout-validation.js';
import { paymentDisplayName } from '../../data/checkout/payments.js';
import { voidUnpaidOrder } from '../../data/checkout/void-order.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { priceView } from '../views/price.js';
import { visibleOrder, visibleOrderForPayment } from './order-access.js';
import { cartAddressView } from './views.js';

// Amazon Pay checkout session ids are opaque tokens of letters, digits and dashes.
const SESSION_ID = new RegExp(`^[A-Za-z0-9-]{1,${CHECKOUT_LIMITS.checkoutSessionId}}$`);

export const afterOrderQueries: Pick<QueryResolvers<UpstreamContext>, 'getThankYouPageData'> = {
  getThankYouPageData: (_parent, { orderId }, context) => {
    const order = visibleOrder(context, orderId);
    return {
      orderId: order.orderId,
      orderedAt: order.orderedAt,
      email: order.email,
      paymentMethod: order.paymentMethod,
      paymentMethodName: paymentDisplayName(order.paymentMethod),
      totalAmount: priceView(order.totalCents),
      shippingCost: priceView(order.shippingCostCents),
      shipperName: shipperName(order.shipperCode),
      deliveryAddress: cartAddressView(order.deliveryAddress),
      billingAddress: cartAddressView(order.billingAddress),
      orderReference: order.orderReference,
      items: order.items.map((i) => ({
        lineNo: i.lineNo,
        itemId: i.itemId,
        productId: i.productId,
        name: i.name,
        sku: i.sku,
        variationText: i.variationText,
        quantity: i.orderedAmount,
        unitPrice: priceView(i.unitPriceCents),
        totalPrice: priceView(i.unitPriceCents * i.orderedAmount),
      })),
    };
  },
};

export const afterOrderMutations: Pick<MutationResolvers<UpstreamContext>, 'completeAmazonPayCheckout'> = {
  completeAmazonPayCheckout: (_parent, { checkoutSessionId, orderId }, context) => {
    if (!SESSION_ID.test(checkoutSessionId)) throw badUserInput(`checkoutSessionId must be 1 to ${CHECKOUT_LIMITS.checkoutSessionId} letters, digits or '-'.`);
    const { stores } = context;
    const { order, voided } = visibleOrderForPayment(context, orderId);
    // Only sessions the Amazon Pay page opened for this order count (see amazon-pay.ts).
    const decision = decideAmazonCompletion({
      orderId: order.orderId,
      paymentMethod: order.paymentMethod,
      voided,
      completedWith: stores.checkout.amazonCompletion(order.orderId),
      checkoutSessionId,
      session: stores.checkout.amazonSession(checkoutSessionId),
    });
    if (decision === 'complete') stores.checkout.completeAmazonOrder(order.orderId, checkoutSessionId);
    if (decision === 'complete' || decision === 'completed') return { successful: true, errorMessage: null };
    // Declined by Amazon: the unpaid order is voided and the shopper pays the same cart another way.
    if (decision === 'void') {
      voidUnpaidOrder({ orders: stores.orders, carts: context.carts, checkout: stores.checkout, customerCarts: stores.account.customerCarts }, order);
    }
    return { successful: false, errorMessage: CHECKOUT_KEYS.paymentDeclined };
  },
};
