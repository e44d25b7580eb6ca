import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { CheckoutEvent } from '@tafel/checkout-machine';
import { LightningCheckout, LightningReservationChangedEvent } from '../../lightning/index.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';

/**
 * The lightning reports after which the cart's lines cost the normal price again: an expiry (the
 * job's, or one a sync found), a release of held lines. Not a sync into released: the shopper
 * removed the lines, no price changed.
 */
const LOST_DEAL_PRICE: Record<string, readonly string[]> = { expired: ['reservation.expired', 'cart.synced'], released: ['reservation.released'] };
/** The checkout start's own extend reports its changes with the start (start-checkout.handler.ts). */
const CHECKOUT_START = 'ExtendLightningForCheckoutCommand';

/** Whether a reservation change took the cart's lines off the deal price (expired or released). */
export function lostDealPrices(event: Pick<LightningReservationChangedEvent, 'state' | 'command' | 'accepted'>): boolean {
  const reports = LOST_DEAL_PRICE[event.state];
  if (event.command === CHECKOUT_START || reports === undefined) return false;
  return event.accepted.some((accepted) => reports.includes(accepted.type) && accepted.state === event.state);
}

/**
 * A reservation that expired (or was released) after the checkout started: the running checkout
 * of that cart gets the cart-changed notice (EXPIRED), so the summary shows it and the order
 * needs it seen (spec session-checkout-account §4, cart changed). Without the cart's figures: the
 * submit's cart fingerprint check guards the total. A checkout past the summary ignores it; one
 * already showing an expiry is left alone (no second notice for the same loss).
 */
@EventsHandler(LightningReservationChangedEvent)
export class LightningExpiredHandler implements IEventHandler<LightningReservationChangedEvent> {
  private readonly logger = new Logger(LightningExpiredHandler.name);

  constructor(
    private readonly repository: CheckoutRepository,
    private readonly runner: CheckoutRunner,
    private readonly lightning: LightningCheckout,
  ) {}

  async handle(event: LightningReservationChangedEvent): Promise<void> {
    if (!lostDealPrices(event)) return;
    try {
      const workflowId = await this.repository.workflowIdForCart(event.cartId);
      const checkout = await this.runner.load(workflowId);
      if (checkout === null || checkout.snapshot.context.cartId !== event.cartId) return;
      // A released reservation keeps no items: the notice then names no line.
      const changedItemIds = (await this.lightning.unextended(event.cartId))?.changedItemIds ?? [];
      const change: CheckoutEvent = { type: 'cart.lightningChanged', id: randomUUID(), reasons: ['EXPIRED'], changedItemIds };
      await this.runner.change(workflowId, {
        command: 'LightningReservationChangedEvent',
        actor: 'system',
        principal: { system: true },
        loaded: checkout,
        plan: (current) => (current.snapshot.context.cartChange?.reasons.includes('EXPIRED') ? [] : [{ event: change, optional: true }]),
      });
    } catch (error) {
      // The notice is lost, not the order's safety: the submit's cart fingerprint check still catches the prices.
      this.logger.warn(`cart ${event.cartId}: expired lightning reservation not reported to its checkout (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
