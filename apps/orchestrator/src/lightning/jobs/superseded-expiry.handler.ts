import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { sameInstant } from '@tafel/lightning-machine';
import { JobQueues } from '../../queues/index.js';
import { LightningReservationChangedEvent } from '../events/lightning-events.js';
import { LIGHTNING_EXPIRY_QUEUE, lightningExpiryJobId } from './expiry-job.js';

/**
 * Removes the delayed expiry job of an end the reservation no longer has (moved by an add,
 * refresh, extend or sync; released; ordered). Best effort: a job left behind finds itself stale
 * and does nothing; a job that is running cannot be removed and needs not be.
 */
@EventsHandler(LightningReservationChangedEvent)
export class SupersededExpiryHandler implements IEventHandler<LightningReservationChangedEvent> {
  private readonly logger = new Logger('LightningExpiry');

  constructor(private readonly queues: JobQueues) {}

  async handle({ workflowId, previousExpiry, pendingExpiry }: LightningReservationChangedEvent): Promise<void> {
    if (previousExpiry === null || sameInstant(previousExpiry, pendingExpiry)) return;
    try {
      const jobId = lightningExpiryJobId({ workflowId, expiresAt: previousExpiry });
      const job = await this.queues.queue(LIGHTNING_EXPIRY_QUEUE).getJob(jobId);
      if (job !== undefined && (await job.getState()) === 'delayed') await job.remove();
    } catch (error) {
      this.logger.debug(`${workflowId}: superseded expiry job not removed (${error instanceof Error ? error.message : String(error)}); it will find itself stale`);
    }
  }
}
