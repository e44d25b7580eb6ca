import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { QueueEvents, type JobsOptions, type Queue } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { bullPrefix, JobQueues, openBull } from '../../queues/index.js';
import { bullErrorListener, RedisOutage } from '../../redis/redis-outage.js';
import { submitJobId } from '../checkout-ids.js';
import { ORDER_SUBMIT_QUEUE, SPEDITION_FIELDS_QUEUE, type OrderSubmitJob, type SpeditionFieldsJob, type SpeditionFieldsResult } from './job-payloads.js';

/** Where a spedition job stood when the shipping step stopped waiting for it (BullMQ's job state). */
export interface SpeditionJobProgress {
  state: string;
  attemptsMade: number;
  failedReason: string | null;
}

/**
 * Raised when the spedition job did not finish in time; the step is not saved. Whose fault it was
 * depends on the job: never taken (still waiting) → no worker of ours runs; taken (active, or
 * waiting for a retry after a failed attempt) → the upstream call is slow or failing.
 */
export class SpeditionTimeoutError extends Error {
  readonly workerMissing: boolean;

  constructor(
    waitMs: number,
    readonly job: SpeditionJobProgress,
  ) {
    const untaken = (job.state === 'waiting' || job.state === 'prioritized' || job.state === 'delayed') && job.attemptsMade === 0;
    const why = untaken ? 'no worker took the job' : job.state === 'active' ? 'the worker is still waiting for the upstream' : `attempt ${job.attemptsMade} failed: ${job.failedReason ?? 'unknown'}`;
    super(`The spedition fields were not saved within ${waitMs} ms (job ${job.state}: ${why})`);
    this.name = 'SpeditionTimeoutError';
    this.workerMissing = untaken;
  }
}

/**
 * The checkout's queues. order-submit: retried with exponential backoff for retryable failures,
 * failed jobs kept for support (never removed), completed ones kept a week. spedition-fields:
 * the shipping step waits for its job (spec §4: spedition fields are saved first).
 */
@Injectable()
export class CheckoutQueues implements OnApplicationShutdown {
  private readonly logger = new Logger('CheckoutQueues');
  readonly orderSubmit: Queue;
  readonly speditionFields: Queue;
  private speditionEvents: QueueEvents | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
    jobQueues: JobQueues,
  ) {
    // One Queue per name per process: the outbox relay adds submit jobs to the same one.
    this.orderSubmit = jobQueues.queue(ORDER_SUBMIT_QUEUE);
    this.speditionFields = jobQueues.queue(SPEDITION_FIELDS_QUEUE);
  }

  /** Job options of a submission attempt (also used by support's replay). */
  submitJobOptions(job: OrderSubmitJob): JobsOptions {
    return {
      jobId: submitJobId(job.workflowId, job.attempt),
      attempts: this.config.submitJobAttempts,
      backoff: { type: 'exponential', delay: this.config.jobBackoffMs },
      removeOnComplete: { age: 7 * 24 * 60 * 60, count: 100_000 },
      removeOnFail: false,
    };
  }

  /** Enqueues a submission attempt; enqueueing the same attempt again is a no-op (same job id). */
  async enqueueSubmit(job: OrderSubmitJob): Promise<void> {
    await this.orderSubmit.add('submit', job, this.submitJobOptions(job));
  }

  /** Runs the spedition fields job and waits for its result (at most SPEDITION_WAIT_MS). */
  async saveSpeditionFields(job: SpeditionFieldsJob, jobId: string): Promise<SpeditionFieldsResult> {
    const events = await this.speditionQueueEvents();
    const added = await this.speditionFields.add('save', job, {
      jobId,
      attempts: 3,
      backoff: { type: 'exponential', delay: this.config.jobBackoffMs },
      removeOnComplete: { age: 24 * 60 * 60, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 60 * 60 },
    });
    try {
      return (await added.waitUntilFinished(events, this.config.speditionWaitMs)) as SpeditionFieldsResult;
    } catch (error) {
      if (error instanceof Error && /timed out|ttl/i.test(error.message)) throw new SpeditionTimeoutError(this.config.speditionWaitMs, await this.speditionProgress(jobId));
      throw error;
    }
  }

  private async speditionProgress(jobId: string): Promise<SpeditionJobProgress> {
    const job = await this.speditionFields.getJob(jobId);
    if (!job) return { state: 'unknown', attemptsMade: 0, failedReason: null };
    return { state: await job.getState(), attemptsMade: job.attemptsMade, failedReason: job.failedReason || null };
  }

  private async speditionQueueEvents(): Promise<QueueEvents> {
    if (!this.speditionEvents) {
      this.speditionEvents = openBull(this.config, 'spedition-events', (connection) => new QueueEvents(SPEDITION_FIELDS_QUEUE, { connection, prefix: bullPrefix(this.config, SPEDITION_FIELDS_QUEUE) }));
      this.speditionEvents.on('error', bullErrorListener(this.outage, this.logger, 'spedition events'));
      await this.speditionEvents.waitUntilReady();
    }
    return this.speditionEvents;
  }

  async onApplicationShutdown(): Promise<void> {
    // The queues themselves are JobQueues', closed with it.
    await Promise.allSettled([this.speditionEvents?.close()]);
  }
}
