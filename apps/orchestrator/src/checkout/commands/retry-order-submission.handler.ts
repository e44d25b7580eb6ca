import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { whyNot, type CheckoutEvent } from '@tafel/checkout-machine';
import { CheckoutAccess } from '../checkout-access.js';
import { checkoutNotFound, checkoutRefused, type SubmitAnswer } from '../checkout-results.js';
import { SubmissionStarter } from '../jobs/submission-starter.js';
import { cartFingerprint, CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { RetryOrderSubmissionCommand } from './retry-order-submission.command.js';
import { isSubmittedOrSubmitting } from './submit-order.handler.js';

const RETRY: CheckoutEvent = { type: 'submit.retry' };

/**
 * A new submission attempt after the upstream was unavailable (or an internal error). It submits
 * the cart the shopper confirmed before (the fingerprint of the failed attempt), so a cart changed
 * meanwhile still ends as CART_CHANGED, never as an order of something not confirmed.
 */
@CommandHandler(RetryOrderSubmissionCommand)
export class RetryOrderSubmissionHandler implements ICommandHandler<RetryOrderSubmissionCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly upstream: CheckoutUpstream,
    private readonly submissions: SubmissionStarter,
  ) {}

  async execute({ cartId, shopper: anyShopper }: RetryOrderSubmissionCommand): Promise<SubmitAnswer> {
    const shopper = this.access.identified(anyShopper);
    const checkout = await this.access.find(cartId, shopper);
    if (checkout === null) return checkoutNotFound(cartId);
    if (isSubmittedOrSubmitting(checkout)) return this.access.view(checkout, shopper);
    const refusal = whyNot(checkout.snapshot, RETRY);
    if (refusal !== null) return checkoutRefused(this.access.view(checkout, shopper), refusal, RETRY);
    const fingerprint =
      checkout.meta.submittedFingerprint ?? cartFingerprint(await this.upstream.cart(checkout.snapshot.context.cartId, this.access.identity(checkout, shopper)));
    const outcome = await this.submissions.start({
      checkout,
      event: 'submit.retry',
      command: 'RetryOrderSubmissionCommand',
      actor: 'shopper',
      expectedCartFingerprint: fingerprint,
      principal: { shopper: shopper.userId },
      sessionToken: shopper.jwt,
    });
    if (outcome.kind === 'refused' && isSubmittedOrSubmitting(outcome.checkout)) return this.access.view(outcome.checkout, shopper);
    return this.access.answer(outcome, cartId, shopper);
  }
}
