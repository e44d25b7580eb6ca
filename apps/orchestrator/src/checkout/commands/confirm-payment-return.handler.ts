import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paysWithAmazon } from '@tafel/checkout-machine';
import { requireSafeId } from '../../common/ids.js';
import { checkoutRefused, type CheckoutAnswer } from '../checkout-results.js';
import { ConfirmPaymentReturnCommand } from './confirm-payment-return.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';

/**
 * Confirms the order a payment provider (PayPal page, card form) has taken care of. Only the
 * order the submission created counts: another order id changes nothing (ORDER_ID_MISSING). An
 * Amazon-style order is confirmed only by completing its payment (completeExpressPay), never by
 * its order id.
 */
@CommandHandler(ConfirmPaymentReturnCommand)
export class ConfirmPaymentReturnHandler implements ICommandHandler<ConfirmPaymentReturnCommand> {
  constructor(private readonly commands: ShopperCommandPipeline) {}

  async execute(command: ConfirmPaymentReturnCommand): Promise<CheckoutAnswer> {
    const orderId = requireSafeId('orderId', command.orderId);
    return this.commands.send({
      name: 'ConfirmPaymentReturnCommand',
      cartId: command.cartId,
      shopper: command.shopper,
      plan: (checkout) => {
        const { pendingOrderId, newCartId } = checkout.snapshot.context;
        return pendingOrderId === orderId && !paysWithAmazon(checkout.snapshot.context) ? [{ type: 'submit.succeeded', orderId, newCartId }] : [];
      },
      // Nothing was sent: not waiting for this order (a confirmed checkout of this order is fine as it is).
      answer: (result) => (result.__typename === 'Checkout' && result.orderId !== orderId ? checkoutRefused(result, 'ORDER_ID_MISSING', { type: 'submit.succeeded', orderId }) : result),
    });
  }
}
