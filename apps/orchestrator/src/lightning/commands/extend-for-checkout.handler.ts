import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isShopId } from '@tafel/domain';
import { badUserInput } from '../../common/app-error.js';
import { isSite } from '../../common/site.js';
import { heldLongEnough, NOTHING_CHANGED, unextendedOutcome } from '../checkout/extend-policy.js';
import type { LightningCheckoutOutcome } from '../checkout/lightning-checkout.js';
import { LightningSwitch } from '../deals/lightning-switch.js';
import { isLostCart } from '../reservations/reservation-sync.js';
import { renewalReasons } from '../reservations/renewal.js';
import { ExtendLightningForCheckoutCommand } from './extend-for-checkout.command.js';
import { RenewReservation } from './renew-reservation.js';


/**
 * Checkout start: holds the cart's reservation 15 more minutes (an expired one is claimed again)
 * and says what changed for the cart-changed notice; a checkout started again extends only an
 * expired or soon ending reservation (checkout/extend-policy.ts). null: lightning deals off, or the cart holds
 * no reservation to extend (none, released, ordered). The upstream refusing the extend (a
 * submitted cart) is an outcome with nothing changed; only unavailability throws.
 */
@CommandHandler(ExtendLightningForCheckoutCommand)
export class ExtendLightningForCheckoutHandler implements ICommandHandler<ExtendLightningForCheckoutCommand> {
  constructor(
    private readonly lightningSwitch: LightningSwitch,
    private readonly renew: RenewReservation,
  ) {}

  async execute({ cartId, identity, checkoutCreated }: ExtendLightningForCheckoutCommand): Promise<LightningCheckoutOutcome | null> {
    if (!isShopId(cartId) || !isShopId(identity.userId) || !isSite(identity.site)) throw badUserInput('extendForCheckout needs a shop cartId, userId and a known site');
    if (!(await this.lightningSwitch.isOn(identity.site))) return null;
    const owner = { userId: identity.userId, site: identity.site };
    try {
      const who = { principal: { visitor: identity.userId }, actor: 'shopper', command: 'ExtendLightningForCheckoutCommand' } as const;
      // A new checkout always extends; a page starting it again only an expired or soon ending one.
      const outcome = await this.renew.extendUnlessHeld(cartId, owner, who, (record) => !checkoutCreated && heldLongEnough(record));
      if (outcome.kind === 'none' || outcome.kind === 'refused') return null;
      if (outcome.kind === 'kept') return NOTHING_CHANGED;
      if (outcome.report.type === 'extend.failed') return unextendedOutcome(outcome.record);
      const reasons = renewalReasons(outcome.result);
      return { reasons, changedItemIds: [...outcome.result.changedItemIds], pricesChanged: reasons.length > 0 || !outcome.result.successful };
    } catch (error) {
      // A lost cart has no reservation to extend; the checkout finds the cart lost itself.
      if (isLostCart(error)) return null;
      throw error;
    }
  }
}
