import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutEvent } from '@tafel/checkout-machine';
import { maxLength, SHOP_ID_PATTERN, toCents } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { SetOrderCommentDocument, SetOrderNewsletterSubscribeDocument } from '@tafel/graphql-schema/upstream-client';
import { cartNotFound, validationFailed } from '../../cart/index.js';
import { AppError, badUserInput } from '../../common/app-error.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { cartChanged, checkoutRefused, type SubmitAnswer } from '../checkout-results.js';
import { fieldError } from '../../request/index.js';
import { SubmissionStarter } from '../jobs/submission-starter.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import { cartFingerprint, CheckoutUpstream, type UpstreamIdentity } from '../upstream/checkout-upstream.js';
import { ShopperCommandPipeline, type FoundCheckout } from './shopper-command.js';
import { SubmitOrderCommand } from './submit-order.command.js';

/** Upstream limit of an order comment (checkout SDL setOrderComment). */
export const ORDER_COMMENT_MAX_LENGTH = 1000;
const SUBMIT: CheckoutEvent = { type: 'order.submit' };

/** The submit event as the shopper sends it: naming the cart change the summary showed, if any. */
const submitEvent = (seenCartChangeId: string | null): CheckoutEvent => ({ type: 'order.submit', seenCartChangeId });

/** A submission that is running or done: submitting again answers it instead of a second order. */
export function isSubmittedOrSubmitting(checkout: LoadedCheckout): boolean {
  const s = checkout.snapshot;
  return s.matches('submitting') || s.matches('awaitingPaymentProvider') || s.matches('confirmed');
}

@CommandHandler(SubmitOrderCommand)
export class SubmitOrderHandler implements ICommandHandler<SubmitOrderCommand> {
  constructor(
    private readonly commands: ShopperCommandPipeline,
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
    private readonly submissions: SubmissionStarter,
  ) {}

  execute({ input, shopper }: SubmitOrderCommand): Promise<SubmitAnswer> {
    const comment = input.comment?.trim() ?? '';
    const seenCartChangeId = input.seenCartChangeId ?? null;
    return this.commands.run<SubmitAnswer>({
      name: 'SubmitOrderCommand',
      cartId: input.cartId,
      shopper,
      validate: () => {
        if (!SHOP_ID_PATTERN.test(input.expectedCartFingerprint)) throw badUserInput('expectedCartFingerprint must be the cartFingerprint of the checkout');
        if (seenCartChangeId !== null && !SHOP_ID_PATTERN.test(seenCartChangeId)) throw badUserInput('seenCartChangeId must be the id of the checkout\'s cartChangeNotice');
        const tooLong = maxLength(ORDER_COMMENT_MAX_LENGTH)(comment);
        return tooLong ? validationFailed([fieldError('comment', tooLong.messageKey, 'The comment is too long', tooLong.params)]) : null;
      },
      // A double click, a second tab, a retried request: the running or finished submission is the answer.
      check: (found) => (isSubmittedOrSubmitting(found.checkout) ? found.view() : null),
      // An unseen cart change (lightning, issue 26) is refused here: CART_CHANGE_NOT_SEEN.
      guard: () => submitEvent(seenCartChangeId),
      run: (found) => this.submit(found, input, comment, seenCartChangeId),
    });
  }

  private async submit(found: FoundCheckout, input: SubmitOrderCommand['input'], comment: string, seenCartChangeId: string | null): Promise<SubmitAnswer> {
    const { checkout, shopper } = found;
    if (!shopper.jwt) return this.sessionExpired(found);
    const identity = found.identity();
    const cartId = checkout.snapshot.context.cartId;
    try {
      // Spec §4 Submit step 2, checked here for the shopper's answer and again by the job.
      const cart = await this.upstream.cart(cartId, identity);
      if (!cart.attributes.submitted && cartFingerprint(cart) !== input.expectedCartFingerprint) {
        const outcome = await found.change({
          plan: () => [{ event: { type: 'cart.updated', articleCount: cart.details.articleCount, totalCents: toCents(cart.details.total.amount) }, optional: true }],
        });
        const answer = found.answer(outcome);
        return answer.__typename === 'Checkout' ? cartChanged(answer) : answer;
      }
      const fieldErrors = await this.saveExtras(cartId, comment, input.newsletter ?? false, identity);
      if (fieldErrors.length > 0) return validationFailed(fieldErrors);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') return cartNotFound(error.message);
      throw error;
    }

    const outcome = await this.submissions.start({
      checkout,
      event: 'order.submit',
      command: 'SubmitOrderCommand',
      actor: 'shopper',
      expectedCartFingerprint: input.expectedCartFingerprint,
      principal: { shopper: shopper.userId },
      sessionToken: shopper.jwt,
      seenCartChangeId,
    });
    if (outcome.kind === 'refused' && isSubmittedOrSubmitting(outcome.checkout)) return found.view(outcome.checkout);
    return found.answer(outcome);
  }

  /** Spec §4 Submit step 1: the comment (when given) and the newsletter subscription (when chosen). */
  private async saveExtras(cartId: string, comment: string, newsletter: boolean, identity: UpstreamIdentity): Promise<FieldError[]> {
    if (comment !== '') {
      const { setOrderComment: result } = await this.client.request(SetOrderCommentDocument, { cartId, orderComment: comment }, identity);
      if (!result.successful) return result.fieldErrors.map((e) => fieldError('comment', e.errorMessage)).concat(result.fieldErrors.length ? [] : [fieldError('comment', result.errorMessage ?? 'vue.form.error.invalidCharacters')]);
    }
    if (newsletter) await this.client.request(SetOrderNewsletterSubscribeDocument, { cartId }, identity);
    return [];
  }

  /** Without a session token nothing can be ordered (the upstream needs it): the session expired. */
  private async sessionExpired(found: FoundCheckout): Promise<SubmitAnswer> {
    const outcome = await found.change({ plan: () => [{ event: { type: 'session.expired' }, optional: true }] });
    const answer = found.answer(outcome);
    return answer.__typename === 'Checkout' ? checkoutRefused(answer, 'SESSION_EXPIRED', SUBMIT) : answer;
  }
}
