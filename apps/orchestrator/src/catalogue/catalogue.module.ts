import { Module } from '@nestjs/common';
import { LightningDealsModule } from '../lightning/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { CatalogueService } from './catalogue.service.js';

@Module({
  imports: [UpstreamModule, LightningDealsModule],
  providers: [CatalogueResolver, CatalogueService],
  // The order form finds articles through the catalogue's cached, mapped products.
  exports: [CatalogueService],
})
export class CatalogueModule {}
