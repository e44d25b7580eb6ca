import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { CheckoutQueues, type LoadedCheckout, orderSubmitJob, submitJobId } from '../../checkout/index.js';
import { badUserInput } from '../../common/app-error.js';
import { JobQueues } from '../../queues/index.js';
import type { RerunOutcome } from '../../workflow/index.js';
import { upstreamErrorLine } from '../failures/failure-category.js';

/** The BullMQ job of one submission attempt, as support sees it. */
export interface SubmissionJobView {
  id: string;
  state: string;
  attemptsMade: number;
  maxAttempts: number;
  /** First line of the last error (no stack trace). */
  error: string | null;
  createdAt: string | null;
  processedAt: string | null;
  finishedAt: string | null;
  result: unknown;
}

/** What re-running a job did. */
export type { RerunOutcome };

const iso = (ms: number | undefined | null): string | null => (ms ? new Date(ms).toISOString() : null);

/** Any BullMQ job as support shows it (order-submit, return-submit, return-image-upload); null when gone. */
export async function jobView(job: Job | undefined | null): Promise<SubmissionJobView | null> {
  if (!job?.id) return null;
  return {
    id: job.id,
    state: await job.getState(),
    attemptsMade: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    error: upstreamErrorLine(job.failedReason),
    createdAt: iso(job.timestamp),
    processedAt: iso(job.processedOn),
    finishedAt: iso(job.finishedOn),
    result: job.returnvalue ?? null,
  };
}

/**
 * The order-submit jobs of a workflow. A replay re-runs the job of the failed attempt under its
 * own id (`submit-<workflow>-<attempt>`), so the idempotent OrderSubmitProcessor sees the same
 * attempt again: it records an order the upstream already has instead of submitting twice.
 */
@Injectable()
export class SubmissionJobs {
  constructor(
    private readonly queues: CheckoutQueues,
    private readonly jobQueues: JobQueues,
  ) {}

  async job(workflowId: string, attempt: number): Promise<Job | undefined> {
    if (attempt < 1) return undefined;
    return this.queues.orderSubmit.getJob(submitJobId(workflowId, attempt));
  }

  async view(workflowId: string, attempt: number): Promise<SubmissionJobView | null> {
    return jobView(await this.job(workflowId, attempt));
  }

  /**
   * Runs the attempt's job again (support's resume of a submission whose job stopped): a failed or
   * finished job is retried in place, a missing one added under the same id, a waiting or running
   * one left alone (JobQueues.rerun, as the outbox does for a replay).
   */
  async rerun(checkout: LoadedCheckout): Promise<RerunOutcome> {
    const attempt = checkout.snapshot.context.submissionAttempt;
    // Without the fingerprint the shopper confirmed, a job could not check the cart: it would be refused.
    const fingerprint = checkout.meta.submittedFingerprint;
    if (!fingerprint) throw badUserInput(`Workflow ${checkout.id} has no submitted cart to submit again`);
    const job = orderSubmitJob(checkout, attempt, checkout.snapshot.context.cartId, fingerprint);
    const options = this.queues.submitJobOptions(job);
    return this.jobQueues.rerun(this.queues.orderSubmit.name, 'submit', { ...job }, { ...options, jobId: options.jobId! });
  }
}
