import { Inject, Injectable } from '@nestjs/common';
import type { CheckoutSession, CheckoutShipper } from '@tafel/checkout-machine';
import { toCents } from '@tafel/domain';
import {
  FindCartDocument,
  GetCustomerInfoDocument,
  GetPaymentInfoDocument,
  GetShippingStepDetailsDocument,
  GetThankYouPageDataDocument,
  SubmitCartDocument,
  type GetPaymentInfoQuery,
  type GetShippingStepDetailsQuery,
  type GetThankYouPageDataQuery,
  type SubmitCartMutation,
  type UpstreamCartFragment,
  type UpstreamShipperFragment,
} from '@tafel/graphql-schema/upstream-client';
import { createHash } from 'node:crypto';
import type { Site } from '../../common/site.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UpstreamClient, type UpstreamCallOptions } from '../../upstream/upstream-client.js';

/** The identity an upstream checkout call is made with. */
export interface UpstreamIdentity {
  userId: string;
  jwt?: string | undefined;
  site: Site;
}

export type ShippingStepDetails = GetShippingStepDetailsQuery['getShippingStepDetails'];
export type PaymentInfo = GetPaymentInfoQuery['getPaymentInfo'];
export type ThankYouData = GetThankYouPageDataQuery['getThankYouPageData'];
export type SubmitCartAnswer = SubmitCartMutation['submitCart'];

/** The session the upstream sees for an X-JWT (spec §4 Session). */
export interface UpstreamSession {
  session: CheckoutSession;
  /** Customer segment b2b (a B2B account, or the educational shop). */
  isB2b: boolean;
}

const options = (identity: UpstreamIdentity): UpstreamCallOptions => ({ userId: identity.userId, jwt: identity.jwt, site: identity.site });

/**
 * Identifies what a cart holds: its lines (item, quantity, unit price) and total. Equal
 * fingerprints mean the shopper is submitting what the summary showed (spec §4 Submit step 2).
 */
export function cartFingerprint(cart: UpstreamCartFragment): string {
  const lines = cart.items.map((item) => `${item.itemId}:${item.quantity}:${toCents(item.unitPrices.current.amount)}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([lines, toCents(cart.details.total.amount)]))
    .digest('base64url')
    .slice(0, 22);
}

/** Shippers as the machine keeps them. */
export function machineShippers(shippers: readonly UpstreamShipperFragment[]): CheckoutShipper[] {
  return shippers.map((s) => ({ code: s.code, enabled: s.enabled, costsCents: toCents(s.costs.amount), productLineItemCount: s.productLineItemList.length }));
}

/** The upstream calls of the checkout workflow (typed documents of libs/graphql-schema). */
@Injectable()
export class CheckoutUpstream {
  constructor(
    private readonly upstream: UpstreamClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async cart(cartId: string, identity: UpstreamIdentity): Promise<UpstreamCartFragment> {
    return (await this.upstream.request(FindCartDocument, { cartId, calculateShippingCost: true }, options(identity))).shop_findCart;
  }

  async shippingStep(cartId: string, identity: UpstreamIdentity): Promise<ShippingStepDetails> {
    return (await this.upstream.request(GetShippingStepDetailsDocument, { cartId }, options(identity))).getShippingStepDetails;
  }

  async paymentInfo(cartId: string, identity: UpstreamIdentity): Promise<PaymentInfo> {
    return (await this.upstream.request(GetPaymentInfoDocument, { cartId }, options(identity))).getPaymentInfo;
  }

  async thankYou(orderId: string, identity: UpstreamIdentity): Promise<ThankYouData> {
    return (await this.upstream.request(GetThankYouPageDataDocument, { orderId }, options(identity))).getThankYouPageData;
  }

  /**
   * Places the order, with its own time budget (UPSTREAM_SUBMIT_TIMEOUT_MS): the job runs in the
   * background, and a submit we hang up on while the upstream is still placing it leaves its
   * outcome unknown. On a cart already submitted it places nothing and names the existing order.
   */
  async submitCart(cartId: string, identity: UpstreamIdentity): Promise<SubmitCartAnswer> {
    return (await this.upstream.request(SubmitCartDocument, { cartId }, { ...options(identity), timeoutMs: this.config.upstreamSubmitTimeoutMs })).submitCart;
  }

  /** Who the X-JWT belongs to; without a token the caller is logged out (no call needed). */
  async session(identity: UpstreamIdentity): Promise<UpstreamSession> {
    if (!identity.jwt) return { session: 'loggedOut', isB2b: false };
    const info = (await this.upstream.request(GetCustomerInfoDocument, { url: '/checkout/' }, options(identity))).getCustomerInfo;
    const session: CheckoutSession = info.isGuest ? 'guest' : info.isExistingCustomer ? 'loggedIn' : 'loggedOut';
    return { session, isB2b: info.categoryType === 'b2b' && session !== 'loggedOut' };
  }
}
