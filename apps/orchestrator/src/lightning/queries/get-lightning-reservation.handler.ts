import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isShopId, SHOP_ID_RULE } from '@tafel/domain';
import { cartNotFound, type TypedCartNotFound } from '../../cart/index.js';
import { badUserInput } from '../../common/app-error.js';
import { inputExcerpt } from '../../common/input-excerpt.js';
import { LightningSwitch } from '../deals/lightning-switch.js';
import { reservationView, type TypedReservation } from '../reservations/lightning-view.js';
import { isLostCart, ReservationSync } from '../reservations/reservation-sync.js';
import { GetLightningReservationQuery } from './get-lightning-reservation.query.js';

/** The reservation as read (NONE while lightning deals are off), or the cart is not the visitor's. */
export type ReservationRead = TypedReservation | TypedCartNotFound;

/**
 * Loads the cart's reservation workflow and the upstream's reservation, and syncs the workflow
 * when they differ (cart.synced): an add whose save failed, a line lowered in the basket, an
 * expiry the job has not seen yet all heal on this read.
 */
@QueryHandler(GetLightningReservationQuery)
export class GetLightningReservationHandler implements IQueryHandler<GetLightningReservationQuery> {
  constructor(
    private readonly lightningSwitch: LightningSwitch,
    private readonly sync: ReservationSync,
  ) {}

  async execute({ cartId, shopper }: GetLightningReservationQuery): Promise<ReservationRead> {
    if (!isShopId(cartId)) throw badUserInput(`cartId ${SHOP_ID_RULE} (got ${inputExcerpt(cartId)})`);
    if (!(await this.lightningSwitch.isOn(shopper.site))) return reservationView(cartId, null);
    if (!shopper.userId) return cartNotFound('The X-iSHOP-API-USERID header is required to read a cart');
    try {
      const record = await this.sync.sync(cartId, { userId: shopper.userId, site: shopper.site }, { principal: { visitor: shopper.userId }, actor: 'shopper', command: 'GetLightningReservationQuery' });
      return reservationView(cartId, record);
    } catch (error) {
      if (isLostCart(error)) return cartNotFound(error.message);
      throw error;
    }
  }
}
