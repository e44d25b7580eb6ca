import { Command } from '@nestjs/cqrs';
import type { CommonCheckoutResult } from '../checkout-access.js';
import type { Shopper } from '../../request/index.js';

/** The buyer cancelled the payment on the provider's page (PayPal, Amazon Pay, card form) and came back. */
export class CancelPaymentCommand extends Command<CommonCheckoutResult> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
