import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutEvent } from '@tafel/checkout-machine';
import type { CommonCheckoutResult } from '../checkout-access.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { awaitedPayment } from '../runner/checkout-snapshot.js';
import { CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { CancelPaymentCommand } from './cancel-payment.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';

const CANCELLED: CheckoutEvent = { type: 'payment.cancelled' };

/**
 * The buyer cancelled the payment on the provider's page and came back to the payment step (spec
 * §4: a cancelPayment query). The provider page has the upstream take the unpaid order back; the
 * workflow believes that only when the upstream says so:
 * - the cart is open again: the order was taken back. The kept submit answer (that order) goes,
 *   and the checkout returns to the payment step with no payment chosen (payment.cancelled); the
 *   next submission is a new attempt that places a new order;
 * - the cart is still submitted: the order stands (paid, or never cancelled, e.g. a hand-made
 *   URL). Nothing changes: SUBMISSION_IN_PROGRESS.
 * Only a checkout waiting for a payment provider can cancel; others answer the machine's reason.
 */
@CommandHandler(CancelPaymentCommand)
export class CancelPaymentHandler implements ICommandHandler<CancelPaymentCommand> {
  constructor(
    private readonly commands: ShopperCommandPipeline,
    private readonly repository: CheckoutRepository,
    private readonly upstream: CheckoutUpstream,
  ) {}

  execute(command: CancelPaymentCommand): Promise<CommonCheckoutResult> {
    return this.commands.run({
      name: 'CancelPaymentCommand',
      cartId: command.cartId,
      shopper: command.shopper,
      run: async (found) => {
        const waiting = awaitedPayment(found.checkout);
        if (waiting === null) return found.refusedBy(CANCELLED);
        const { cartId } = found.checkout.snapshot.context;
        const cart = await this.upstream.cart(cartId, found.identity());
        if (cart.attributes.submitted) return found.refused('SUBMISSION_IN_PROGRESS', CANCELLED);
        await this.repository.forgetSubmitResult(found.checkout.id, cartId);
        const outcome = await found.change({
          fresh: true,
          // Still waiting for the same order (another tab may have confirmed or cancelled it meanwhile).
          plan: (current) => (awaitedPayment(current)?.orderId === waiting.orderId && current.snapshot.context.cartId === cartId ? [CANCELLED] : []),
        });
        if (outcome.kind === 'unchanged') return found.refusedBy(CANCELLED, outcome.checkout);
        return found.answer(outcome);
      },
    });
  }
}
