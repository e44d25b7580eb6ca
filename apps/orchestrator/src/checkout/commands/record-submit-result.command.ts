import { Command } from '@nestjs/cqrs';
import type { SubmitOrderOutput } from '@tafel/checkout-machine';

/** What happened to a submission attempt, reported by the order-submit job. */
export type SubmitResultOutcome = 'recorded' | 'stale';

/** A job's result comes back into the workflow (actor: system). */
export class RecordSubmitResultCommand extends Command<SubmitResultOutcome> {
  constructor(
    public readonly workflowId: string,
    public readonly attempt: number,
    public readonly output: Exclude<SubmitOrderOutput, { kind: 'queued' }>,
  ) {
    super();
  }
}
