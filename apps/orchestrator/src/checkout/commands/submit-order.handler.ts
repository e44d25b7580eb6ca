import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { whyNot, type CheckoutEvent } from '@tafel/checkout-machine';
import { maxLength, SHOP_ID_PATTERN, toCents } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { SetOrderCommentDocument, SetOrderNewsletterSubscribeDocument } from '@tafel/graphql-schema/upstream-client';
import { cartNotFound, validationFailed } from '../../cart/index.js';
import { AppError, badUserInput } from '../../common/app-error.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { CheckoutAccess, type IdentifiedShopper } from '../checkout-access.js';
import { cartChanged, checkoutNotFound, checkoutRefused, type SubmitAnswer } from '../checkout-results.js';
import { fieldError } from '../../request/index.js';
import { SubmissionStarter } from '../jobs/submission-starter.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import { cartFingerprint, CheckoutUpstream, type UpstreamIdentity } from '../upstream/checkout-upstream.js';
import { SubmitOrderCommand } from './submit-order.command.js';

/** Upstream limit of an order comment (checkout SDL setOrderComment). */
export const ORDER_COMMENT_MAX_LENGTH = 1000;
const SUBMIT: CheckoutEvent = { type: 'order.submit' };

/** A submission that is running or done: submitting again answers it instead of a second order. */
export function isSubmittedOrSubmitting(checkout: LoadedCheckout): boolean {
  const s = checkout.snapshot;
  return s.matches('submitting') || s.matches('awaitingPaymentProvider') || s.matches('confirmed');
}

@CommandHandler(SubmitOrderCommand)
export class SubmitOrderHandler implements ICommandHandler<SubmitOrderCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
    private readonly submissions: SubmissionStarter,
  ) {}

  async execute({ input, shopper: anyShopper }: SubmitOrderCommand): Promise<SubmitAnswer> {
    const shopper = this.access.identified(anyShopper);
    if (!SHOP_ID_PATTERN.test(input.expectedCartFingerprint)) throw badUserInput('expectedCartFingerprint must be the cartFingerprint of the checkout');
    const comment = input.comment?.trim() ?? '';
    const tooLong = maxLength(ORDER_COMMENT_MAX_LENGTH)(comment);
    if (tooLong) return validationFailed([fieldError('comment', tooLong.messageKey, 'The comment is too long', tooLong.params)]);

    const checkout = await this.access.find(input.cartId, shopper);
    if (checkout === null) return checkoutNotFound(input.cartId);
    // A double click, a second tab, a retried request: the running or finished submission is the answer.
    if (isSubmittedOrSubmitting(checkout)) return this.access.view(checkout, shopper);
    const refusal = whyNot(checkout.snapshot, SUBMIT);
    if (refusal !== null) return checkoutRefused(this.access.view(checkout, shopper), refusal, SUBMIT);
    if (!shopper.jwt) return this.sessionExpired(checkout, shopper);

    const identity = this.access.identity(checkout, shopper);
    const cartId = checkout.snapshot.context.cartId;
    try {
      // Spec §4 Submit step 2, checked here for the shopper's answer and again by the job.
      const cart = await this.upstream.cart(cartId, identity);
      if (!cart.attributes.submitted && cartFingerprint(cart) !== input.expectedCartFingerprint) {
        const outcome = await this.runner.change(checkout.id, {
          loaded: checkout,
          command: 'SubmitOrderCommand',
          actor: 'shopper',
          principal: { shopper: shopper.userId },
          plan: () => [{ event: { type: 'cart.updated', articleCount: cart.details.articleCount, totalCents: toCents(cart.details.total.amount) }, optional: true }],
        });
        const answer = this.access.answer(outcome, input.cartId, shopper);
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
    });
    if (outcome.kind === 'refused' && isSubmittedOrSubmitting(outcome.checkout)) return this.access.view(outcome.checkout, shopper);
    return this.access.answer(outcome, input.cartId, shopper);
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
  private async sessionExpired(checkout: LoadedCheckout, shopper: IdentifiedShopper): Promise<SubmitAnswer> {
    const outcome = await this.runner.change(checkout.id, {
      loaded: checkout,
      command: 'SubmitOrderCommand',
      actor: 'shopper',
      principal: { shopper: shopper.userId },
      plan: () => [{ event: { type: 'session.expired' }, optional: true }],
    });
    const answer = this.access.answer(outcome, checkout.snapshot.context.cartId, shopper);
    return answer.__typename === 'Checkout' ? checkoutRefused(answer, 'SESSION_EXPIRED', SUBMIT) : answer;
  }
}
