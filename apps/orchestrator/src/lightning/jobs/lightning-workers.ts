import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RUN_WORKERS, startQueueWorker } from '../../queues/index.js';
import { RedisOutage } from '../../redis/redis-outage.js';
import { LIGHTNING_EXPIRY_QUEUE } from './expiry-job.js';
import { LightningExpiryProcessor } from './expiry.processor.js';

/**
 * The BullMQ worker of the lightning-expiry queue, in the orchestrator process
 * (ORCHESTRATOR_WORKERS=1) or the worker entry point; several may run side by side (the processor
 * is idempotent: a stale or repeated job changes nothing).
 */
@Injectable()
export class LightningWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LightningWorkers');
  private workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly enabled: boolean,
    private readonly expiry: LightningExpiryProcessor,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.workers = [startQueueWorker(this.config, this.logger, LIGHTNING_EXPIRY_QUEUE, (job, token) => this.expiry.process(job, token), this.config.workerConcurrency, this.outage)];
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
  }
}
