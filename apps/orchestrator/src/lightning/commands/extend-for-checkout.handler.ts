import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isShopId } from '@tafel/domain';
import { badUserInput } from '../../common/app-error.js';
import { isSite } from '../../common/site.js';
import type { LightningCheckoutOutcome } from '../checkout/lightning-checkout.js';
import { LightningSwitch } from '../deals/lightning-switch.js';
import { isLostCart } from '../reservations/reservation-sync.js';
import { renewalReasons } from '../reservations/renewal.js';
import { ExtendLightningForCheckoutCommand } from './extend-for-checkout.command.js';
import { RenewReservation } from './renew-reservation.js';

const NOTHING_CHANGED: LightningCheckoutOutcome = { reasons: [], changedItemIds: [], pricesChanged: false };

/**
 * Checkout start: holds the cart's reservation 15 more minutes (an expired one is claimed again)
 * and says what changed for the cart-changed notice. null: lightning deals off, or the cart holds
 * no reservation to extend (none, released, ordered). The upstream refusing the extend (a
 * submitted cart) is an outcome with nothing changed; only unavailability throws.
 */
@CommandHandler(ExtendLightningForCheckoutCommand)
export class ExtendLightningForCheckoutHandler implements ICommandHandler<ExtendLightningForCheckoutCommand> {
  constructor(
    private readonly lightningSwitch: LightningSwitch,
    private readonly renew: RenewReservation,
  ) {}

  async execute({ cartId, identity }: ExtendLightningForCheckoutCommand): Promise<LightningCheckoutOutcome | null> {
    if (!isShopId(cartId) || !isShopId(identity.userId) || !isSite(identity.site)) throw badUserInput('extendForCheckout needs a shop cartId, userId and a known site');
    if (!(await this.lightningSwitch.isOn(identity.site))) return null;
    const owner = { userId: identity.userId, site: identity.site };
    try {
      const outcome = await this.renew.run('extend', cartId, owner, { principal: { visitor: identity.userId }, actor: 'shopper', command: 'ExtendLightningForCheckoutCommand' });
      if (outcome.kind === 'none' || outcome.kind === 'refused') return null;
      if (outcome.report.type === 'extend.failed') return NOTHING_CHANGED;
      const reasons = renewalReasons(outcome.result);
      return { reasons, changedItemIds: [...outcome.result.changedItemIds], pricesChanged: reasons.length > 0 || !outcome.result.successful };
    } catch (error) {
      // A lost cart has no reservation to extend; the checkout finds the cart lost itself.
      if (isLostCart(error)) return null;
      throw error;
    }
  }
}
