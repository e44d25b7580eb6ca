import { Command } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** The shopper came back from the payment provider with the order id the submission created. */
export class ConfirmPaymentReturnCommand extends Command<CheckoutAnswer> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
    public readonly orderId: string,
  ) {
    super();
  }
}
