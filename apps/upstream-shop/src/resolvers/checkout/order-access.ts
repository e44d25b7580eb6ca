import type { OrderRecord } from '../../data/orders/order-types.js';
import { UpstreamError } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { checkId } from './guards.js';

export const ORDER_NOT_FOUND_KEY = 'ishop.api.error.order_not_found';

/**
 * An order the caller may see: the customer who placed it, or the user owning the submitted cart
 * (the confirmation page right after submit). Everyone else gets the same NOT_FOUND as for an
 * unknown id, so order ids cannot be probed.
 */
export function visibleOrder(context: UpstreamContext, orderId: string): OrderRecord {
  const order = context.stores.orders.get(checkId('orderId', orderId));
  if (!order || !maySee(context, order)) throw notFound();
  return order;
}

/**
 * Like visibleOrder, but also finds an order voided after a declined payment (flagged), so a
 * payment return for it can be answered as failed instead of NOT_FOUND. Same visibility rule.
 */
export function visibleOrderForPayment(context: UpstreamContext, orderId: string): { order: OrderRecord; voided: boolean } {
  const id = checkId('orderId', orderId);
  const found = context.stores.orders.forPayment(id);
  if (!found || !maySee(context, found.order)) throw notFound();
  return found;
}

const notFound = (): UpstreamError => new UpstreamError('NOT_FOUND', 'Order not found', ORDER_NOT_FOUND_KEY);

function maySee(context: UpstreamContext, order: OrderRecord): boolean {
  const byCustomer = context.customer?.customerId === order.customerId;
  const byUser = order.cartId != null && context.userId !== null && context.carts.get(order.cartId)?.userId === context.userId;
  return byCustomer || byUser;
}
