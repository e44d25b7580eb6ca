import { Command } from '@nestjs/cqrs';
import type { CommonCheckoutResult } from '../checkout-access.js';
import type { StepFailedResult } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Completes the express order's payment with Amazon's checkout session (spec §2 confirmation, §4 express pay). */
export class CompleteExpressPayCommand extends Command<CommonCheckoutResult | StepFailedResult> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
    public readonly checkoutSessionId: string,
  ) {
    super();
  }
}
