import { Query } from '@nestjs/cqrs';
import type { Shopper } from '../../request/index.js';
import type { ReservationRead } from './get-lightning-reservation.handler.js';

/** A cart's reservation brought up to date with the upstream (self-healing read). */
export class GetLightningReservationQuery extends Query<ReservationRead> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
