import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import { CheckoutAccess } from '../checkout-access.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { ChooseLoginOptionCommand } from './choose-login-option.command.js';
import { sendShopperEvents } from './shopper-event.js';

@CommandHandler(ChooseLoginOptionCommand)
export class ChooseLoginOptionHandler implements ICommandHandler<ChooseLoginOptionCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
  ) {}

  execute(command: ChooseLoginOptionCommand): Promise<CheckoutAnswer> {
    return sendShopperEvents(this.access, this.runner, 'ChooseLoginOptionCommand', command.cartId, command.shopper, () => [{ type: 'login.chooseOption', option: command.option }]);
  }
}
