import { Module } from '@nestjs/common';
import { LightningDealsModule } from '../lightning/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { ContentResolver } from './content.resolver.js';
import { ContentService } from './content.service.js';

/** Content core (issue 28): URL resolution, CMS grids, footers, shop settings, sitemap. */
@Module({
  imports: [UpstreamModule, LightningDealsModule],
  providers: [ContentResolver, ContentService],
})
export class ContentModule {}
