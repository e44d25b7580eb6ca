import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Job, Worker } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RUN_WORKERS, startQueueWorker } from '../../queues/index.js';
import { RedisOutage } from '../../redis/redis-outage.js';
import { ORDER_SUBMIT_QUEUE, SPEDITION_FIELDS_QUEUE } from './job-payloads.js';
import { OrderSubmitProcessor } from './order-submit.processor.js';
import { SpeditionFieldsProcessor } from './spedition-fields.processor.js';

/**
 * The BullMQ workers of the checkout queues. They run in the orchestrator process
 * (ORCHESTRATOR_WORKERS=1) or in the separate worker entry point (dist/worker.js); several
 * processes may run them side by side. A job whose worker died is taken up again after
 * JOB_LOCK_MS (BullMQ's stalled-job check); the processors make that repeat harmless.
 */
@Injectable()
export class CheckoutWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CheckoutWorkers');
  private workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly enabled: boolean,
    private readonly orderSubmit: OrderSubmitProcessor,
    private readonly speditionFields: SpeditionFieldsProcessor,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    const start = (queue: string, process: (job: Job, token?: string) => Promise<unknown>): Worker => startQueueWorker(this.config, this.logger, queue, process, this.config.workerConcurrency, this.outage);
    this.workers = [start(ORDER_SUBMIT_QUEUE, (job, token) => this.orderSubmit.process(job, token)), start(SPEDITION_FIELDS_QUEUE, (job) => this.speditionFields.process(job))];
    this.logger.log(`Workers of ${ORDER_SUBMIT_QUEUE} and ${SPEDITION_FIELDS_QUEUE} started (concurrency ${this.config.workerConcurrency})`);
  }

  async onApplicationShutdown(): Promise<void> {
    // close() lets running jobs finish; their locks are released, nothing is left stalled.
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
  }
}
