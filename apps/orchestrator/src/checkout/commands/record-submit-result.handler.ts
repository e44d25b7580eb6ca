import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submitOutputEvent } from '@tafel/checkout-machine';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { isCurrentAttempt } from '../runner/checkout-snapshot.js';
import { RecordSubmitResultCommand, type SubmitResultOutcome } from './record-submit-result.command.js';

@CommandHandler(RecordSubmitResultCommand)
export class RecordSubmitResultHandler implements ICommandHandler<RecordSubmitResultCommand> {
  constructor(private readonly runner: CheckoutRunner) {}

  async execute(command: RecordSubmitResultCommand): Promise<SubmitResultOutcome> {
    const outcome = await this.runner.change(command.workflowId, {
      command: 'RecordSubmitResultCommand',
      actor: 'system',
      principal: { system: true },
      loaded: command.loaded,
      alongside: command.keep,
      // Only the attempt still being submitted takes the result; anything else is stale.
      when: (checkout) => isCurrentAttempt(checkout, command.attempt),
      plan: () => {
        const event = submitOutputEvent(command.output);
        return event ? [event] : [];
      },
      attempts: 5,
    });
    if (outcome.kind === 'conflict') throw outcome.error;
    return outcome.kind === 'saved' ? 'recorded' : 'stale';
  }
}
