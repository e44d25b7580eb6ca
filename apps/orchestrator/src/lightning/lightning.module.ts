import { type DynamicModule, Module } from '@nestjs/common';
import { AddLightningDealToCartHandler } from './commands/add-lightning-deal.handler.js';
import { RefreshLightningReservationHandler } from './commands/refresh-lightning.handler.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { LightningDealsModule } from './deals/lightning-deals.module.js';
import { CartLightningReservationResolver, LightningReservationsResolver } from './lightning.resolver.js';
import { LightningCoreModule } from './lightning-core.module.js';
import { GetLightningReservationHandler } from './queries/get-lightning-reservation.handler.js';
import { LightningRateLimit } from './rate-limit.js';
import { LightningQuantityReader } from './queries/lightning-quantity.js';
import { LightningQuantityResolver } from './queries/lightning-quantity.resolver.js';

/** The lightning area of the GraphQL API: the deals' read side and the reservations' commands and queries. */
@Module({})
export class LightningModule {
  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return {
      module: LightningModule,
      imports: [UpstreamModule, LightningDealsModule, LightningCoreModule.forRoot(options)],
      providers: [LightningReservationsResolver, CartLightningReservationResolver, AddLightningDealToCartHandler, RefreshLightningReservationHandler, GetLightningReservationHandler, LightningRateLimit, LightningQuantityReader, LightningQuantityResolver],
    };
  }
}
