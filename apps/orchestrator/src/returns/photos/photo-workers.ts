import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RUN_WORKERS, startQueueWorker } from '../../queues/index.js';
import { RedisOutage } from '../../redis/redis-outage.js';
import { RETURN_IMAGE_UPLOAD_QUEUE } from './photo-jobs.js';
import { PhotoUploadProcessor } from './photo-upload.processor.js';

/**
 * The worker of the return-image-upload queue, in the orchestrator (ORCHESTRATOR_WORKERS=1) or the
 * worker process, RETURN_PHOTO_CONCURRENCY jobs at once (each holds a file of up to 5 MB).
 */
@Injectable()
export class PhotoUploadWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PhotoUploadWorkers');
  private worker: Worker | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUN_WORKERS) private readonly enabled: boolean,
    private readonly processor: PhotoUploadProcessor,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    const concurrency = this.config.returnPhotos.concurrency;
    this.worker = startQueueWorker(this.config, this.logger, RETURN_IMAGE_UPLOAD_QUEUE, (job) => this.processor.process(job), concurrency, this.outage);
    // A job that fails for good outside its processor (stalled out) would leave its photo uploading.
    this.worker.on('failed', (job, error) => void this.processor.recordFinalFailure(job, error));
    this.logger.log(`Worker of ${RETURN_IMAGE_UPLOAD_QUEUE} started (concurrency ${concurrency})`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
