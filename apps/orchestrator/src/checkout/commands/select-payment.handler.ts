import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reopenEvent, type SelectPaymentInput, type SelectPaymentOutput } from '@tafel/checkout-machine';
import { buyerReferenceProblem, NO_PAYMENT_SELECTED_KEY, requiresBuyerReference } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { SetSelectedPaymentDocument } from '@tafel/graphql-schema/upstream-client';
import { validationFailed } from '../../cart/index.js';
import { badUserInput } from '../../common/app-error.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { CheckoutAccess } from '../checkout-access.js';
import { fieldError } from '../../request/index.js';
import type { SelectPaymentAnswer } from '../checkout-results.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { StepError, stepFailure } from '../shipping/step-error.js';
import type { UpstreamIdentity } from '../upstream/checkout-upstream.js';
import { SelectPaymentCommand } from './select-payment.command.js';

/** The payment form's own checks (spec §4 Payment step): a method, and for X_RECHNUNG a buyer reference. */
export function paymentFormErrors(paymentId: string, buyerReference: string | null | undefined): FieldError[] {
  if (paymentId.trim() === '') return [fieldError('paymentId', NO_PAYMENT_SELECTED_KEY, 'Select a payment method')];
  if (!requiresBuyerReference(paymentId)) return [];
  const problem = buyerReferenceProblem(buyerReference ?? '');
  return problem ? [fieldError('buyerReference', problem.messageKey, 'The buyer reference must be a Leitweg-ID')] : [];
}

@CommandHandler(SelectPaymentCommand)
export class SelectPaymentHandler implements ICommandHandler<SelectPaymentCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
    private readonly client: UpstreamClient,
  ) {}

  async execute({ input, shopper: anyShopper }: SelectPaymentCommand): Promise<SelectPaymentAnswer> {
    const shopper = this.access.identified(anyShopper);
    if (input.paymentId.length > 40 || !/^[A-Z0-9_]*$/.test(input.paymentId)) throw badUserInput('paymentId must be a payment id such as INVOICE (A-Z, 0-9, _)');
    if ((input.buyerReference ?? '').length > 100) throw badUserInput('buyerReference must be at most 100 characters');
    const errors = paymentFormErrors(input.paymentId, input.buyerReference);
    if (errors.length > 0) return validationFailed(errors);

    let failure: unknown = null;
    let identity: UpstreamIdentity | null = null;
    const workflowId = await this.access.workflowIdFor(input.cartId);
    const outcome = await this.runner.change(workflowId, {
      command: 'SelectPaymentCommand',
      actor: 'shopper',
      principal: { shopper: shopper.userId },
      plan: (checkout) => {
        identity = this.access.identity(checkout, shopper);
        // From the summary the shopper changes the payment again: the machine edits the step first.
        const edit = reopenEvent(checkout.snapshot, 'payment');
        return [...(edit ? [edit] : []), { type: 'payment.select', methodId: input.paymentId, buyerReference: input.buyerReference ?? null }];
      },
      actors: {
        selectPayment: async (step: SelectPaymentInput): Promise<SelectPaymentOutput> => {
          try {
            const variables = { cartId: step.cartId, paymentId: step.methodId, buyerReference: step.buyerReference };
            const { setSelectedPayment: result } = await this.client.request(SetSelectedPaymentDocument, variables, identity ?? undefined);
            if (!result.successful) {
              throw new StepError(result.errorMessage ?? NO_PAYMENT_SELECTED_KEY, result.fieldErrors.map((e) => fieldError(e.fieldName, e.errorMessage)));
            }
            return { methodId: step.methodId };
          } catch (error) {
            failure = error;
            throw error;
          }
        },
      },
      // The upstream selection must not run twice for one request.
      attempts: 1,
    });
    // The owner's request (authorize above) carried its token: a kept guest session holding it goes.
    if ('checkout' in outcome) await this.access.tokenPresented(outcome.checkout, shopper);
    const answer = this.access.answer(outcome, input.cartId, shopper);
    if (failure !== null && answer.__typename === 'Checkout') return stepFailure(answer, failure);
    return answer;
  }
}
