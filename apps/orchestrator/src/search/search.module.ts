import { Module } from '@nestjs/common';
import { LightningDealsModule } from '../lightning/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { SearchResolver } from './search.resolver.js';
import { SearchService } from './search.service.js';

/** Product search and suggestions (orchestrator-search.graphql). */
@Module({
  imports: [UpstreamModule, LightningDealsModule],
  providers: [SearchResolver, SearchService],
})
export class SearchModule {}
