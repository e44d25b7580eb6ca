import { Command } from '@nestjs/cqrs';
import type { CheckoutView } from '../checkout-view.js';
import type { NotFoundResult, RefusedResult, StepFailedResult } from '../checkout-results.js';
import type { Shopper } from '../shopper.js';

/** Binds the Amazon checkout session to the express order (spec §2 confirmation, §4 express pay). */
export class CompleteExpressPayCommand extends Command<CheckoutView | StepFailedResult | NotFoundResult | RefusedResult> {
  constructor(
    public readonly cartId: string,
    public readonly shopper: Shopper,
    public readonly checkoutSessionId: string,
  ) {
    super();
  }
}
