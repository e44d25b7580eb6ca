import type { Logger } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type { AppConfig } from '../config/config.js';
import { bullErrorListener, type RedisOutage } from '../redis/redis-outage.js';
import { bullPrefix, openBull } from './bull-connection.js';

/**
 * A BullMQ worker of one of the app's queues, with the app's lock settings: a job whose worker
 * died is taken up again after JOB_LOCK_MS (stalled-job check), at most 3 times. Errors and
 * failed jobs are logged (a Redis that is away once per outage, through `outage`).
 */
export function startQueueWorker(config: AppConfig, logger: Logger, queue: string, process: (job: Job, token?: string) => Promise<unknown>, concurrency: number, outage: RedisOutage): Worker {
  const worker = openBull(config, `worker-${queue}`, (connection) =>
    new Worker(queue, process, {
      connection,
      prefix: bullPrefix(config, queue),
      concurrency,
      lockDuration: config.jobLockMs,
      stalledInterval: Math.max(500, Math.floor(config.jobLockMs / 2)),
      maxStalledCount: 3,
    }),
  );
  worker.on('error', bullErrorListener(outage, logger, `${queue} worker`));
  worker.on('failed', (job, error) => {
    if (job) logger.warn(`${queue} job ${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`);
  });
  return worker;
}
