import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationFailed } from '../../cart/index.js';
import { requireSafeId } from '../../common/ids.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { AccountLimits } from '../account-limits.js';
import type { LoginAnswer } from '../account-results.js';
import { loginFormErrors } from '../login-form.js';
import { limitedLogin } from '../upstream-login.js';
import { LoginCommand } from './login.command.js';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    private readonly client: UpstreamClient,
    private readonly limits: AccountLimits,
  ) {}

  async execute({ input, shopper, clientAddress }: LoginCommand): Promise<LoginAnswer> {
    const errors = loginFormErrors(input);
    if (errors.length > 0) return validationFailed(errors);
    const cartId = input.cartId ? requireSafeId('cartId', input.cartId) : null;
    return limitedLogin(this.limits, this.client, input, { userId: shopper.userId, site: shopper.site, cartId, mergeCart: input.mergeCart ?? true }, clientAddress);
  }
}
