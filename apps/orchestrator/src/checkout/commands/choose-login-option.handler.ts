import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { ChooseLoginOptionCommand } from './choose-login-option.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';

@CommandHandler(ChooseLoginOptionCommand)
export class ChooseLoginOptionHandler implements ICommandHandler<ChooseLoginOptionCommand> {
  constructor(private readonly commands: ShopperCommandPipeline) {}

  execute(command: ChooseLoginOptionCommand): Promise<CheckoutAnswer> {
    return this.commands.send({ name: 'ChooseLoginOptionCommand', cartId: command.cartId, shopper: command.shopper, plan: () => [{ type: 'login.chooseOption', option: command.option }] });
  }
}
