import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { CheckoutAccess } from '../checkout-access.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { EditPaymentCommand } from './edit-payment.command.js';
import { sendShopperEvents } from './shopper-event.js';

@CommandHandler(EditPaymentCommand)
export class EditPaymentHandler implements ICommandHandler<EditPaymentCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
  ) {}

  execute(command: EditPaymentCommand): Promise<CheckoutAnswer> {
    return sendShopperEvents(this.access, this.runner, 'EditPaymentCommand', command.cartId, command.shopper, () => [{ type: 'payment.edit' }]);
  }
}
