import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutEvent } from '@tafel/checkout-machine';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import { RecordSubmitResultCommand, type SubmitResultOutcome } from './record-submit-result.command.js';

/** The machine event a submission result stands for (the same mapping the machine uses for its own actor). */
export function submitResultEvent(output: RecordSubmitResultCommand['output']): CheckoutEvent {
  switch (output.kind) {
    case 'ordered':
      return { type: 'submit.succeeded', orderId: output.orderId, newCartId: output.newCartId };
    case 'redirect':
      return { type: 'submit.redirected', redirectUrl: output.redirectUrl, orderId: output.orderId ?? null, newCartId: output.newCartId ?? null };
    case 'cardPayment':
      return { type: 'submit.redirected', redirectUrl: null, computopData: output.computopData ?? null, orderId: output.orderId ?? null, newCartId: output.newCartId ?? null };
    case 'failed':
      return { type: 'submit.failed', reason: output.reason, messageKey: output.messageKey, newCartId: output.newCartId ?? null };
  }
}

/** A result only counts for the attempt that is still being submitted; anything else is stale. */
export function isCurrentAttempt(checkout: LoadedCheckout, attempt: number): boolean {
  return checkout.snapshot.matches('submitting') && checkout.snapshot.context.submissionAttempt === attempt;
}

@CommandHandler(RecordSubmitResultCommand)
export class RecordSubmitResultHandler implements ICommandHandler<RecordSubmitResultCommand> {
  constructor(private readonly runner: CheckoutRunner) {}

  async execute(command: RecordSubmitResultCommand): Promise<SubmitResultOutcome> {
    const outcome = await this.runner.change(command.workflowId, {
      command: 'RecordSubmitResultCommand',
      actor: 'system',
      authorize: (checkout) => isCurrentAttempt(checkout, command.attempt),
      plan: () => [submitResultEvent(command.output)],
      attempts: 5,
    });
    if (outcome.kind === 'conflict') throw outcome.error;
    return outcome.kind === 'saved' ? 'recorded' : 'stale';
  }
}
