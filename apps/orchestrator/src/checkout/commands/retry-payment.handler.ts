import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { RetryPaymentCommand } from './retry-payment.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';

@CommandHandler(RetryPaymentCommand)
export class RetryPaymentHandler implements ICommandHandler<RetryPaymentCommand> {
  constructor(private readonly commands: ShopperCommandPipeline) {}

  execute(command: RetryPaymentCommand): Promise<CheckoutAnswer> {
    return this.commands.send({ name: 'RetryPaymentCommand', cartId: command.cartId, shopper: command.shopper, plan: () => [{ type: 'payment.retry' }] });
  }
}
