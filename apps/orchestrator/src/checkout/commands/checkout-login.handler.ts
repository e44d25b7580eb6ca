import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutEvent } from '@tafel/checkout-machine';
import { toCents } from '@tafel/domain';
import { AccountLimits, limitedLogin, loginFormErrors } from '../../account/index.js';
import { validationFailed } from '../../cart/index.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { isTransientUpstreamError } from '../../upstream/upstream-errors.js';
import type { LoginAnswer } from '../checkout-results.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { CheckoutUpstream, machineShippers } from '../upstream/checkout-upstream.js';
import { CheckoutLoginCommand } from './checkout-login.command.js';
import { ShopperCommandPipeline, type FoundCheckout } from './shopper-command.js';

const LOGGED_IN: CheckoutEvent = { type: 'login.succeeded', session: 'loggedIn' };

@CommandHandler(CheckoutLoginCommand)
export class CheckoutLoginHandler implements ICommandHandler<CheckoutLoginCommand> {
  constructor(
    private readonly commands: ShopperCommandPipeline,
    private readonly repository: CheckoutRepository,
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
    private readonly limits: AccountLimits,
  ) {}

  execute({ input, shopper, clientAddress }: CheckoutLoginCommand): Promise<LoginAnswer> {
    return this.commands.run<LoginAnswer>({
      name: 'CheckoutLoginCommand',
      cartId: input.cartId,
      shopper,
      validate: () => {
        const errors = loginFormErrors(input);
        return errors.length > 0 ? validationFailed(errors) : null;
      },
      guard: () => LOGGED_IN,
      run: (found) => this.login(found, input, clientAddress),
    });
  }

  private async login(found: FoundCheckout, input: CheckoutLoginCommand['input'], address: string | null): Promise<LoginAnswer> {
    const { checkout, shopper } = found;
    const { site } = found.identity();
    // Issue 27: the same failed-login limit as the account's login, counted before the upstream is asked.
    const login = await limitedLogin(this.limits, this.client, input, { userId: shopper.userId, site, cartId: checkout.snapshot.context.cartId, mergeCart: true }, address);
    if (login.__typename !== 'LoggedIn') return login;
    const customer = login.session;

    const identity = { userId: customer.userId, jwt: customer.token, site };
    const { cartId } = customer;
    // The login went through upstream (and merged the carts): it is recorded and its session
    // answered even when the reads after it fail or run out of the step's time budget; the next
    // startCheckout brings cart and shippers up to date.
    const fresh = await Promise.all([this.upstream.cart(cartId, identity), this.upstream.shippingStep(cartId, identity), this.upstream.session(identity)]).catch((error: unknown) => {
      if (!isTransientUpstreamError(error)) throw error;
      return null;
    });
    const outcome = await found.change({
      plan: () => {
        if (fresh === null) return [{ type: 'login.succeeded', session: 'loggedIn', cartId }];
        const [cart, details, session] = fresh;
        return [
          { type: 'login.succeeded', session: session.session === 'guest' ? 'guest' : 'loggedIn', cartId },
          { event: { type: 'cart.updated', articleCount: cart.details.articleCount, totalCents: toCents(cart.details.total.amount) }, optional: true },
          { event: { type: 'shipping.setShippers', shippers: machineShippers(details.shippers) }, optional: true },
        ];
      },
      // The customer's user id owns the cart now (spec §3 auth result: userId owns updatedCartId).
      meta: () => ({ owner: customer.userId }),
    });
    if (outcome.kind === 'saved') await this.repository.indexCart(cartId, checkout.id);
    const answer = found.answer(outcome, { ...shopper, userId: customer.userId, jwt: customer.token });
    if (answer.__typename !== 'Checkout') return answer;
    return { __typename: 'CheckoutLoggedIn', checkout: answer, session: customer };
  }
}
