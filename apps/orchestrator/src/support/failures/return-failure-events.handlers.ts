import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ReturnChangedEvent, ReturnPhotoFailedEvent, ReturnsRunner, ReturnSubmissionFailedEvent, ReturnSubmissionStartedEvent, ReturnSubmittedEvent } from '../../returns/index.js';
import { UPLOAD_FAILED_REASON } from './failure-category.js';
import { FailureIndex, photoEntryId, type FailureRecord } from './failure-index.js';

const logger = new Logger('SupportIndex');

async function guarded(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    // The index is a support aid: a failure to update it must never disturb the return.
    logger.warn(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The shop's order number of a return (for the list), or null when the return cannot be read. */
async function orderNumberOf(runner: ReturnsRunner, workflowId: string): Promise<string | null> {
  const order = (await runner.load(workflowId))?.snapshot.context.order;
  return order ? order.salesOrderNo || order.orderId : null;
}

/** A return's submission failed: indexed beside the failed orders, by its reason (and the field the upstream refused). */
@EventsHandler(ReturnSubmissionFailedEvent)
export class IndexFailedReturnHandler implements IEventHandler<ReturnSubmissionFailedEvent> {
  constructor(
    private readonly index: FailureIndex,
    private readonly runner: ReturnsRunner,
  ) {}

  handle(event: ReturnSubmissionFailedEvent): Promise<void> {
    return guarded(`index failed return ${event.workflowId}`, async () => {
      await this.index.recordFailure({
        kind: 'RETURN_SUBMISSION',
        workflowId: event.workflowId,
        cartId: '',
        site: event.site,
        reason: event.reason,
        messageKey: event.messageKey || null,
        field: event.field,
        attempt: event.attempt,
        state: event.state,
        orderNumber: await orderNumberOf(this.runner, event.workflowId),
        at: new Date(),
      });
    });
  }
}

/** A photo's upload failed after its job's retries: one entry per photo. */
@EventsHandler(ReturnPhotoFailedEvent)
export class IndexFailedPhotoHandler implements IEventHandler<ReturnPhotoFailedEvent> {
  constructor(
    private readonly index: FailureIndex,
    private readonly runner: ReturnsRunner,
  ) {}

  handle(event: ReturnPhotoFailedEvent): Promise<void> {
    return guarded(`index failed photo ${event.photoId} of ${event.workflowId}`, async () => {
      await this.index.recordFailure({
        kind: 'PHOTO_UPLOAD',
        id: photoEntryId(event.workflowId, event.photoId),
        workflowId: event.workflowId,
        cartId: '',
        site: event.site,
        reason: UPLOAD_FAILED_REASON,
        messageKey: event.messageKey || null,
        attempt: event.attempts,
        // The photo's own state (the list's state column), not the return's.
        state: 'failed',
        photoId: event.photoId,
        itemId: event.itemId,
        orderNumber: await orderNumberOf(this.runner, event.workflowId),
        at: new Date(),
      });
    });
  }
}

/** The return was filed (by the shopper's retry or support's replay): its failed submission is resolved. */
@EventsHandler(ReturnSubmittedEvent)
export class ResolveFailedReturnHandler implements IEventHandler<ReturnSubmittedEvent> {
  constructor(private readonly index: FailureIndex) {}

  handle(event: ReturnSubmittedEvent): Promise<void> {
    return guarded(`resolve return ${event.workflowId}`, () =>
      this.index.patch(event.workflowId, { status: 'RESOLVED', state: 'flow.submitted', rma: event.rma, attempt: event.attempt, resolvedAt: new Date().toISOString() }),
    );
  }
}

/** A submission of an indexed return started again (retry or replay). */
@EventsHandler(ReturnSubmissionStartedEvent)
export class RetriedReturnHandler implements IEventHandler<ReturnSubmissionStartedEvent> {
  constructor(private readonly index: FailureIndex) {}

  handle(event: ReturnSubmissionStartedEvent): Promise<void> {
    return guarded(`retry of return ${event.workflowId}`, () => this.index.patch(event.workflowId, { status: 'REPLAYING', state: 'flow.submitting', attempt: event.attempt }));
  }
}

// Events by which the shopper takes a failed return elsewhere (back to confirm, another order, anew).
const LEAVES_FAILURE = new Set(['return.back', 'return.restart', 'lookup.byOrder', 'lookup.byHash']);

/** What a photo event does to the photo's index entry (none for events that leave it alone). */
function photoPatch(type: string): Partial<FailureRecord> | null {
  switch (type) {
    case 'photo.retry':
      return { status: 'REPLAYING', state: 'queued' };
    case 'photo.uploaded':
      return { status: 'RESOLVED', state: 'uploaded', resolvedAt: new Date().toISOString() };
    case 'photo.remove':
      // The shopper gave up on the photo: nothing is left to replay.
      return { status: 'RESOLVED', state: 'removed', resolvedAt: new Date().toISOString() };
    default:
      return null;
  }
}

/** Keeps indexed photos' states and an indexed return's flow state while it is moved on; unindexed ones are not touched. */
@EventsHandler(ReturnChangedEvent)
export class TrackIndexedReturnHandler implements IEventHandler<ReturnChangedEvent> {
  constructor(private readonly index: FailureIndex) {}

  handle(event: ReturnChangedEvent): Promise<void> {
    return guarded(`state of return ${event.workflowId}`, async () => {
      for (const accepted of event.accepted) {
        const patch = photoPatch(accepted.type);
        const photoId = accepted.payload?.photoId;
        if (patch && typeof photoId === 'string') await this.index.patch(photoEntryId(event.workflowId, photoId), patch);
      }
      if (event.accepted.some((e) => LEAVES_FAILURE.has(e.type))) await this.index.patch(event.workflowId, { state: event.state });
    });
  }
}

export const returnFailureEventHandlers = [IndexFailedReturnHandler, IndexFailedPhotoHandler, ResolveFailedReturnHandler, RetriedReturnHandler, TrackIndexedReturnHandler];
