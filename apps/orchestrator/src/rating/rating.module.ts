import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/index.js';
import { ServiceFormsModule } from '../service-forms/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { RatingResolver } from './rating.resolver.js';
import { RatingService } from './rating.service.js';

/** The rating page's API; the form limit (FormLimits) is the service forms' one, shared. */
@Module({
  imports: [UpstreamModule, CatalogueModule, ServiceFormsModule],
  providers: [RatingResolver, RatingService],
})
export class RatingModule {}
