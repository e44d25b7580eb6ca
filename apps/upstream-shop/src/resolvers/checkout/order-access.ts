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
  const byCustomer = order !== undefined && context.customer?.customerId === order.customerId;
  const byUser = order?.cartId != null && context.userId !== null && context.carts.get(order.cartId)?.userId === context.userId;
  if (!order || !(byCustomer || byUser)) throw new UpstreamError('NOT_FOUND', 'Order not found', ORDER_NOT_FOUND_KEY);
  return order;
}
