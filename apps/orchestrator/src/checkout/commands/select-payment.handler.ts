import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reopenEvent, type SelectPaymentInput, type SelectPaymentOutput } from '@tafel/checkout-machine';
import { buyerReferenceProblem, NO_PAYMENT_SELECTED_KEY, requiresBuyerReference } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { SetSelectedPaymentDocument } from '@tafel/graphql-schema/upstream-client';
import { validationFailed } from '../../cart/index.js';
import { badUserInput } from '../../common/app-error.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { fieldError } from '../../request/index.js';
import type { SelectPaymentAnswer } from '../checkout-results.js';
import { StepError, stepFailure } from '../shipping/step-error.js';
import type { UpstreamIdentity } from '../upstream/checkout-upstream.js';
import { SelectPaymentCommand } from './select-payment.command.js';
import { hostActorError, ShopperCommandPipeline } from './shopper-command.js';

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
    private readonly commands: ShopperCommandPipeline,
    private readonly client: UpstreamClient,
  ) {}

  execute({ input, shopper }: SelectPaymentCommand): Promise<SelectPaymentAnswer> {
    return this.commands.run<SelectPaymentAnswer>({
      name: 'SelectPaymentCommand',
      cartId: input.cartId,
      shopper,
      validate: () => {
        if (input.paymentId.length > 40 || !/^[A-Z0-9_]*$/.test(input.paymentId)) throw badUserInput('paymentId must be a payment id such as INVOICE (A-Z, 0-9, _)');
        if ((input.buyerReference ?? '').length > 100) throw badUserInput('buyerReference must be at most 100 characters');
        const errors = paymentFormErrors(input.paymentId, input.buyerReference);
        return errors.length > 0 ? validationFailed(errors) : null;
      },
      // The machine refuses payment.select itself (with its guard reason) when it runs.
      run: async (found) => {
        const identity = found.identity();
        const outcome = await found.change({
          plan: (checkout) => {
            // From the summary the shopper changes the payment again: the machine edits the step first.
            const edit = reopenEvent(checkout.snapshot, 'payment');
            return [...(edit ? [edit] : []), { type: 'payment.select', methodId: input.paymentId, buyerReference: input.buyerReference ?? null }];
          },
          actors: { selectPayment: (step) => this.select(step, identity) },
          // The upstream selection must not run twice for one request.
          attempts: 1,
        });
        const answer = found.answer(outcome);
        const failure = hostActorError(outcome, 'selectPayment');
        if (failure !== null && answer.__typename === 'Checkout') return stepFailure(answer, failure);
        return answer;
      },
    });
  }

  private async select(step: SelectPaymentInput, identity: UpstreamIdentity): Promise<SelectPaymentOutput> {
    const variables = { cartId: step.cartId, paymentId: step.methodId, buyerReference: step.buyerReference };
    const { setSelectedPayment: result } = await this.client.request(SetSelectedPaymentDocument, variables, identity);
    if (!result.successful) {
      throw new StepError(result.errorMessage ?? NO_PAYMENT_SELECTED_KEY, result.fieldErrors.map((e) => fieldError(e.fieldName, e.errorMessage)));
    }
    return { methodId: step.methodId };
  }
}
