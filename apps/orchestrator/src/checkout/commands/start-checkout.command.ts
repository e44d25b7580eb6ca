import { Command } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Start the checkout of a cart, or resume the one running for it (spec §4 Checkout ordering). */
export class StartCheckoutCommand extends Command<CheckoutAnswer> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
