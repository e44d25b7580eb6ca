import { Command } from '@nestjs/cqrs';
import type { SelectCheckoutPaymentInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { SelectPaymentAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Payment step: select a method (X_RECHNUNG with its buyer reference). */
export class SelectPaymentCommand extends Command<SelectPaymentAnswer> {
  constructor(
    public readonly input: SelectCheckoutPaymentInput,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
