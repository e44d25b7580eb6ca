import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { EditPaymentCommand } from './edit-payment.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';

@CommandHandler(EditPaymentCommand)
export class EditPaymentHandler implements ICommandHandler<EditPaymentCommand> {
  constructor(private readonly commands: ShopperCommandPipeline) {}

  execute(command: EditPaymentCommand): Promise<CheckoutAnswer> {
    return this.commands.send({ name: 'EditPaymentCommand', cartId: command.cartId, shopper: command.shopper, plan: () => [{ type: 'payment.edit' }] });
  }
}
