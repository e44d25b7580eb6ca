import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { RecordGlanceViewInput, TrackEventsInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { clientAddress } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { GlanceViews, type GlanceViewAnswer } from './glance-views.js';
import { shopperFrom, validatedInput } from '../request/index.js';
import { TrackEventsDto } from './track-events.dto.js';
import type { TrackEventsAnswer } from './tracking-results.js';
import { TrackingService } from './tracking.service.js';

@Resolver()
export class TrackingResolver {
  constructor(
    private readonly tracking: TrackingService,
    private readonly glances: GlanceViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Needs no cart: a visitor without a user id may send events too. */
  @Mutation('trackEvents')
  trackEvents(@Args('input') input: TrackEventsInput, @Context('req') req: Request): Promise<TrackEventsAnswer> {
    const shopper = shopperFrom(req);
    const { events } = validatedInput(TrackEventsDto, input);
    return this.tracking.trackEvents(events, shopper);
  }

  /** Catalogue spec §7 recordGlanceView: a product page view; counted per visitor and address. */
  @Mutation('recordGlanceView')
  recordGlanceView(@Args('input') input: RecordGlanceViewInput, @Context('req') req: Request): Promise<GlanceViewAnswer> {
    return this.glances.record(shopperFrom(req), clientAddress(req, this.config.support.internalApiSecret), input);
  }
}
