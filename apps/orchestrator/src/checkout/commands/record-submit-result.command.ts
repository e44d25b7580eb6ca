import { Command } from '@nestjs/cqrs';
import type { SubmitOrderOutput } from '@tafel/checkout-machine';
import type { WorkflowRecordInput } from '../../workflow/workflow-save-script.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';

/** What happened to a submission attempt, reported by the order-submit job. */
export type SubmitResultOutcome = 'recorded' | 'stale';

/** A job's result comes back into the workflow (actor: system). */
export class RecordSubmitResultCommand extends Command<SubmitResultOutcome> {
  constructor(
    public readonly workflowId: string,
    public readonly attempt: number,
    public readonly output: Exclude<SubmitOrderOutput, { kind: 'queued' }>,
    /** The workflow as the job loaded it (saves reading it again; a stale one is reloaded). */
    public readonly loaded?: LoadedCheckout,
    /** The upstream's answer to keep for a repeated job, written by the same command as the result. */
    public readonly keep?: WorkflowRecordInput,
  ) {
    super();
  }
}
