import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { bullErrorListener, RedisOutage } from '../redis/redis-outage.js';
import { bullConnection, bullPrefix } from './bull-connection.js';

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
      queue = new Queue(name, { connection: bullConnection(this.config, 'queues'), prefix: bullPrefix(this.config) });
      queue.on('error', bullErrorListener(this.outage, this.logger, `queue ${name}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Adds a job; a job id that exists already is a no-op (BullMQ keeps the first). */
  async add(queue: string, name: string, data: Record<string, unknown>, options: JobsOptions): Promise<void> {
    await this.queue(queue).add(name, data, options);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
  }
}
