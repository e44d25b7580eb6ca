import { Injectable } from '@nestjs/common';
import type { SubmitOrderInput, SubmitOrderOutput } from '@tafel/checkout-machine';
import type { WorkflowActor } from '../../workflow/workflow-save-script.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { CheckoutRunner, type ChangeOutcome } from '../runner/checkout-runner.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import { CheckoutQueues } from './checkout-queues.js';
import type { OrderSubmitJob } from './job-payloads.js';

export interface SubmissionStart {
  checkout: LoadedCheckout;
  /** order.submit from the summary, or submit.retry after a failure. */
  event: 'order.submit' | 'submit.retry';
  command: string;
  actor: WorkflowActor;
  /** The cart as confirmed on the summary; the job compares it with the upstream's (spec §4 Submit step 2). */
  expectedCartFingerprint: string;
  /** Only a checkout passing this may be submitted. */
  authorize: (checkout: LoadedCheckout) => boolean;
  /** The shopper's session token for the job (kept in Redis beside the workflow, never in the job). */
  sessionToken?: string;
}

/** The order-submit job of one submission attempt: references only, never a token or personal data. */
export function orderSubmitJob(checkout: LoadedCheckout, attempt: number, cartId: string, expectedCartFingerprint: string): OrderSubmitJob {
  return { workflowId: checkout.id, attempt, cartId, userId: checkout.meta.owner, site: checkout.meta.site, expectedCartFingerprint };
}

/**
 * Starts a submission attempt: the machine counts the attempt and invokes its submitOrder actor,
 * which enqueues the order-submit job under a job id derived from the workflow and the attempt, so
 * a repeated enqueue of the same attempt (a retried command, a restored snapshot) is a no-op.
 * The job reports back with RecordSubmitResultCommand.
 */
@Injectable()
export class SubmissionStarter {
  constructor(
    private readonly runner: CheckoutRunner,
    private readonly queues: CheckoutQueues,
    private readonly repository: CheckoutRepository,
  ) {}

  async start(start: SubmissionStart): Promise<ChangeOutcome> {
    const { checkout } = start;
    if (start.sessionToken) await this.repository.saveSessionToken(checkout.id, start.sessionToken);
    return this.runner.change(checkout.id, {
      loaded: checkout,
      command: start.command,
      actor: start.actor,
      authorize: start.authorize,
      plan: () => [{ type: start.event }],
      actors: {
        submitOrder: async (input: SubmitOrderInput): Promise<SubmitOrderOutput> => {
          await this.queues.enqueueSubmit(orderSubmitJob(checkout, input.attempt, input.cartId, start.expectedCartFingerprint));
          return { kind: 'queued' };
        },
      },
      meta: () => ({ submittedFingerprint: start.expectedCartFingerprint }),
    });
  }
}
