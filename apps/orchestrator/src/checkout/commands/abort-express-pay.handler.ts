import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { AbortExpressPayCommand } from './abort-express-pay.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';

@CommandHandler(AbortExpressPayCommand)
export class AbortExpressPayHandler implements ICommandHandler<AbortExpressPayCommand> {
  constructor(private readonly commands: ShopperCommandPipeline) {}

  execute(command: AbortExpressPayCommand): Promise<CheckoutAnswer> {
    return this.commands.send({
      name: 'AbortExpressPayCommand',
      cartId: command.cartId,
      shopper: command.shopper,
      // The machine starts over without cart figures (libs/checkout-machine README): they follow at once.
      plan: (checkout) => {
        const { cartId, articleCount, totalCents } = checkout.snapshot.context;
        return [
          { type: 'amazon.abort', cartId },
          { type: 'cart.updated', articleCount, totalCents },
        ];
      },
    });
  }
}
