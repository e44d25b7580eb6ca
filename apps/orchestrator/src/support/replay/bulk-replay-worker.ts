import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError, Worker } from 'bullmq';
import { bullConnection, bullPrefix } from '../../checkout/jobs/checkout-queues.js';
import { RUN_WORKERS } from '../../checkout/jobs/checkout-workers.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BULK_REPLAY_QUEUE, BulkReplays, parseBulkReplayJob } from './bulk-replays.js';

/** Runs bulk-replay jobs wherever the checkout workers run (API process or dist/worker.js). */
@Injectable()
export class BulkReplayWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BulkReplay');
  private worker: Worker | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly enabled: boolean,
    private readonly bulk: BulkReplays,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.worker = new Worker(
      BULK_REPLAY_QUEUE,
      async (job) => {
        let bulkId: string;
        try {
          ({ bulkId } = parseBulkReplayJob(job.data));
        } catch (error) {
          throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
        }
        await this.bulk.run(bulkId);
      },
      {
        connection: bullConnection(this.config, 'worker-bulk-replay'),
        prefix: bullPrefix(this.config),
        concurrency: 2,
        lockDuration: this.config.jobLockMs,
        stalledInterval: Math.max(500, Math.floor(this.config.jobLockMs / 2)),
        maxStalledCount: 3,
      },
    );
    this.worker.on('error', (error) => this.logger.warn(`worker: ${error.message}`));
    this.worker.on('failed', (job, error) => this.logger.warn(`bulk job ${job?.id ?? '?'} failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
