import { Injectable } from '@nestjs/common';
import {
  ExtendLightningDealReservationDocument,
  FindCartDocument,
  GetLightningDealDataDocument,
  GetLightningDealReservationDocument,
  RefreshLightningDealReservationDocument,
  type UpstreamCartFragment,
  type UpstreamLightningDealFragment,
  type UpstreamLightningReservationFragment,
  type UpstreamLightningReservationResultFragment,
} from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../../common/site.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';

/** Whose cart a reservation call is for: the owner's user id (X-iSHOP-API-USERID) and the site (its shop prices the deal). */
export interface LightningVisitor {
  userId: string;
  site: Site;
}

/**
 * The upstream's lightning operations, typed and thin: no caching and no mapping, so the deals
 * read side and the reservation workflow see the upstream as it is. Reservation calls carry the
 * cart owner's user id like the cart calls; a lost or foreign cart throws AppError CART_NOT_FOUND.
 */
@Injectable()
export class LightningUpstream {
  constructor(private readonly client: UpstreamClient) {}

  /** Every deal whose window runs now (sold-out ones included), ending soonest first. */
  async deals(site: Site): Promise<UpstreamLightningDealFragment[]> {
    const data = await this.client.request(GetLightningDealDataDocument, {}, { site });
    return data.getLightningDealData;
  }

  async reservation(cartId: string, visitor: LightningVisitor): Promise<UpstreamLightningReservationFragment> {
    const data = await this.client.request(GetLightningDealReservationDocument, { cartId }, visitor);
    return data.getLightningDealReservation;
  }

  /** Checkout start: holds the reservation 15 more minutes (claims an expired one again). */
  async extend(cartId: string, visitor: LightningVisitor): Promise<UpstreamLightningReservationResultFragment> {
    const data = await this.client.request(ExtendLightningDealReservationDocument, { cartId }, visitor);
    return data.extendLightningDealReservation;
  }

  /** Renews an expired reservation where deal and stock allow; a running one is left as it is. */
  async refresh(cartId: string, visitor: LightningVisitor): Promise<UpstreamLightningReservationResultFragment> {
    const data = await this.client.request(RefreshLightningDealReservationDocument, { cartId }, visitor);
    return data.refreshLightningDealReservation;
  }

  /** The cart as the upstream holds it now (its lines' lightning quantities). */
  async cart(cartId: string, visitor: LightningVisitor): Promise<UpstreamCartFragment> {
    const data = await this.client.request(FindCartDocument, { cartId }, visitor);
    return data.shop_findCart;
  }
}
