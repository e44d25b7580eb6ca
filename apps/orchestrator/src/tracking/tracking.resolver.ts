import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { TrackEventsInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { shopperFrom, validatedInput } from '../request/index.js';
import { TrackEventsDto } from './track-events.dto.js';
import type { TrackEventsAnswer } from './tracking-results.js';
import { TrackingService } from './tracking.service.js';

@Resolver()
export class TrackingResolver {
  constructor(private readonly tracking: TrackingService) {}

  /** Needs no cart: a visitor without a user id may send events too. */
  @Mutation('trackEvents')
  trackEvents(@Args('input') input: TrackEventsInput, @Context('req') req: Request): Promise<TrackEventsAnswer> {
    const shopper = shopperFrom(req);
    const { events } = validatedInput(TrackEventsDto, input);
    return this.tracking.trackEvents(events, shopper);
  }
}
