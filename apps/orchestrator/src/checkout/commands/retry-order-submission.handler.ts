import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutEvent } from '@tafel/checkout-machine';
import type { SubmitAnswer } from '../checkout-results.js';
import { SubmissionStarter } from '../jobs/submission-starter.js';
import { cartFingerprint, CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { RetryOrderSubmissionCommand } from './retry-order-submission.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';
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
    private readonly commands: ShopperCommandPipeline,
    private readonly upstream: CheckoutUpstream,
    private readonly submissions: SubmissionStarter,
  ) {}

  execute({ cartId, shopper }: RetryOrderSubmissionCommand): Promise<SubmitAnswer> {
    return this.commands.run<SubmitAnswer>({
      name: 'RetryOrderSubmissionCommand',
      cartId,
      shopper,
      // A running or finished submission answers itself.
      check: (found) => (isSubmittedOrSubmitting(found.checkout) ? found.view() : null),
      guard: () => RETRY,
      run: async (found) => {
        const { checkout } = found;
        const fingerprint = checkout.meta.submittedFingerprint ?? cartFingerprint(await this.upstream.cart(checkout.snapshot.context.cartId, found.identity()));
        const outcome = await this.submissions.start({
          checkout,
          event: 'submit.retry',
          command: 'RetryOrderSubmissionCommand',
          actor: 'shopper',
          expectedCartFingerprint: fingerprint,
          principal: { shopper: found.shopper.userId },
          sessionToken: found.shopper.jwt,
        });
        if (outcome.kind === 'refused' && isSubmittedOrSubmitting(outcome.checkout)) return found.view(outcome.checkout);
        return found.answer(outcome);
      },
    });
  }
}
