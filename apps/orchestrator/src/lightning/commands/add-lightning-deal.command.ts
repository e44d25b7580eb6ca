import { Command } from '@nestjs/cqrs';
import type { LightningCartResult } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Shopper } from '../../request/index.js';

/** addLightningDealToCart: the item at the deal price, reserving deal stock for the cart. */
export class AddLightningDealToCartCommand extends Command<LightningCartResult> {
  constructor(
    public readonly input: unknown,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
