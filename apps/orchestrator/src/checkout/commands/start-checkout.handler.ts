import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutEvent, CheckoutShipper } from '@tafel/checkout-machine';
import { DELIVERY_TYPES, toCents, type DeliveryType } from '@tafel/domain';
import type { UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';
import type { CheckoutAnswer } from '../checkout-results.js';
import { AppError } from '../../common/app-error.js';
import { isB2bSite } from '../../common/site.js';
import { cartNotFound } from '../../cart/index.js';
import { LightningCheckout, type LightningCheckoutOutcome } from '../../lightning/index.js';
import { CheckoutAccess } from '../checkout-access.js';
import { CheckoutRepository } from '../runner/checkout-repository.js';
import { CheckoutRunner, type PlannedEvent } from '../runner/checkout-runner.js';
import { awaitedPayment, type LoadedCheckout } from '../runner/checkout-snapshot.js';
import { CheckoutUpstream, machineShippers, type ShippingStepDetails, type UpstreamIdentity, type UpstreamSession } from '../upstream/checkout-upstream.js';
import { StartCheckoutCommand } from './start-checkout.command.js';

/** What the upstream says now about the cart and the session. */
interface Fresh {
  articleCount: number;
  totalCents: number;
  shippers: CheckoutShipper[];
  selectedShipperCode: string | null;
  deliveryType: DeliveryType;
  deliveryCountry: string;
  session: UpstreamSession;
  /** The upstream cart is submitted (an order was placed for it and stands). */
  submitted: boolean;
  /** The upstream's answers as read, for the page fields asked for with the start. */
  cart: UpstreamCartFragment;
  details: ShippingStepDetails;
}

const sameShippers = (a: CheckoutShipper[], b: CheckoutShipper[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A checkout waiting for a payment provider whose order the upstream took back meanwhile: the
 * buyer cancelled on the provider's page (or Amazon declined) and the way back to the shop got
 * lost (a closed tab). The cart is open again upstream, so the payment is chosen again.
 */
export function orderTakenBack(checkout: LoadedCheckout, fresh: Pick<Fresh, 'submitted'>, cartId: string): boolean {
  return awaitedPayment(checkout) !== null && checkout.snapshot.context.cartId === cartId && !fresh.submitted;
}

/** Events that bring a running checkout up to date with the upstream; each is skipped where the machine ignores it. */
export function resumeEvents(checkout: LoadedCheckout, fresh: Fresh, cartId: string): PlannedEvent[] {
  const c = checkout.snapshot.context;
  const events: CheckoutEvent[] = [];
  // An expired session is left by starting again (a guest has no login to leave it with): back
  // to the login step with the session the upstream knows now; the cart stays the same.
  if (checkout.snapshot.matches('sessionExpired') && !fresh.submitted) {
    events.push({ type: 'checkout.restart', cartId, session: fresh.session.session, articleCount: fresh.articleCount, totalCents: fresh.totalCents });
  }
  if (orderTakenBack(checkout, fresh, cartId)) events.push({ type: 'payment.cancelled' });
  if (c.articleCount !== fresh.articleCount || c.totalCents !== fresh.totalCents) {
    events.push({ type: 'cart.updated', articleCount: fresh.articleCount, totalCents: fresh.totalCents });
  }
  if (!sameShippers(c.shipping.shippers, fresh.shippers)) events.push({ type: 'shipping.setShippers', shippers: fresh.shippers });
  if (fresh.session.session === 'loggedOut' && c.session !== 'loggedOut') events.push({ type: 'session.expired' });
  else if (fresh.session.session !== 'loggedOut' && fresh.session.session !== c.session) events.push({ type: 'login.succeeded', session: fresh.session.session });
  return events.map((event) => ({ event, optional: true }));
}

/** A checkout whose order went out (or is being sent): its reservation is the order's now, nothing to extend. */
function orderUnderWay(checkout: LoadedCheckout | null): boolean {
  const s = checkout?.snapshot;
  return s !== undefined && (s.matches('submitting') || s.matches('awaitingPaymentProvider') || s.matches('orderIdUnknown') || s.matches('confirmed'));
}

/**
 * The machine event for what extending the lightning reservation changed, when the cart's prices
 * changed (spec §4 cart changed): a fresh id the summary's submit must name, the cart's figures as
 * read after the extend. Optional: a checkout past the summary ignores it.
 */
export function cartChangeEvent(change: LightningCheckoutOutcome | null, fresh: Pick<Fresh, 'articleCount' | 'totalCents'> & { cart: Pick<UpstreamCartFragment, 'items'> }, id: string): PlannedEvent[] {
  if (change === null || !change.pricesChanged) return [];
  // The upstream names only lowered or ended lines; a refresh brings the deal price back to every
  // line holding lightning quantity again, so those changed too (the summary marks them).
  const refreshed = change.reasons.includes('REFRESHED') ? fresh.cart.items.filter((item) => item.quantityLightning > 0).map((item) => item.itemId) : [];
  const event: CheckoutEvent = {
    type: 'cart.lightningChanged',
    id,
    reasons: [...change.reasons],
    changedItemIds: [...new Set([...change.changedItemIds, ...refreshed])],
    articleCount: fresh.articleCount,
    totalCents: fresh.totalCents,
  };
  return [{ event, optional: true }];
}

@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  private readonly logger = new Logger(StartCheckoutHandler.name);

  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
    private readonly upstream: CheckoutUpstream,
    private readonly repository: CheckoutRepository,
    private readonly lightning: LightningCheckout,
  ) {}

  /**
   * Extends the cart's lightning reservation for the checkout (issue 26): always when this start
   * creates the checkout, else only an expired or soon ending one. A failure (upstream or Redis
   * unavailable) does not hold the checkout start: an expired reservation as last recorded is
   * still reported (EXPIRED), else no notice, and the submit's cart fingerprint check (spec §4
   * Submit step 2) still catches prices that changed.
   */
  private async extendLightning(cartId: string, identity: UpstreamIdentity, checkoutCreated: boolean): Promise<LightningCheckoutOutcome | null> {
    try {
      return await this.lightning.extendForCheckout(cartId, { userId: identity.userId, site: identity.site, ...(identity.jwt ? { jwt: identity.jwt } : {}) }, checkoutCreated);
    } catch (error) {
      this.logger.warn(`lightning extend at checkout start failed for cart ${cartId}: ${error instanceof Error ? error.message : String(error)}`);
      return this.lightning.unextended(cartId).catch(() => null);
    }
  }

  /** The cart as the upstream has it now (after an extend changed its prices). */
  private async cartFigures(cartId: string, identity: UpstreamIdentity): Promise<Pick<Fresh, 'articleCount' | 'totalCents' | 'cart'>> {
    const cart = await this.upstream.cart(cartId, identity);
    return { articleCount: cart.details.articleCount, totalCents: toCents(cart.details.total.amount), cart };
  }

  async execute({ cartId, shopper: anyShopper }: StartCheckoutCommand): Promise<CheckoutAnswer> {
    const shopper = this.access.identified(anyShopper);
    const workflowId = await this.access.workflowIdFor(cartId);
    const existing = await this.runner.load(workflowId);
    const owned = existing !== null && this.access.owns(existing, shopper);
    if (owned) await this.access.tokenPresented(existing, shopper);
    // A guest whose session only the orchestrator kept (the answer that carried it was lost) goes
    // on with it; the answer's keptSession hands it back.
    const kept = owned && !shopper.jwt && existing.snapshot.context.session === 'guest' ? await this.repository.guestSession(workflowId) : null;
    // A running checkout keeps its site; a new one takes the storefront's.
    const identity = { userId: shopper.userId, jwt: shopper.jwt ?? kept?.token, site: existing ? this.access.identity(existing, shopper).site : shopper.site };
    let fresh: Fresh;
    let change: LightningCheckoutOutcome | null = null;
    try {
      // Reading the cart with the shopper's user id proves the cart is theirs (the upstream refuses
      // anyone else). The lightning extend runs beside the reads; the cart is read again only when
      // it changed the prices.
      const [cart, details, session, extended] = await Promise.all([
        this.upstream.cart(cartId, identity),
        this.upstream.shippingStep(cartId, identity),
        this.upstream.session(identity),
        orderUnderWay(existing) ? null : this.extendLightning(cartId, identity, existing === null),
      ]);
      change = extended;
      fresh = {
        articleCount: cart.details.articleCount,
        totalCents: toCents(cart.details.total.amount),
        shippers: machineShippers(details.shippers),
        selectedShipperCode: details.selectedShipperCode,
        deliveryType: (DELIVERY_TYPES as readonly string[]).includes(details.deliveryType) ? (details.deliveryType as DeliveryType) : 'sameAsBilling',
        deliveryCountry: details.deliveryCountry,
        session,
        submitted: cart.attributes.submitted,
        cart,
        details,
      };
      if (change?.pricesChanged) fresh = { ...fresh, ...(await this.cartFigures(cartId, identity)) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') return cartNotFound(error.message);
      throw error;
    }
    // The kept submit answer names an order the upstream no longer has: the next attempt asks again.
    if (existing && orderTakenBack(existing, fresh, cartId)) await this.repository.forgetSubmitResult(workflowId, cartId);
    const lightningEvents = cartChangeEvent(change, fresh, randomUUID());
    const outcome = await this.runner.change(workflowId, {
      command: 'StartCheckoutCommand',
      actor: 'shopper',
      // Not the owner check: the upstream's cart read above just proved this user id owns the
      // cart, and the change makes it the checkout's owner (a login may have moved the cart).
      principal: { system: true },
      create: {
        input: {
          cartId,
          session: fresh.session.session,
          isB2b: isB2bSite(identity.site) || fresh.session.isB2b,
          articleCount: fresh.articleCount,
          totalCents: fresh.totalCents,
          shippers: fresh.shippers,
          selectedShipperCode: fresh.selectedShipperCode,
          deliveryType: fresh.deliveryType,
          deliveryCountry: fresh.deliveryCountry,
        },
        meta: { owner: shopper.userId, site: identity.site, originCartId: cartId, createdAt: new Date().toISOString() },
      },
      // The cart change goes last: a restart (expired session) before it would otherwise clear it.
      plan: (checkout) => [...(checkout.version === 0 ? [] : resumeEvents(checkout, fresh, cartId)), ...lightningEvents],
      // The upstream just confirmed that this user id owns the cart: it owns the checkout too.
      meta: () => ({ owner: shopper.userId }),
    });
    const answer = this.access.answer(outcome, cartId, { ...shopper, jwt: identity.jwt });
    // A page that asks for the cart or the shipping details with the start (shipping step,
    // summary) gets what was just read.
    if (answer.__typename === 'Checkout' && answer.cartId === cartId) {
      answer.source.cart = Promise.resolve(fresh.cart);
      answer.source.shippingStep = Promise.resolve(fresh.details);
    }
    return answer;
  }
}
