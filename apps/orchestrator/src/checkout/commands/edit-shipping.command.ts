import { Command } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Back to the shipping step (summary links; after an address the upstream refused at submit). */
export class EditShippingCommand extends Command<CheckoutAnswer> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
