import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { bullErrorListener, RedisOutage } from '../redis/redis-outage.js';
import { bullPrefix, openBull } from './bull-connection.js';

/**
 * The app's BullMQ queues by name, one Queue (and connection) per name per process, opened when
 * first used: the workflow kernel's outbox relay adds to them, features read their jobs.
 */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly logger = new Logger('JobQueues');
  private readonly queues = new Map<string, Queue>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
  ) {}

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (queue === undefined) {
      queue = openBull(this.config, `queue-${name}`, (connection) => new Queue(name, { connection, prefix: bullPrefix(this.config, name) }), 'commands');
      queue.on('error', bullErrorListener(this.outage, this.logger, `queue ${name}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Adds a job; a job id that exists already is a no-op (BullMQ keeps the first). */
  async add(queue: string, name: string, data: Record<string, unknown>, options: JobsOptions): Promise<void> {
    await this.queue(queue).add(name, data, options);
  }

  /**
   * Runs the job with this id again: a failed or finished job is retried in place (attempts
   * counted afresh), a missing one (never enqueued, or removed) is added under the same id, and a
   * job that is waiting or running already is left alone. Retrying is atomic in BullMQ: of two
   * callers racing, one moves the job and the other finds it running.
   */
  async rerun(queue: string, name: string, data: Record<string, unknown>, options: JobsOptions & { jobId: string }): Promise<'rerun' | 'enqueued' | 'running'> {
    const job = await this.queue(queue).getJob(options.jobId);
    if (job === undefined) {
      await this.queue(queue).add(name, data, options);
      return 'enqueued';
    }
    const state = await job.getState();
    if (state !== 'failed' && state !== 'completed') return 'running';
    try {
      await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
      return 'rerun';
    } catch (error) {
      // Another caller moved it first (BullMQ refuses a job no longer in that state).
      if (['failed', 'completed'].includes(await job.getState())) throw error;
      return 'running';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
  }
}
