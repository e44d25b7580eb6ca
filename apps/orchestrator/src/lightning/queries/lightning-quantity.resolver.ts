import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { LightningQuantity } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { shopperFrom } from '../../request/index.js';
import { LightningQuantityReader } from './lightning-quantity.js';

/** lightningQuantity (orchestrator-lightning.graphql): what the cart may still add, from its reservation. */
@Resolver()
export class LightningQuantityResolver {
  constructor(private readonly quantities: LightningQuantityReader) {}

  @Query('lightningQuantity')
  lightningQuantity(@Args('itemId') itemId: string, @Args('cartId') cartId: string | null | undefined, @Context('req') req: Request): Promise<LightningQuantity | null> {
    const { userId, site } = shopperFrom(req);
    return this.quantities.quantity(itemId, cartId, { userId, site });
  }
}
