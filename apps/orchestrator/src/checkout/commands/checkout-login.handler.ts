import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { whyNot, type CheckoutEvent } from '@tafel/checkout-machine';
import { toCents } from '@tafel/domain';
import { LOGIN_FAILED_KEY, loginFormErrors, sessionFromAuth, upstreamLogin } from '../../account/index.js';
import { validationFailed } from '../../cart/index.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { isTransientUpstreamError } from '../../upstream/upstream-errors.js';
import { CheckoutAccess } from '../checkout-access.js';
import { checkoutNotFound, checkoutRefused, type LoginAnswer } from '../checkout-results.js';
import { fieldError, loginFailed } from '../../request/index.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { CheckoutUpstream, machineShippers } from '../upstream/checkout-upstream.js';
import { CheckoutLoginCommand } from './checkout-login.command.js';

@CommandHandler(CheckoutLoginCommand)
export class CheckoutLoginHandler implements ICommandHandler<CheckoutLoginCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
    private readonly repository: CheckoutRepository,
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
  ) {}

  async execute({ input, shopper: anyShopper }: CheckoutLoginCommand): Promise<LoginAnswer> {
    const shopper = this.access.identified(anyShopper);
    const errors = loginFormErrors(input);
    if (errors.length > 0) return validationFailed(errors);
    const checkout = await this.access.find(input.cartId, shopper);
    if (checkout === null) return checkoutNotFound(input.cartId);
    const probe: CheckoutEvent = { type: 'login.succeeded', session: 'loggedIn' };
    const refusal = whyNot(checkout.snapshot, probe);
    if (refusal !== null) return checkoutRefused(this.access.view(checkout, shopper), refusal, probe);

    const { site } = this.access.identity(checkout, shopper);
    const login = await upstreamLogin(this.client, input, { userId: shopper.userId, site, cartId: checkout.snapshot.context.cartId, mergeCart: true });
    const customer = sessionFromAuth(login, false);
    if (customer === null) return loginFailed(login.errorMessage ?? LOGIN_FAILED_KEY, login.fieldErrors.map((e) => fieldError(e.fieldName, e.errorMessage)));

    const identity = { userId: customer.userId, jwt: customer.token, site };
    const { cartId } = customer;
    // The login went through upstream (and merged the carts): it is recorded and its session
    // answered even when the reads after it fail or run out of the step's time budget; the next
    // startCheckout brings cart and shippers up to date.
    const fresh = await Promise.all([this.upstream.cart(cartId, identity), this.upstream.shippingStep(cartId, identity), this.upstream.session(identity)]).catch((error: unknown) => {
      if (!isTransientUpstreamError(error)) throw error;
      return null;
    });
    const outcome = await this.runner.change(checkout.id, {
      loaded: checkout,
      command: 'CheckoutLoginCommand',
      actor: 'shopper',
      principal: { shopper: shopper.userId },
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
    const answer = this.access.answer(outcome, input.cartId, { ...shopper, userId: customer.userId, jwt: customer.token });
    if (answer.__typename !== 'Checkout') return answer;
    return { __typename: 'CheckoutLoggedIn', checkout: answer, session: customer };
  }
}
