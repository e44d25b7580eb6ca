import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { EditShippingCommand } from './edit-shipping.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';

@CommandHandler(EditShippingCommand)
export class EditShippingHandler implements ICommandHandler<EditShippingCommand> {
  constructor(private readonly commands: ShopperCommandPipeline) {}

  execute(command: EditShippingCommand): Promise<CheckoutAnswer> {
    return this.commands.send({ name: 'EditShippingCommand', cartId: command.cartId, shopper: command.shopper, plan: () => [{ type: 'shipping.edit' }] });
  }
}
