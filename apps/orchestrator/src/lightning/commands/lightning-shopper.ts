import { cartNotFound, type TypedCartNotFound } from '../../cart/index.js';
import type { Shopper } from '../../request/index.js';
import type { LightningSwitch } from '../deals/lightning-switch.js';
import type { LightningCartOwner } from '../reservations/reservation-sync.js';
import { lightningDisabled, type TypedLightningDisabled } from './lightning-results.js';

export type LightningShopperCheck =
  | { ok: true; owner: LightningCartOwner; principal: { visitor: string } }
  | { ok: false; result: TypedLightningDisabled | TypedCartNotFound };

/**
 * Whether a shopper may change a cart's lightning reservation, asked before anything is read:
 * deals must be on for the site, then the shopper needs a user id to own a cart.
 */
export async function lightningShopper(lightningSwitch: LightningSwitch, shopper: Shopper): Promise<LightningShopperCheck> {
  if (!(await lightningSwitch.isOn(shopper.site))) return { ok: false, result: lightningDisabled() };
  if (!shopper.userId) return { ok: false, result: cartNotFound('The X-iSHOP-API-USERID header is required to change a cart') };
  return { ok: true, owner: { userId: shopper.userId, site: shopper.site }, principal: { visitor: shopper.userId } };
}
