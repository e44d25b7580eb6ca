import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isCurrentAttempt } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { RecordReturnSubmitResultCommand, type ReturnSubmitResultOutcome } from './record-return-submit-result.command.js';

/** Records the return-submit job's outcome; only the attempt still being submitted takes it. */
@CommandHandler(RecordReturnSubmitResultCommand)
export class RecordReturnSubmitResultHandler implements ICommandHandler<RecordReturnSubmitResultCommand> {
  constructor(private readonly runner: ReturnsRunner) {}

  async execute({ workflowId, attempt, event }: RecordReturnSubmitResultCommand): Promise<ReturnSubmitResultOutcome> {
    const outcome = await this.runner.change(workflowId, {
      command: 'RecordReturnSubmitResultCommand',
      actor: 'system',
      principal: { system: true },
      when: (record) => isCurrentAttempt(record, attempt),
      plan: () => [event],
      attempts: 5,
    });
    if (outcome.kind === 'conflict') throw outcome.error;
    return outcome.kind === 'saved' ? 'recorded' : 'stale';
  }
}
