import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { whyNot, type CheckoutEvent } from '@tafel/checkout-machine';
import { CheckoutAccess, type CommonCheckoutResult } from '../checkout-access.js';
import { checkoutNotFound, checkoutRefused } from '../checkout-results.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { awaitedPayment } from '../runner/checkout-snapshot.js';
import { CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { CancelPaymentCommand } from './cancel-payment.command.js';

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
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
    private readonly repository: CheckoutRepository,
    private readonly upstream: CheckoutUpstream,
  ) {}

  async execute(command: CancelPaymentCommand): Promise<CommonCheckoutResult> {
    const shopper = this.access.identified(command.shopper);
    const checkout = await this.access.find(command.cartId, shopper);
    if (checkout === null) return checkoutNotFound(command.cartId);
    const view = this.access.view(checkout, shopper);
    const waiting = awaitedPayment(checkout);
    if (waiting === null) return checkoutRefused(view, whyNot(checkout.snapshot, CANCELLED) ?? 'NOT_IN_THIS_STATE', CANCELLED);

    const { cartId } = checkout.snapshot.context;
    const cart = await this.upstream.cart(cartId, this.access.identity(checkout, shopper));
    if (cart.attributes.submitted) return checkoutRefused(view, 'SUBMISSION_IN_PROGRESS', CANCELLED);
    await this.repository.forgetSubmitResult(checkout.id, cartId);
    const outcome = await this.runner.change(checkout.id, {
      command: 'CancelPaymentCommand',
      actor: 'shopper',
      principal: { shopper: shopper.userId },
      // Still waiting for the same order (another tab may have confirmed or cancelled it meanwhile).
      plan: (current) => (awaitedPayment(current)?.orderId === waiting.orderId && current.snapshot.context.cartId === cartId ? [CANCELLED] : []),
    });
    if (outcome.kind === 'unchanged') return checkoutRefused(this.access.view(outcome.checkout, shopper), whyNot(outcome.checkout.snapshot, CANCELLED) ?? 'NOT_IN_THIS_STATE', CANCELLED);
    return this.access.answer(outcome, command.cartId, shopper);
  }
}
