import { Command } from '@nestjs/cqrs';
import type { ReturnsEvent } from '@tafel/returns-machine';

/** recorded: the attempt took the result; stale: the return was not submitting this attempt any more. */
export type ReturnSubmitResultOutcome = 'recorded' | 'stale';

/** The return-submit job reports its outcome (submit.succeeded, upstream.refused or upstream.unavailable), as the system. */
export class RecordReturnSubmitResultCommand extends Command<ReturnSubmitResultOutcome> {
  constructor(
    public readonly workflowId: string,
    public readonly attempt: number,
    public readonly event: Extract<ReturnsEvent, { type: 'submit.succeeded' | 'upstream.refused' | 'upstream.unavailable' }>,
  ) {
    super();
  }
}
