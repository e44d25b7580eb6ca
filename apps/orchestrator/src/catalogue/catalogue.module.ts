import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { CatalogueResolver } from './catalogue.resolver.js';
import { CatalogueService } from './catalogue.service.js';

@Module({
  imports: [UpstreamModule],
  providers: [CatalogueResolver, CatalogueService],
})
export class CatalogueModule {}
