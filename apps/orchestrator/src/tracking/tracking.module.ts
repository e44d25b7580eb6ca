import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { GlanceViews } from './glance-views.js';
import { TeaserClicks } from './teaser-clicks.js';
import { TrackedEventIds } from './tracked-event-ids.js';
import { TrackingResolver } from './tracking.resolver.js';
import { TrackingService } from './tracking.service.js';

/** Data-layer events to the upstream (orchestrator-tracking.graphql: trackEvents), their teaser clicks to teaserClick, product views to recordGlanceView. */
@Module({
  imports: [UpstreamModule],
  providers: [TrackingResolver, TrackingService, TrackedEventIds, TeaserClicks, GlanceViews],
})
export class TrackingModule {}
