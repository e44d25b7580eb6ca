import { awaitsPaymentProvider, CHECKOUT_ROUTES, type CheckoutContext } from '@tafel/checkout-machine';
import { isShopId } from '@tafel/domain';

/** Spec §2 route table: the return from a card payment (the card form's way back after paying). */
export const CARD_PAYMENT_RETURN_ROUTE = '/computop/success';

/**
 * Where the return from the card form leads. While the checkout waits for a card payment: the
 * thank-you page with the order it waits for (stored with the submission; the order id of the
 * provider's return only when none was stored), which confirms it there. Otherwise the
 * thank-you page alone, whose gate decides (a confirmed order gets its id added, no order goes
 * home). A PayPal or Amazon Pay order is never confirmed by coming back here.
 */
export function cardReturnTarget(context: CheckoutContext | null, returnedOrderId?: string | null): string {
  if (!context || context.computopData === null || !awaitsPaymentProvider(context)) return CHECKOUT_ROUTES.confirmation;
  const orderId = context.pendingOrderId ?? (returnedOrderId && isShopId(returnedOrderId) ? returnedOrderId : null);
  return orderId ? `${CHECKOUT_ROUTES.confirmation}?orderId=${encodeURIComponent(orderId)}` : CHECKOUT_ROUTES.confirmation;
}
