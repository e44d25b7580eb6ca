import { Injectable } from '@nestjs/common';
export { orderSubmitJob } from './job-payloads.js';
import type { WorkflowActor } from '../../workflow/workflow-save-script.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { CheckoutRunner, type ChangeOutcome } from '../runner/checkout-runner.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import type { CheckoutPrincipal } from '../runner/checkout-workflow.js';

export interface SubmissionStart {
  checkout: LoadedCheckout;
  /** order.submit from the summary, or submit.retry after a failure. */
  event: 'order.submit' | 'submit.retry';
  command: string;
  actor: WorkflowActor;
  /** The cart as confirmed on the summary; the job compares it with the upstream's (spec §4 Submit step 2). */
  expectedCartFingerprint: string;
  /** Who submits (the shopper who owns the checkout). */
  principal: CheckoutPrincipal;
  /** The shopper's session token for the job (kept in Redis beside the workflow, never in the job). */
  sessionToken?: string;
  /** order.submit only: the cart change the summary showed (the machine refuses the submit over an unseen one). */
  seenCartChangeId?: string | null;
}

/**
 * Starts a submission attempt: the machine counts the attempt, and the save that records it puts
 * the attempt's order-submit job in the workflow's outbox (CheckoutWorkflow.requestedJobs), which
 * is enqueued once the save committed, under a job id derived from the workflow and the attempt.
 * The job reports back with RecordSubmitResultCommand.
 */
@Injectable()
export class SubmissionStarter {
  constructor(
    private readonly runner: CheckoutRunner,
    private readonly repository: CheckoutRepository,
  ) {}

  async start(start: SubmissionStart): Promise<ChangeOutcome> {
    const { checkout } = start;
    if (start.sessionToken) await this.repository.saveSessionToken(checkout.id, start.sessionToken);
    return this.runner.change(checkout.id, {
      loaded: checkout,
      command: start.command,
      actor: start.actor,
      principal: start.principal,
      plan: () => [start.event === 'order.submit' ? { type: start.event, seenCartChangeId: start.seenCartChangeId ?? null } : { type: start.event }],
      // The job reads the fingerprint from here (a retry or replay submits the same cart).
      meta: () => ({ submittedFingerprint: start.expectedCartFingerprint }),
    });
  }
}
