import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { LightningChangeReason } from '@tafel/graphql-schema/orchestrator-resolvers';
import { ExtendLightningForCheckoutCommand } from '../commands/extend-for-checkout.command.js';
import { MarkLightningOrderedCommand } from '../commands/mark-lightning-ordered.command.js';
import { LightningRunner } from '../reservations/lightning-runner.js';
import { unextendedOutcome } from './extend-policy.js';

/** Who starts the checkout: the cart owner's user id, the session token (customer or guest), the site. */
export interface LightningCheckoutIdentity {
  userId: string;
  jwt?: string;
  site: string;
}

/** What extending the reservation at checkout start changed (spec §4: cart changed). */
export interface LightningCheckoutOutcome {
  /** Empty when the extend changed nothing (the reservation simply runs 15 more minutes). */
  reasons: LightningChangeReason[];
  changedItemIds: string[];
  /** The cart's prices changed: the checkout shows the cart-changed notice before it may submit. */
  pricesChanged: boolean;
}

/**
 * The checkout's door to the lightning reservations. extendForCheckout answers null when the
 * cart holds no lightning reservation or lightning deals are off; an upstream refusal of the
 * extend is an outcome, never thrown; only an unavailable upstream or Redis throws (AppError
 * SERVICE_UNAVAILABLE / UPSTREAM_*), like the checkout's own upstream calls.
 */
@Injectable()
export class LightningCheckout {
  constructor(
    private readonly commands: CommandBus,
    private readonly runner: LightningRunner,
  ) {}

  /** `checkoutCreated` false: the checkout runs already, so only an expired or soon ending reservation is extended. */
  extendForCheckout(cartId: string, identity: LightningCheckoutIdentity, checkoutCreated = true): Promise<LightningCheckoutOutcome | null> {
    return this.commands.execute(new ExtendLightningForCheckoutCommand(cartId, identity, checkoutCreated));
  }

  /**
   * What the cart's reservation as last recorded means for the checkout when the extend could not
   * be made (upstream or Redis unavailable): an expired one lost its deal prices (EXPIRED), else
   * null. Reads only our record, never the upstream.
   */
  async unextended(cartId: string): Promise<LightningCheckoutOutcome | null> {
    const outcome = unextendedOutcome(await this.runner.loadForCart(cartId));
    return outcome.pricesChanged ? outcome : null;
  }

  /** The cart was ordered: its reservation is converted (sold). A cart without one: nothing happens. */
  async orderPlaced(cartId: string): Promise<void> {
    await this.commands.execute(new MarkLightningOrderedCommand(cartId));
  }
}
