import { Injectable } from '@nestjs/common';
import type { CustomerSession } from '@tafel/graphql-schema/orchestrator-resolvers';
import { badUserInput } from '../common/app-error.js';
import { requireSafeId } from '../common/ids.js';
import { USER_ID_HEADER } from '../upstream/upstream-client.js';
import { checkoutConflict, checkoutNotFound, checkoutRefused, type ConflictResult, type NotFoundResult, type RefusedResult } from './checkout-results.js';
import { toCheckoutView, type CheckoutView } from './checkout-view.js';
import { CheckoutRepository } from './runner/checkout-repository.js';
import { CheckoutRunner, type ChangeOutcome } from './runner/checkout-runner.js';
import type { LoadedCheckout } from './runner/checkout-snapshot.js';
import type { Shopper } from '../request/index.js';
import type { UpstreamIdentity } from './upstream/checkout-upstream.js';
import { sameText } from '../common/same-text.js';

/** A shopper whose user id header is present (every checkout field needs it). */
export type IdentifiedShopper = Shopper & { userId: string };

/** The typed results shared by most checkout mutations. */
export type CommonCheckoutResult = CheckoutView | NotFoundResult | RefusedResult | ConflictResult;

/**
 * Finding a shopper's checkout and answering for it: the cart id leads to the workflow, and only
 * the user id that owns it may see it (anyone else gets CheckoutNotFoundError, like for a
 * checkout that does not exist, so existence never leaks).
 */
@Injectable()
export class CheckoutAccess {
  constructor(
    private readonly runner: CheckoutRunner,
    private readonly repository: CheckoutRepository,
  ) {}

  /** The shopper with a user id; without the header nothing can be found (BAD_USER_INPUT). */
  identified(shopper: Shopper): IdentifiedShopper {
    if (!shopper.userId) throw badUserInput(`The ${USER_ID_HEADER} header is required for the checkout`);
    return shopper as IdentifiedShopper;
  }

  async workflowIdFor(cartId: string): Promise<string> {
    return this.repository.workflowIdForCart(requireSafeId('cartId', cartId));
  }

  owns(checkout: LoadedCheckout, shopper: IdentifiedShopper): boolean {
    return sameText(checkout.meta.owner, shopper.userId);
  }

  /** The shopper's checkout of this cart, or null (none, or not theirs). */
  async find(cartId: string, shopper: IdentifiedShopper): Promise<LoadedCheckout | null> {
    const checkout = await this.runner.load(await this.workflowIdFor(cartId));
    if (checkout === null || !this.owns(checkout, shopper)) return null;
    await this.tokenPresented(checkout, shopper);
    return checkout;
  }

  /**
   * The request of the checkout's owner carries a session token: the storefront has stored it, so
   * a guest session kept for an answer that might have been lost is deleted when it is that one.
   */
  async tokenPresented(checkout: LoadedCheckout, shopper: IdentifiedShopper): Promise<void> {
    if (shopper.jwt && checkout.snapshot.context.session !== 'loggedIn') await this.repository.forgetPresentedGuestSession(checkout.id, shopper.jwt);
  }

  /**
   * The guest session kept for the checkout (CheckoutRepository.keepGuestSession), to hand back:
   * only to the checkout's owner (its user id), and not when the request already carries it.
   */
  async keptGuestSession(checkout: LoadedCheckout, shopper: IdentifiedShopper): Promise<CustomerSession | null> {
    if (!this.owns(checkout, shopper)) return null;
    const kept = await this.repository.guestSession(checkout.id);
    return kept !== null && kept.token !== shopper.jwt ? kept : null;
  }

  /** Upstream calls for a checkout run in its own site, with the caller's user id and session. */
  identity(checkout: LoadedCheckout, shopper: IdentifiedShopper): UpstreamIdentity {
    return { userId: shopper.userId, jwt: shopper.jwt, site: checkout.meta.site };
  }

  view(checkout: LoadedCheckout, shopper: IdentifiedShopper): CheckoutView {
    return toCheckoutView(checkout, this.identity(checkout, shopper));
  }

  /** The common answer to a runner outcome. */
  answer(outcome: ChangeOutcome, cartId: string, shopper: IdentifiedShopper): CommonCheckoutResult {
    switch (outcome.kind) {
      case 'saved':
      case 'unchanged':
        return this.view(outcome.checkout, shopper);
      case 'refused':
        return checkoutRefused(this.view(outcome.checkout, shopper), outcome.reason, outcome.event);
      case 'notFound':
        return checkoutNotFound(cartId);
      case 'conflict':
        return checkoutConflict(outcome.error.message);
    }
  }
}
