import { Context, Query, Resolver } from '@nestjs/graphql';
import type { LightningDeal } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { siteOf } from '../../common/site.js';
import { LightningDealsService } from './lightning-deals.service.js';
import { LightningSwitch } from './lightning-switch.js';

/** The lightning deals' queries (orchestrator-lightning.graphql); lightningReservation and lightningQuantity are the reservation workflow's. */
@Resolver()
export class LightningDealsResolver {
  constructor(
    private readonly deals: LightningDealsService,
    private readonly lightningSwitch: LightningSwitch,
  ) {}

  @Query('lightningSwitch')
  lightningSwitchOn(@Context('req') req: Request): Promise<boolean> {
    return this.lightningSwitch.isOn(siteOf(req));
  }

  @Query('runningLightningDeals')
  runningLightningDeals(@Context('req') req: Request): Promise<LightningDeal[]> {
    return this.deals.runningDeals(siteOf(req));
  }
}
