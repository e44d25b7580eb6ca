import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationFailed } from '../../cart/index.js';
import { requireSafeId } from '../../common/ids.js';
import { fieldError, loginFailed } from '../../request/index.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import type { LoginAnswer } from '../account-results.js';
import { sessionFromAuth, upstreamLogin } from '../upstream-login.js';
import { LOGIN_FAILED_KEY, loginFormErrors } from '../login-form.js';
import { LoginCommand } from './login.command.js';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(private readonly client: UpstreamClient) {}

  async execute({ input, shopper }: LoginCommand): Promise<LoginAnswer> {
    const errors = loginFormErrors(input);
    if (errors.length > 0) return validationFailed(errors);
    const cartId = input.cartId ? requireSafeId('cartId', input.cartId) : null;
    const login = await upstreamLogin(this.client, input, { userId: shopper.userId, site: shopper.site, cartId, mergeCart: input.mergeCart ?? true });
    const session = sessionFromAuth(login, false);
    if (session === null) return loginFailed(login.errorMessage ?? LOGIN_FAILED_KEY, login.fieldErrors.map((e) => fieldError(e.fieldName, e.errorMessage)));
    return { __typename: 'LoggedIn', session };
  }
}
