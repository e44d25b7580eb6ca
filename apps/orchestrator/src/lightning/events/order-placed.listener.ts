import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus, EventBus, ofType } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import { MarkLightningOrderedCommand } from '../commands/mark-lightning-ordered.command.js';

/**
 * When the checkout placed a cart's order (its OrderPlacedEvent, wherever the order-submit job
 * ran), the cart's reservation becomes converted. The checkout imports lightning's front door
 * (LightningCheckout), so the event class is imported here only once every module is loaded: a
 * static import would make the two front doors a cycle.
 */
@Injectable()
export class OrderPlacedListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LightningOrderPlaced');
  private subscription: Subscription | null = null;

  constructor(
    private readonly events: EventBus,
    private readonly commands: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { OrderPlacedEvent } = await import('../../checkout/index.js');
    this.subscription = this.events.pipe(ofType(OrderPlacedEvent)).subscribe((event) => {
      void this.commands.execute(new MarkLightningOrderedCommand(event.cartId)).catch((error: unknown) => {
        // The reservation stays as it is; the stock is the upstream's business (a submitted cart keeps it).
        this.logger.warn(`cart ${event.cartId}: lightning reservation not marked ordered (${error instanceof Error ? error.message : String(error)})`);
      });
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }
}
