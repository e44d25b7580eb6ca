import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { CheckoutQueues, type LoadedCheckout, orderSubmitJob, submitJobId } from '../../checkout/index.js';
import { badUserInput } from '../../common/app-error.js';
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
export type RerunOutcome = 'rerun' | 'enqueued' | 'running';

const iso = (ms: number | undefined | null): string | null => (ms ? new Date(ms).toISOString() : null);

/**
 * The order-submit jobs of a workflow. A replay re-runs the job of the failed attempt under its
 * own id (`submit-<workflow>-<attempt>`), so the idempotent OrderSubmitProcessor sees the same
 * attempt again: it records an order the upstream already has instead of submitting twice.
 */
@Injectable()
export class SubmissionJobs {
  constructor(private readonly queues: CheckoutQueues) {}

  async job(workflowId: string, attempt: number): Promise<Job | undefined> {
    if (attempt < 1) return undefined;
    return this.queues.orderSubmit.getJob(submitJobId(workflowId, attempt));
  }

  async view(workflowId: string, attempt: number): Promise<SubmissionJobView | null> {
    const job = await this.job(workflowId, attempt);
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
   * Runs the attempt's job again: a failed or finished job is retried in place (attempts counted
   * afresh), a missing one (never enqueued, or removed) is added under the same id, and a job that
   * is waiting or running already is left alone. Retrying is atomic in BullMQ: of two replays
   * racing, one moves the job and the other finds it running.
   */
  async rerun(checkout: LoadedCheckout): Promise<RerunOutcome> {
    const attempt = checkout.snapshot.context.submissionAttempt;
    const job = await this.job(checkout.id, attempt);
    if (job === undefined) {
      // Without the fingerprint the shopper confirmed, a job could not check the cart: it would be refused.
      const fingerprint = checkout.meta.submittedFingerprint;
      if (!fingerprint) throw badUserInput(`Workflow ${checkout.id} has no submitted cart to submit again`);
      await this.queues.enqueueSubmit(orderSubmitJob(checkout, attempt, checkout.snapshot.context.cartId, fingerprint));
      return 'enqueued';
    }
    const state = await job.getState();
    if (state !== 'failed' && state !== 'completed') return 'running';
    try {
      await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
      return 'rerun';
    } catch (error) {
      // Another replay moved it first (BullMQ refuses a job no longer in that state).
      if (['failed', 'completed'].includes(await job.getState())) throw error;
      return 'running';
    }
  }
}
