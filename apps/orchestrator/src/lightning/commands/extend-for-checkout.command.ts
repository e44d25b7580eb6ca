import { Command } from '@nestjs/cqrs';
import type { LightningCheckoutIdentity, LightningCheckoutOutcome } from '../checkout/lightning-checkout.js';

/**
 * Checkout start: extend the cart's reservation by 15 minutes and say what changed (null: none to
 * extend). `checkoutCreated` false (a checkout page starting it again): extended only when it
 * expired or ends soon (checkout/extend-policy.ts).
 */
export class ExtendLightningForCheckoutCommand extends Command<LightningCheckoutOutcome | null> {
  constructor(
    public readonly cartId: string,
    public readonly identity: LightningCheckoutIdentity,
    public readonly checkoutCreated: boolean,
  ) {
    super();
  }
}
