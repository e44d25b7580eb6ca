import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueues, RUN_WORKERS } from '../../queues/index.js';
import { isRedisUnavailableError } from '../../redis/redis-errors.js';
import { RedisOutage } from '../../redis/redis-outage.js';
import { isCurrentAttempt } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { RETURN_SUBMIT_JOB, RETURN_SUBMIT_QUEUE, returnSubmitJobId, type ReturnSubmitJob } from './job-payloads.js';
import { ReturnSubmittingIndex } from './submitting-index.js';

/** How often a worker process looks for returns left submitting behind a failed job. */
export const RETURN_SUBMIT_SWEEP_MS = 60_000;
/** Submissions looked at per sweep at most, oldest first (the index holds only those not yet recorded). */
const MAX_PER_SWEEP = 500;

/** What one sweep did. */
export interface ReturnSweepResult {
  /** Submissions looked at. */
  looked: number;
  /** Jobs run again (their return was still submitting their attempt). */
  rerun: number;
}

/**
 * The way out for a return left in flow.submitting behind a failed return-submit job (its last
 * attempt failed before the outcome was recorded, e.g. Redis was away and the job could not be
 * delayed, or it stalled too often). Every worker process, at start and every minute, reads the
 * submissions started and not yet recorded (ReturnSubmittingIndex, oldest first, at most
 * MAX_PER_SWEEP) and runs again each failed job whose return is still submitting that attempt: the
 * same job id, so the same payload, which the upstream answers with its first result (no second
 * return is filed). A submission whose return moved on leaves the index. Running a job again is
 * atomic (JobQueues.rerun): of two processes sweeping at once, one moves it.
 * Jobs never enqueued are the outbox relay's business (its own sweep).
 */
@Injectable()
export class ReturnSubmitSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReturnSubmitSweep');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ReturnSweepResult> | null = null;
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly enabled: boolean,
    private readonly queues: JobQueues,
    private readonly runner: ReturnsRunner,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
    private readonly index: ReturnSubmittingIndex,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), RETURN_SUBMIT_SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** One sweep at a time per process; a failure is logged and the next sweep goes on. */
  sweep(): Promise<ReturnSweepResult> {
    this.running ??= this.sweepOnce()
      .catch((error: unknown) => {
        if (isRedisUnavailableError(error)) this.outage.report('return-submit sweep', error);
        else if (!this.closed) this.logger.warn(`return-submit sweep stopped (${error instanceof Error ? error.message : String(error)}); the next one goes on`);
        return { looked: 0, rerun: 0 };
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async sweepOnce(): Promise<ReturnSweepResult> {
    const queue = this.queues.queue(RETURN_SUBMIT_QUEUE);
    const submissions = await this.index.oldest(MAX_PER_SWEEP, Date.now() - this.config.returns.ttlMs);
    const stuck: { job: Job; data: ReturnSubmitJob }[] = [];
    for (const data of submissions) {
      if (this.closed) break;
      const record = await this.runner.load(data.workflowId);
      if (record === null || !isCurrentAttempt(record, data.attempt)) {
        await this.index.remove(data);
        continue;
      }
      // Still submitting: only a job that has failed for good is stuck (one waiting or delayed goes on by itself).
      const job = await queue.getJob(returnSubmitJobId(data.workflowId, data.attempt));
      if (job !== undefined && (await job.getState()) === 'failed') stuck.push({ job, data });
    }
    let rerun = 0;
    const spec = this.runner.definition.jobs[RETURN_SUBMIT_JOB]!;
    for (const { job, data } of stuck) {
      const jobId = job.id!;
      const options = { ...spec.options({ job: RETURN_SUBMIT_JOB, data: { ...data }, jobId }), jobId };
      const outcome = await this.queues.rerun(RETURN_SUBMIT_QUEUE, spec.name, { ...data }, options);
      if (outcome !== 'running') rerun += 1;
      this.logger.warn(`return ${data.workflowId} was still submitting attempt ${data.attempt} behind failed job ${jobId} (${job.failedReason}); ${outcome === 'running' ? 'already running again' : 'running it again'}`);
    }
    return { looked: submissions.length, rerun };
  }
}
