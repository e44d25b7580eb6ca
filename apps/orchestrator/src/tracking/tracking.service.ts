import { Injectable } from '@nestjs/common';
import { trackingBatchProblems, type TrackingEventFields } from '@tafel/domain';
import { TrackingAddEventsDocument } from '@tafel/graphql-schema/upstream-client';
import type { Shopper } from '../checkout/shopper.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { fromTrackingProblems, fromUpstreamRefusal, trackedEvents, type TrackEventsAnswer } from './tracking-results.js';

/**
 * Passes the storefront's data-layer events on to the upstream's tracking_addEvents, with the
 * visitor's session so the upstream records shop, user id and customer. Nothing here logs a
 * payload: it is analytics data (the upstream client logs only operation and error code).
 */
@Injectable()
export class TrackingService {
  constructor(private readonly upstream: UpstreamClient) {}

  /**
   * A batch breaking the shared rules is refused before the upstream is called. An empty batch
   * records nothing, so it is answered without a call. Upstream failures are the client's
   * UpstreamErrors (UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT, ...), with no retry of our own.
   */
  async trackEvents(events: readonly TrackingEventFields[], shopper: Shopper): Promise<TrackEventsAnswer> {
    const problems = trackingBatchProblems(events);
    if (problems.length > 0) return fromTrackingProblems(problems);
    if (events.length === 0) return trackedEvents(0);
    const { tracking_addEvents: result } = await this.upstream.request(
      TrackingAddEventsDocument,
      { events: events.map(({ name, payload, timestamp }) => ({ name, payload: payload ?? null, timestamp: timestamp ?? null })) },
      { userId: shopper.userId, jwt: shopper.jwt, site: shopper.site },
    );
    if (!result.successful) return fromUpstreamRefusal(result.errorMessage, result.fieldErrors);
    return trackedEvents(result.accepted);
  }
}
