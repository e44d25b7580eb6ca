import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validationFailed } from '../../cart/index.js';
import { requireSafeId } from '../../common/ids.js';
import { fieldError, loginFailed } from '../../request/index.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { AccountLimits, accountSubject } from '../account-limits.js';
import type { LoginAnswer } from '../account-results.js';
import { accountRateLimited } from '../session-required.js';
import { sessionFromAuth, upstreamLogin } from '../upstream-login.js';
import { LOGIN_FAILED_KEY, loginFormErrors } from '../login-form.js';
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
    // Issue 27: an account or address with too many failed logins waits; the upstream is not asked.
    const account = accountSubject(input);
    const wait = await this.limits.loginBlocked(account, clientAddress);
    if (wait !== null) return accountRateLimited(wait, 'failed logins');
    const login = await upstreamLogin(this.client, input, { userId: shopper.userId, site: shopper.site, cartId, mergeCart: input.mergeCart ?? true });
    const session = sessionFromAuth(login, false);
    if (session === null) {
      await this.limits.loginFailed(account, clientAddress);
      return loginFailed(login.errorMessage ?? LOGIN_FAILED_KEY, login.fieldErrors.map((e) => fieldError(e.fieldName, e.errorMessage)));
    }
    await this.limits.loginSucceeded(account, clientAddress);
    return { __typename: 'LoggedIn', session };
  }
}
