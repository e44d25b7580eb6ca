import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { LightningCheckout } from '../../lightning/index.js';
import { OrderPlacedEvent } from '../events/order-placed.event.js';

/**
 * The checkout placed a cart's order (wherever the order-submit job ran): the cart's lightning
 * reservation is converted (sold) through lightning's front door. The checkout calls lightning,
 * never the other way round, so the two front doors form no import cycle.
 */
@EventsHandler(OrderPlacedEvent)
export class LightningOrderPlacedHandler implements IEventHandler<OrderPlacedEvent> {
  private readonly logger = new Logger(LightningOrderPlacedHandler.name);

  constructor(private readonly lightning: LightningCheckout) {}

  async handle(event: OrderPlacedEvent): Promise<void> {
    try {
      await this.lightning.orderPlaced(event.cartId);
    } catch (error) {
      // The reservation stays as it is; the stock is the upstream's business (a submitted cart keeps it).
      this.logger.warn(`cart ${event.cartId}: lightning reservation not marked ordered (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
