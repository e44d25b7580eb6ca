import { Injectable } from '@nestjs/common';
import type { LightningQuantity } from '@tafel/graphql-schema/orchestrator-resolvers';
import { isShopId } from '@tafel/domain';
import { lightningQuantityFor } from '@tafel/lightning-machine';
import { requireSafeId } from '../../common/ids.js';
import type { LightningAsker } from '../deals/lightning-deals.service.js';
import { LightningSwitch } from '../deals/lightning-switch.js';
import { LightningUpstream } from '../deals/lightning-upstream.js';
import { isLostCart, ReservationSync } from '../reservations/reservation-sync.js';

/**
 * Spec §4/§5 lightningQuantity: what a cart may still add of a deal's item, from the cart's
 * reservation workflow synced with the upstream (`lightningQuantityFor`, the rule the add's guard
 * applies, so the buy box and the add agree): the deal's maximum minus what a running reservation
 * holds, floored at 0, nothing of a deal that is not available. Null without a running deal of
 * the item or while switched off; a foreign, unknown or lost cart answers null too (the field has
 * no error union; what the cart holds is never guessed as 0).
 */
@Injectable()
export class LightningQuantityReader {
  constructor(
    private readonly lightningSwitch: LightningSwitch,
    private readonly upstream: LightningUpstream,
    private readonly reservations: ReservationSync,
  ) {}

  async quantity(itemId: string, cartId: string | null | undefined, asker: LightningAsker): Promise<LightningQuantity | null> {
    const item = requireSafeId('itemId', itemId);
    const cart = cartId === null || cartId === undefined ? null : requireSafeId('cartId', cartId);
    if (!(await this.lightningSwitch.isOn(asker.site))) return null;
    const [deals, held] = await Promise.all([this.upstream.deals(asker.site), cart === null ? Promise.resolve(null) : this.reservation(cart, asker)]);
    const deal = deals.find((d) => d.itemId === item);
    if (!deal || held === undefined) return null;
    return lightningQuantityFor(held?.snapshot ?? null, { itemId: item, quantityMax: deal.quantityMax, stockLeft: deal.available ? undefined : 0 });
  }

  /** The cart's reservation synced with the upstream (null: none); undefined when the cart is not the asker's (or lost). */
  private async reservation(cartId: string, asker: LightningAsker) {
    if (!asker.userId || !isShopId(cartId)) return undefined;
    try {
      return await this.reservations.sync(cartId, { userId: asker.userId, site: asker.site }, { principal: { visitor: asker.userId }, actor: 'shopper', command: 'LightningQuantityQuery' });
    } catch (error) {
      if (isLostCart(error)) return undefined;
      throw error;
    }
  }
}
