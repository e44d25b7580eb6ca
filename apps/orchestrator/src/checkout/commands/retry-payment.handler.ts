import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { CheckoutAccess } from '../checkout-access.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { RetryPaymentCommand } from './retry-payment.command.js';
import { sendShopperEvents } from './shopper-event.js';

@CommandHandler(RetryPaymentCommand)
export class RetryPaymentHandler implements ICommandHandler<RetryPaymentCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
  ) {}

  execute(command: RetryPaymentCommand): Promise<CheckoutAnswer> {
    return sendShopperEvents(this.access, this.runner, 'RetryPaymentCommand', command.cartId, command.shopper, () => [{ type: 'payment.retry' }]);
  }
}
