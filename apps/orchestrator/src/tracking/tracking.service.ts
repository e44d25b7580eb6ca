import { Injectable } from '@nestjs/common';
import { trackingBatchProblems, type TrackingEventFields } from '@tafel/domain';
import { TrackingAddEventsDocument } from '@tafel/graphql-schema/upstream-client';
import type { Shopper } from '../request/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { clickedTeaserIds, TeaserClicks } from './teaser-clicks.js';
import { TrackedEventIds } from './tracked-event-ids.js';
import { fromTrackingProblems, fromUpstreamRefusal, trackedEvents, type TrackEventsAnswer } from './tracking-results.js';

/**
 * Passes the storefront's data-layer events on to the upstream's tracking_addEvents, with the
 * visitor's session so the upstream records shop, user id and customer. Nothing here logs a
 * payload: it is analytics data (the upstream client logs only operation and error code).
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly upstream: UpstreamClient,
    private readonly ids: TrackedEventIds,
    private readonly teaserClicks: TeaserClicks,
  ) {}

  /**
   * A batch breaking the shared rules is refused before the upstream is called. An empty batch
   * records nothing, so it is answered without a call. Events with an id passed on before (a batch
   * sent again after its answer was lost) are not passed on again: they count as accepted, and a
   * batch of nothing else is answered without a call. When the upstream does not take the batch,
   * its ids are released, so sending it again records it. Upstream failures are the client's
   * UpstreamErrors (UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT, ...), with no retry of our own.
   * The recorded batch's select_promotion events also go to the upstream's teaserClick, in the
   * background (TeaserClicks): only the fresh ones, so a batch sent again counts no click twice.
   */
  async trackEvents(events: readonly TrackingEventFields[], shopper: Shopper): Promise<TrackEventsAnswer> {
    const problems = trackingBatchProblems(events);
    if (problems.length > 0) return fromTrackingProblems(problems);
    if (events.length === 0) return trackedEvents(0);
    const ids = events.flatMap((event) => (event.id ? [event.id] : []));
    const claimed = await this.ids.claim(shopper.userId, ids);
    const fresh = events.filter((event) => !event.id || claimed.has(event.id));
    const repeated = events.length - fresh.length;
    if (fresh.length === 0) return trackedEvents(repeated);
    const release = () => this.ids.release(shopper.userId, [...claimed]);
    const session = { userId: shopper.userId, jwt: shopper.jwt, site: shopper.site };
    let result;
    try {
      ({ tracking_addEvents: result } = await this.upstream.request(
        TrackingAddEventsDocument,
        { events: fresh.map(({ name, payload, timestamp }) => ({ name, payload: payload ?? null, timestamp: timestamp ?? null })) },
        session,
      ));
    } catch (error) {
      await release();
      throw error;
    }
    if (!result.successful) {
      await release();
      return fromUpstreamRefusal(result.errorMessage, result.fieldErrors);
    }
    // The upstream counts teaser clicks apart from the data layer (catalogue spec §7: teaserClick).
    this.teaserClicks.record(clickedTeaserIds(fresh), session);
    return trackedEvents(result.accepted + repeated);
  }
}
