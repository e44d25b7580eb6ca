import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError, type Worker } from 'bullmq';
import { RUN_WORKERS, startQueueWorker } from '../../queues/index.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisOutage } from '../../redis/redis-outage.js';
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
    @Inject(RedisOutage) private readonly outage: RedisOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.worker = startQueueWorker(
      this.config,
      this.logger,
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
      2,
      this.outage,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
