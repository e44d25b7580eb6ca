import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { CheckoutAccess } from '../checkout-access.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { EditShippingCommand } from './edit-shipping.command.js';
import { sendShopperEvents } from './shopper-event.js';

@CommandHandler(EditShippingCommand)
export class EditShippingHandler implements ICommandHandler<EditShippingCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
  ) {}

  execute(command: EditShippingCommand): Promise<CheckoutAnswer> {
    return sendShopperEvents(this.access, this.runner, 'EditShippingCommand', command.cartId, command.shopper, () => [{ type: 'shipping.edit' }]);
  }
}
