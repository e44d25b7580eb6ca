import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CheckoutChangedEvent } from '../events/checkout-changed.event.js';
import { CheckoutRepository } from './checkout-repository.js';

/** The changes after which a kept guest session has no use: the checkout left the guest session. */
export function leavesGuestSession(event: Pick<CheckoutChangedEvent, 'state' | 'events'>): boolean {
  if (event.state === 'confirmed') return true;
  return event.events.some((e) => e.type === 'session.expired' || e.type === 'submit.succeeded' || (e.type === 'login.succeeded' && e.payload?.session !== 'guest'));
}

/**
 * Deletes the guest session kept for a checkout (CheckoutRepository.keepGuestSession) once a
 * customer logged in, the order was confirmed or the session expired. Runs in the API and the
 * worker (the worker confirms orders); the key's short TTL covers a failed delete.
 */
@EventsHandler(CheckoutChangedEvent)
export class KeptSessionCleanup implements IEventHandler<CheckoutChangedEvent> {
  private readonly logger = new Logger('KeptSessionCleanup');

  constructor(private readonly repository: CheckoutRepository) {}

  async handle(event: CheckoutChangedEvent): Promise<void> {
    if (!leavesGuestSession(event)) return;
    try {
      await this.repository.forgetGuestSession(event.workflowId);
    } catch (error) {
      this.logger.warn(`kept guest session of ${event.workflowId} not deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
