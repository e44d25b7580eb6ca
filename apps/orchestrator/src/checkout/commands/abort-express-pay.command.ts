import { Command } from '@nestjs/cqrs';
import type { CheckoutAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Aborts Amazon-style express pay: the steps start over (spec §4). */
export class AbortExpressPayCommand extends Command<CheckoutAnswer> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
