import { Command } from '@nestjs/cqrs';
import type { SubmitOrderInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { SubmitAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Submits the order as a job (spec §4 Submit); answers at once with the checkout in state submitting. */
export class SubmitOrderCommand extends Command<SubmitAnswer> {
  constructor(
    public readonly input: SubmitOrderInput,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
