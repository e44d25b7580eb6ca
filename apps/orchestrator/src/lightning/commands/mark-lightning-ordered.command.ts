import { Command } from '@nestjs/cqrs';

/** The checkout placed the cart's order: its reservation becomes converted (the stock is sold). */
export class MarkLightningOrderedCommand extends Command<void> {
  constructor(public readonly cartId: string) {
    super();
  }
}
