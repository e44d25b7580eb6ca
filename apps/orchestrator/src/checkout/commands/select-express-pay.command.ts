import { Command } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Amazon-style express pay: marks AMAZONPAY (upstream and machine) and skips the payment step (spec §4). */
export class SelectExpressPayCommand extends Command<CheckoutAnswer> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
