import { Command } from '@nestjs/cqrs';
import type { LightningCheckoutIdentity, LightningCheckoutOutcome } from '../checkout/lightning-checkout.js';

/** Checkout start: extend the cart's reservation by 15 minutes and say what changed (null: none to extend). */
export class ExtendLightningForCheckoutCommand extends Command<LightningCheckoutOutcome | null> {
  constructor(
    public readonly cartId: string,
    public readonly identity: LightningCheckoutIdentity,
  ) {
    super();
  }
}
