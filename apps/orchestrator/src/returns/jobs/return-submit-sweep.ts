import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueues, RUN_WORKERS } from '../../queues/index.js';
import { isRedisUnavailableError } from '../../redis/redis-errors.js';
import { RedisOutage } from '../../redis/redis-outage.js';
import { isCurrentAttempt } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { parseReturnSubmitJob, RETURN_SUBMIT_JOB, RETURN_SUBMIT_QUEUE, type ReturnSubmitJob } from './job-payloads.js';

/** How often a worker process looks for returns left submitting behind a failed job. */
export const RETURN_SUBMIT_SWEEP_MS = 60_000;
/** Failed jobs are read in pages of this many (newest first). */
const PAGE = 200;

/** What one sweep did. */
export interface ReturnSweepResult {
  /** Failed jobs looked at. */
  looked: number;
  /** Jobs run again (their return was still submitting their attempt). */
  rerun: number;
}

/**
 * The way out for a return left in flow.submitting behind a failed return-submit job (its last
 * attempt failed before the outcome was recorded, e.g. Redis was away and the job could not be
 * delayed, it stalled too often, or an older version failed it). Every worker process, at start
 * and every minute, reads the failed return-submit jobs newer than the returns' TTL and runs
 * again each whose return is still submitting that attempt: the same job id, so the same
 * payload, which the upstream answers with its first result (no second return is filed).
 * Failed jobs whose return moved on are support's history and stay. Running a job again is
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
    const oldest = Date.now() - this.config.returns.ttlMs;
    // Collected first: running a job again takes it out of the failed set the pages are read from.
    const stuck: { job: Job; data: ReturnSubmitJob }[] = [];
    let looked = 0;
    for (let start = 0; !this.closed; start += PAGE) {
      const page = await queue.getFailed(start, start + PAGE - 1);
      let older = false;
      for (const job of page) {
        if ((job.finishedOn ?? job.timestamp) < oldest) {
          older = true;
          break;
        }
        looked += 1;
        let data: ReturnSubmitJob;
        try {
          data = parseReturnSubmitJob(job.data);
        } catch {
          continue;
        }
        const record = await this.runner.load(data.workflowId);
        if (record !== null && isCurrentAttempt(record, data.attempt)) stuck.push({ job, data });
      }
      if (older || page.length < PAGE) break;
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
    return { looked, rerun };
  }
}
