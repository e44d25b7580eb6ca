import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RUN_WORKERS, startQueueWorker } from '../../queues/index.js';
import { RedisOutage } from '../../redis/redis-outage.js';
import { RETURN_SUBMIT_QUEUE } from './job-payloads.js';
import { ReturnSubmitProcessor } from './return-submit.processor.js';

/**
 * The BullMQ worker of the return-submit queue, in the orchestrator process (ORCHESTRATOR_WORKERS=1)
 * or the worker entry point; several may run side by side (the processor is idempotent). The
 * return-image-upload worker is the photos part's (returns/photos/).
 */
@Injectable()
export class ReturnsWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReturnsWorkers');
  private workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly enabled: boolean,
    private readonly submit: ReturnSubmitProcessor,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.workers = [startQueueWorker(this.config, this.logger, RETURN_SUBMIT_QUEUE, (job, token) => this.submit.process(job, token), this.config.workerConcurrency, this.outage)];
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
  }
}
