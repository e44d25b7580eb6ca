import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYMENT_ERROR_KEY } from '@tafel/domain';
import { CompleteAmazonPayCheckoutDocument } from '@tafel/graphql-schema/upstream-client';
import { badUserInput } from '../../common/app-error.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { CheckoutAccess } from '../checkout-access.js';
import { checkoutNotFound, checkoutRefused, fieldError, stepFailed, type NotFoundResult, type RefusedResult, type StepFailedResult } from '../checkout-results.js';
import type { CheckoutView } from '../checkout-view.js';
import { CompleteExpressPayCommand } from './complete-express-pay.command.js';

const SESSION_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The buyer came back from Amazon-style pay to the confirmation page: the upstream binds the
 * checkout session to the order of this express checkout (the first binding wins; repeating it
 * succeeds, another session id is refused with the payment error).
 */
@CommandHandler(CompleteExpressPayCommand)
export class CompleteExpressPayHandler implements ICommandHandler<CompleteExpressPayCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly client: UpstreamClient,
  ) {}

  async execute(command: CompleteExpressPayCommand): Promise<CheckoutView | StepFailedResult | NotFoundResult | RefusedResult> {
    if (!SESSION_ID.test(command.checkoutSessionId)) throw badUserInput('checkoutSessionId must be 1-100 letters, digits and -');
    const shopper = this.access.identified(command.shopper);
    const checkout = await this.access.find(command.cartId, shopper);
    if (checkout === null) return checkoutNotFound(command.cartId);
    const view = this.access.view(checkout, shopper);
    const { orderId, expressAmazonSelected } = checkout.snapshot.context;
    if (!expressAmazonSelected) return checkoutRefused(view, 'AMAZON_PAY_NOT_SELECTED', { type: 'submit.succeeded', orderId: orderId ?? '' });
    if (orderId === null) return checkoutRefused(view, 'ORDER_ID_MISSING', { type: 'submit.succeeded', orderId: '' });
    const { completeAmazonPayCheckout: result } = await this.client.request(
      CompleteAmazonPayCheckoutDocument,
      { checkoutSessionId: command.checkoutSessionId, orderId },
      this.access.identity(checkout, shopper),
    );
    if (!result.successful) {
      const key = result.errorMessage ?? PAYMENT_ERROR_KEY;
      return stepFailed(view, 'STEP_FAILED', key, 'Amazon Pay could not complete the order', [fieldError('checkoutSessionId', key)]);
    }
    return view;
  }
}
