import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { TeaserClicks } from './teaser-clicks.js';
import { TrackedEventIds } from './tracked-event-ids.js';
import { TrackingResolver } from './tracking.resolver.js';
import { TrackingService } from './tracking.service.js';

/** Data-layer events to the upstream (orchestrator-tracking.graphql: trackEvents), and their teaser clicks to teaserClick. */
@Module({
  imports: [UpstreamModule],
  providers: [TrackingResolver, TrackingService, TrackedEventIds, TeaserClicks],
})
export class TrackingModule {}
