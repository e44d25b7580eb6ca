import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paysWithAmazon, type CheckoutEvent } from '@tafel/checkout-machine';
import { PAYMENT_ERROR_KEY } from '@tafel/domain';
import { CompleteAmazonPayCheckoutDocument } from '@tafel/graphql-schema/upstream-client';
import { badUserInput } from '../../common/app-error.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import type { CommonCheckoutResult } from '../checkout-access.js';
import { stepFailed, type StepFailedResult } from '../checkout-results.js';
import { fieldError } from '../../request/index.js';
import type { CheckoutView } from '../checkout-view.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { awaitedPayment, type LoadedCheckout } from '../runner/checkout-snapshot.js';
import { CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { CompleteExpressPayCommand } from './complete-express-pay.command.js';
import { ShopperCommandPipeline, type FoundCheckout } from './shopper-command.js';

const SESSION_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The buyer came back from Amazon-style pay (express, or chosen on the payment step) to the
 * confirmation page (spec §2, §4 express pay). The submission placed the order and sent the buyer
 * to Amazon (awaitingPaymentProvider); now the upstream completes the payment of that order with
 * Amazon's checkout session:
 * - completed: the order is this checkout's (submit.succeeded → confirmed);
 * - refused, and the upstream voided the unpaid order and reopened the cart (Amazon declined):
 *   the kept submit answer no longer holds and goes, the workflow records the declined payment
 *   (failed.paymentDeclined; the confirmation's gate sends the buyer back to payment);
 * - refused while the order stands (a session that is not this order's): nothing changes.
 * A confirmed Amazon-style checkout completes again idempotently (its own session succeeds,
 * another is refused; nothing changes either way).
 */
@CommandHandler(CompleteExpressPayCommand)
export class CompleteExpressPayHandler implements ICommandHandler<CompleteExpressPayCommand> {
  constructor(
    private readonly commands: ShopperCommandPipeline,
    private readonly repository: CheckoutRepository,
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
  ) {}

  async execute(command: CompleteExpressPayCommand): Promise<CommonCheckoutResult | StepFailedResult> {
    if (!SESSION_ID.test(command.checkoutSessionId)) throw badUserInput('checkoutSessionId must be 1-100 letters, digits and -');
    return this.commands.run<CommonCheckoutResult | StepFailedResult>({
      name: 'CompleteExpressPayCommand',
      cartId: command.cartId,
      shopper: command.shopper,
      run: (found) => this.complete(found, command.checkoutSessionId),
    });
  }

  private async complete(found: FoundCheckout, checkoutSessionId: string): Promise<CommonCheckoutResult | StepFailedResult> {
    const { checkout } = found;
    const view = found.view();
    const { orderId: confirmedOrder, cartId } = checkout.snapshot.context;
    // The order the submission placed and sent the buyer to Amazon for.
    const awaited = awaitedPayment(checkout)?.orderId ?? null;
    const orderId = awaited ?? confirmedOrder;
    const succeeded: CheckoutEvent = { type: 'submit.succeeded', orderId: orderId ?? '' };
    if (!paysWithAmazon(checkout.snapshot.context)) return found.refused('AMAZON_PAY_NOT_SELECTED', succeeded, view);
    if (orderId === null) return found.refused('ORDER_ID_MISSING', succeeded, view);

    const identity = found.identity();
    const { completeAmazonPayCheckout: result } = await this.client.request(CompleteAmazonPayCheckoutDocument, { checkoutSessionId, orderId }, identity);
    const key = result.errorMessage ?? PAYMENT_ERROR_KEY;
    const refused = (after: CheckoutView, message: string): StepFailedResult => stepFailed(after, 'STEP_FAILED', key, message, [fieldError('checkoutSessionId', key)]);
    if (awaited === null) return result.successful ? view : refused(view, 'Amazon Pay did not accept this checkout session for the order');

    if (result.successful) {
      return this.send(found, awaited, (current) => [{ type: 'submit.succeeded', orderId: awaited, newCartId: current.snapshot.context.newCartId }]);
    }
    // Did the upstream void the order? Then the cart is open again; otherwise the order stands.
    const cart = await this.upstream.cart(cartId, identity);
    if (cart.attributes.submitted) return refused(view, 'Amazon Pay did not accept this checkout session for the order');
    await this.repository.forgetSubmitResult(checkout.id, cartId);
    const answer = await this.send(found, awaited, () => [{ type: 'submit.failed', reason: 'PAYMENT_DECLINED', messageKey: key }]);
    return answer.__typename === 'Checkout' ? refused(answer, 'Amazon Pay declined the payment; the order was cancelled and the cart is open again') : answer;
  }

  /** Moves the workflow if it still waits for this order (another tab may have completed it meanwhile). */
  private async send(found: FoundCheckout, orderId: string, events: (current: LoadedCheckout) => CheckoutEvent[]): Promise<CommonCheckoutResult> {
    const outcome = await found.change({ fresh: true, plan: (current) => (awaitedPayment(current)?.orderId === orderId ? events(current) : []) });
    return found.answer(outcome);
  }
}
