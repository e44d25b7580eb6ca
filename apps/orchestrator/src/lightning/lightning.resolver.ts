import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Cart, LightningCartResult, LightningReservation, LightningReservationResult } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { clientAddress } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { shopperFrom } from '../request/index.js';
import { AddLightningDealToCartCommand } from './commands/add-lightning-deal.command.js';
import { RefreshLightningReservationCommand } from './commands/refresh-lightning.command.js';
import { GetLightningReservationQuery } from './queries/get-lightning-reservation.query.js';
import { lightningRateLimited, LightningRateLimit } from './rate-limit.js';

/**
 * The reservation side of the lightning area (orchestrator-lightning.graphql): the add at the deal
 * price, "reserve again" (both limited per visitor and client address: rate-limit.ts), and the
 * reservation read. The deals' read side (switch, running deals)
 * is deals/lightning-deals.resolver.ts, the allowed quantity queries/lightning-quantity.resolver.ts.
 */
@Resolver()
export class LightningReservationsResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limit: LightningRateLimit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the add or refresh (each reserves deal stock): the refusal when the visitor or address is over its limit, else null. */
  private async overLimit(req: Request): Promise<LightningCartResult | null> {
    const wait = await this.limit.admit(shopperFrom(req).userId, clientAddress(req, this.config.support.internalApiSecret));
    return wait === null ? null : lightningRateLimited(wait);
  }

  @Query('lightningReservation')
  lightningReservation(@Args('cartId') cartId: string, @Context('req') req: Request): Promise<LightningReservationResult> {
    return this.queries.execute(new GetLightningReservationQuery(cartId, shopperFrom(req)));
  }

  @Mutation('addLightningDealToCart')
  async addLightningDealToCart(@Args('input') input: unknown, @Context('req') req: Request): Promise<LightningCartResult> {
    return (await this.overLimit(req)) ?? this.commands.execute(new AddLightningDealToCartCommand(input, shopperFrom(req)));
  }

  @Mutation('refreshLightningReservation')
  async refreshLightningReservation(@Args('input') input: unknown, @Context('req') req: Request): Promise<LightningCartResult> {
    return (await this.overLimit(req)) ?? this.commands.execute(new RefreshLightningReservationCommand(input, shopperFrom(req)));
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
