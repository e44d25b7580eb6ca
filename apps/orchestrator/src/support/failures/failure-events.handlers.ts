import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ORDER_ID_UNKNOWN_CODE, ORDER_RECEIVED_KEY } from '@tafel/checkout-machine';
import { CheckoutChangedEvent, OrderIdUnknownEvent, OrderPlacedEvent, OrderSubmissionFailedEvent, OrderSubmissionStartedEvent } from '../../checkout/index.js';
import { FailureIndex } from './failure-index.js';

const logger = new Logger('SupportIndex');

async function guarded(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    // The index is a support aid: a failure to update it must never disturb the checkout.
    logger.warn(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A submission failed: it enters the support index (newest first), classified by business reason. */
@EventsHandler(OrderSubmissionFailedEvent)
export class IndexFailedSubmissionHandler implements IEventHandler<OrderSubmissionFailedEvent> {
  constructor(private readonly index: FailureIndex) {}

  handle(event: OrderSubmissionFailedEvent): Promise<void> {
    return guarded(`index failure of ${event.workflowId}`, async () => {
      await this.index.recordFailure({
        workflowId: event.workflowId,
        cartId: event.cartId,
        site: event.site,
        reason: event.reason,
        messageKey: event.messageKey,
        attempt: event.attempt,
        state: event.state,
        at: new Date(),
      });
    });
  }
}

/**
 * A submission went out and its order id stayed unknown (no failure: the order may be placed).
 * Support lists it by its own reason, ORDER_ID_UNKNOWN; a replay asks the upstream again.
 */
@EventsHandler(OrderIdUnknownEvent)
export class IndexOrderIdUnknownHandler implements IEventHandler<OrderIdUnknownEvent> {
  constructor(private readonly index: FailureIndex) {}

  handle(event: OrderIdUnknownEvent): Promise<void> {
    return guarded(`index unknown order id of ${event.workflowId}`, async () => {
      await this.index.recordFailure({
        workflowId: event.workflowId,
        cartId: event.cartId,
        site: event.site,
        reason: ORDER_ID_UNKNOWN_CODE,
        messageKey: ORDER_RECEIVED_KEY,
        attempt: event.attempt,
        state: event.state,
        at: new Date(),
      });
    });
  }
}

/** The order was placed (by a replay, a retry or the shopper): the failure is resolved. */
@EventsHandler(OrderPlacedEvent)
export class ResolveFailedSubmissionHandler implements IEventHandler<OrderPlacedEvent> {
  constructor(private readonly index: FailureIndex) {}

  handle(event: OrderPlacedEvent): Promise<void> {
    // A checkout none of whose submissions failed was never indexed: nothing to resolve.
    if (!event.failedBefore) return Promise.resolve();
    return guarded(`resolve ${event.workflowId}`, () =>
      this.index.patch(event.workflowId, { status: 'RESOLVED', state: 'confirmed', orderId: event.orderId, resolvedAt: new Date().toISOString() }),
    );
  }
}

/** The shopper retried: an indexed failure is being submitted again. */
@EventsHandler(OrderSubmissionStartedEvent)
export class RetriedSubmissionHandler implements IEventHandler<OrderSubmissionStartedEvent> {
  constructor(private readonly index: FailureIndex) {}

  handle(event: OrderSubmissionStartedEvent): Promise<void> {
    if (!event.failedBefore) return Promise.resolve();
    return guarded(`retry of ${event.workflowId}`, () => this.index.patch(event.workflowId, { status: 'REPLAYING', state: 'submitting', attempt: event.attempt }));
  }
}

// Events that take a checkout out of a failure state (the shopper moving on, or support's replay).
const LEAVES_FAILURE = new Set(['support.replay', 'checkout.restart', 'cart.updated', 'shipping.edit', 'payment.retry', 'login.succeeded']);

/** Keeps the current state of indexed workflows (the list filters by it); others are not touched. */
@EventsHandler(CheckoutChangedEvent)
export class TrackIndexedStateHandler implements IEventHandler<CheckoutChangedEvent> {
  constructor(private readonly index: FailureIndex) {}

  handle(event: CheckoutChangedEvent): Promise<void> {
    // Failures and placed orders are handled above; only the moves in between matter here.
    if (event.events.some((e) => e.type === 'submit.failed' || e.type === 'submit.succeeded' || e.type === 'submit.orderIdUnknown')) return Promise.resolve();
    if (!event.events.some((e) => LEAVES_FAILURE.has(e.type))) return Promise.resolve();
    return guarded(`state of ${event.workflowId}`, () =>
      this.index.patch(event.workflowId, { state: event.state, ...(event.state.startsWith('failed') ? {} : event.state === 'submitting' ? { status: 'REPLAYING' as const } : {}) }),
    );
  }
}

export const supportEventHandlers = [
  IndexFailedSubmissionHandler,
  IndexOrderIdUnknownHandler,
  ResolveFailedSubmissionHandler,
  RetriedSubmissionHandler,
  TrackIndexedStateHandler,
];
