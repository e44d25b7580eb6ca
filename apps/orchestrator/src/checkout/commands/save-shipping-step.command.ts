import { Command } from '@nestjs/cqrs';
import type { SaveShippingStepInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { SaveShippingAnswer } from '../checkout-results.js';
import type { Shopper } from '../../request/index.js';

/** Saves the shipping step in the spec's order (§4 Save shipping step). */
export class SaveShippingStepCommand extends Command<SaveShippingAnswer> {
  constructor(
    public readonly input: SaveShippingStepInput,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
