import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LightningCartResult } from '@tafel/graphql-schema/orchestrator-resolvers';
import { cartNotFound, toCart } from '../../cart/index.js';
import { LightningSwitch } from '../deals/lightning-switch.js';
import { LightningUpstream } from '../deals/lightning-upstream.js';
import { changeView, reservationView } from '../reservations/lightning-view.js';
import { isLostCart } from '../reservations/reservation-sync.js';
import { renewalReasons } from '../reservations/renewal.js';
import { checkCartRef } from './lightning-input.js';
import { cartRejected, lightningRefused } from './lightning-results.js';
import { lightningShopper } from './lightning-shopper.js';
import { RefreshLightningReservationCommand } from './refresh-lightning.command.js';
import { RenewReservation } from './renew-reservation.js';

/**
 * "Reserve again": claims an expired reservation for 15 minutes where the deal and its stock
 * allow. A reservation that has not expired is left as it is (the answer's change has no
 * REFRESHED); a cart without one is refused (NO_RESERVATION).
 */
@CommandHandler(RefreshLightningReservationCommand)
export class RefreshLightningReservationHandler implements ICommandHandler<RefreshLightningReservationCommand> {
  constructor(
    private readonly lightningSwitch: LightningSwitch,
    private readonly upstream: LightningUpstream,
    private readonly renew: RenewReservation,
  ) {}

  async execute({ input, shopper }: RefreshLightningReservationCommand): Promise<LightningCartResult> {
    const check = checkCartRef(input);
    if (!check.ok) return check.result;
    const { cartId } = check.value;
    const who = await lightningShopper(this.lightningSwitch, shopper);
    if (!who.ok) return who.result;
    const { owner, principal } = who;
    try {
      const outcome = await this.renew.run('refresh', cartId, owner, { principal, actor: 'shopper', command: 'RefreshLightningReservationCommand' });
      if (outcome.kind === 'none') return lightningRefused('NO_RESERVATION');
      const cart = toCart(await this.upstream.cart(cartId, owner), true);
      if (outcome.kind === 'refused') {
        if (outcome.reason !== 'NOT_EXPIRED') return lightningRefused(outcome.reason);
        // Running still: left as it is, nothing changed.
        return { __typename: 'LightningCartUpdated', cart, reservation: reservationView(cartId, outcome.record), change: { __typename: 'LightningChange', reasons: [], changedItemIds: [], messageKey: null }, newSession: null };
      }
      if (outcome.report.type === 'refresh.failed' && outcome.report.reason === 'UPSTREAM_REFUSED') return cartRejected(outcome.report.messageKey ? { messageKey: outcome.report.messageKey, message: 'The upstream refused the refresh' } : undefined, false);
      const change = changeView({ reasons: renewalReasons(outcome.result), changedItemIds: outcome.result.changedItemIds });
      return { __typename: 'LightningCartUpdated', cart, reservation: reservationView(cartId, outcome.record), change, newSession: null };
    } catch (error) {
      if (isLostCart(error)) return cartNotFound(error.message);
      throw error;
    }
  }
}
