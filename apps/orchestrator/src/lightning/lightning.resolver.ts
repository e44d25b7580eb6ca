import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Cart, LightningCartResult, LightningReservation, LightningReservationResult } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { shopperFrom } from '../request/index.js';
import { AddLightningDealToCartCommand } from './commands/add-lightning-deal.command.js';
import { RefreshLightningReservationCommand } from './commands/refresh-lightning.command.js';
import { GetLightningReservationQuery } from './queries/get-lightning-reservation.query.js';

/**
 * The reservation side of the lightning area (orchestrator-lightning.graphql): the add at the deal
 * price, "reserve again", and the reservation read. The deals' read side (switch, running deals,
 * allowed quantity) is deals/lightning-deals.resolver.ts.
 */
@Resolver()
export class LightningReservationsResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Query('lightningReservation')
  lightningReservation(@Args('cartId') cartId: string, @Context('req') req: Request): Promise<LightningReservationResult> {
    return this.queries.execute(new GetLightningReservationQuery(cartId, shopperFrom(req)));
  }

  @Mutation('addLightningDealToCart')
  addLightningDealToCart(@Args('input') input: unknown, @Context('req') req: Request): Promise<LightningCartResult> {
    return this.commands.execute(new AddLightningDealToCartCommand(input, shopperFrom(req)));
  }

  @Mutation('refreshLightningReservation')
  refreshLightningReservation(@Args('input') input: unknown, @Context('req') req: Request): Promise<LightningCartResult> {
    return this.commands.execute(new RefreshLightningReservationCommand(input, shopperFrom(req)));
  }
}

/** Cart.lightningReservation: the cart's reservation as its workflow has it after syncing (null when it holds none). */
@Resolver('Cart')
export class CartLightningReservationResolver {
  constructor(private readonly queries: QueryBus) {}

  @ResolveField('lightningReservation')
  async lightningReservation(@Parent() cart: Cart, @Context('req') req: Request): Promise<LightningReservation | null> {
    const read = await this.queries.execute(new GetLightningReservationQuery(cart.id, shopperFrom(req)));
    if (read.__typename !== 'LightningReservation') return null;
    return read.state === 'NONE' || read.state === 'RELEASED' ? null : read;
  }
}
