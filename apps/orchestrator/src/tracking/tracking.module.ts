import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { TrackedEventIds } from './tracked-event-ids.js';
import { TrackingResolver } from './tracking.resolver.js';
import { TrackingService } from './tracking.service.js';

/** Data-layer events to the upstream (orchestrator-tracking.graphql: trackEvents). */
@Module({
  imports: [UpstreamModule],
  providers: [TrackingResolver, TrackingService, TrackedEventIds],
})
export class TrackingModule {}
