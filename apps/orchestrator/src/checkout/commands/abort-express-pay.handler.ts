import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { CheckoutAccess } from '../checkout-access.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { AbortExpressPayCommand } from './abort-express-pay.command.js';
import { sendShopperEvents } from './shopper-event.js';

@CommandHandler(AbortExpressPayCommand)
export class AbortExpressPayHandler implements ICommandHandler<AbortExpressPayCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
  ) {}

  execute(command: AbortExpressPayCommand): Promise<CheckoutAnswer> {
    // The machine starts over without cart figures (libs/checkout-machine README): they follow at once.
    return sendShopperEvents(this.access, this.runner, 'AbortExpressPayCommand', command.cartId, command.shopper, (checkout) => {
      const { cartId, articleCount, totalCents } = checkout.snapshot.context;
      return [
        { type: 'amazon.abort', cartId },
        { type: 'cart.updated', articleCount, totalCents },
      ];
    });
  }
}
