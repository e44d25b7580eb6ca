import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RatingInput, RatingTarget } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { siteOf } from '../common/site.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { formClientAddress } from '../service-forms/index.js';
import { RatingService, type RatingAnswer } from './rating.service.js';

/** orchestrator-content.graphql: ratingTarget, submitRating. */
@Resolver()
export class RatingResolver {
  constructor(
    private readonly ratings: RatingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query('ratingTarget')
  ratingTarget(@Args('enc') enc: string, @Context('req') req: Request): Promise<RatingTarget | null> {
    return this.ratings.target(enc, siteOf(req));
  }

  @Mutation('submitRating')
  submitRating(@Args('input') input: RatingInput, @Context('req') req: Request): Promise<RatingAnswer> {
    return this.ratings.submit(input, siteOf(req), formClientAddress(req, this.config.support.internalApiSecret));
  }
}
