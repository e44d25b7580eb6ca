import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { TrackingEventFields } from '@tafel/domain';
import { TeaserClickDocument } from '@tafel/graphql-schema/upstream-client';
import { UpstreamError } from '../common/app-error.js';
import { detachedFromRequest } from '../upstream/request-signal.js';
import { UpstreamClient, type UpstreamCallOptions } from '../upstream/upstream-client.js';

/** The data-layer event of a click on a teaser (GA4); its promotion_id is the CMS teaser id. */
export const SELECT_PROMOTION = 'select_promotion';

/**
 * Teaser ids passed on to teaserClick: 1 to 100 (the upstream's limit) of A-Z a-z 0-9 - _, the
 * characters of the CMS's ids. Anything else is not a teaser and is not sent.
 */
export const TEASER_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The teaser a select_promotion event was a click on: its payload's promotion_id (GA4 puts it in
 * `ecommerce`, as the storefront does; at the top level too), when it is a teaser id; else null.
 */
export function clickedTeaserId(event: TrackingEventFields): string | null {
  if (event.name !== SELECT_PROMOTION || !event.payload) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(event.payload);
  } catch {
    return null;
  }
  const promotionIdOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)['promotion_id'] : undefined;
  const ecommerce = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>)['ecommerce'] : undefined;
  const id = promotionIdOf(ecommerce) ?? promotionIdOf(fields);
  return typeof id === 'string' && TEASER_ID_PATTERN.test(id) ? id : null;
}

/** The teasers clicked in a batch, one entry per select_promotion event, in the batch's order. */
export function clickedTeaserIds(events: readonly TrackingEventFields[]): string[] {
  return events.flatMap((event) => {
    const id = clickedTeaserId(event);
    return id === null ? [] : [id];
  });
}

/**
 * Batches of clicks sent at the same time, at most: each runs in the background after its request
 * was answered, so without a bound a client posting batch after batch would pile up work (and
 * memory) the requests no longer pay for. Clicks beyond it are dropped: a click count is not worth
 * queueing for.
 */
export const MAX_BATCHES_IN_FLIGHT = 100;

/**
 * Tells the upstream's teaserClick (catalogue spec §7) about the teaser clicks of a recorded batch.
 * Best effort, in the background: a click count is not worth failing or delaying the batch's
 * answer, so nothing here is awaited by the request, retried or surfaced. One warning per batch
 * sums up what was not recorded (the upstream client adds its own line for a failed call).
 */
@Injectable()
export class TeaserClicks implements OnApplicationShutdown {
  private readonly logger = new Logger('TeaserClicks');
  private readonly pending = new Set<Promise<void>>();
  private dropping = false;

  constructor(private readonly upstream: UpstreamClient) {}

  /** Starts sending the clicks and answers at once; never throws. */
  record(teaserIds: readonly string[], session: Pick<UpstreamCallOptions, 'userId' | 'jwt' | 'site'>): void {
    if (teaserIds.length === 0) return;
    if (this.pending.size >= MAX_BATCHES_IN_FLIGHT) {
      // One warning per stretch of dropping, not one per batch (that would flood the log instead).
      if (!this.dropping) this.logger.warn(`${MAX_BATCHES_IN_FLIGHT} batches of teaser clicks under way: further clicks are not recorded until some finish`);
      this.dropping = true;
      return;
    }
    this.dropping = false;
    // Outside the request's scope: its time budget and client must not cut the calls short.
    const work = detachedFromRequest(() => this.send([...teaserIds], session));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves when every click started so far has been sent or given up. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Lets clicks under way finish before the upstream client goes away (each call has a timeout). */
  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  // One call per click, one after the other (a batch holds up to 50); after a failed call the rest
  // are dropped, since the next ones would most likely fail the same way.
  private async send(teaserIds: readonly string[], session: UpstreamCallOptions): Promise<void> {
    const refused = new Map<string, string[]>();
    let failure: string | null = null;
    let sent = 0;
    for (const teaserId of teaserIds) {
      try {
        const { teaserClick } = await this.upstream.request(TeaserClickDocument, { teaserClick: { teaserId } }, session);
        if (!teaserClick.successful) {
          const key = teaserClick.errorMessage ?? 'successful: false';
          refused.set(key, [...(refused.get(key) ?? []), teaserId]);
        }
      } catch (error) {
        failure = error instanceof UpstreamError ? error.code : error instanceof Error ? error.name : 'error';
        break;
      } finally {
        sent += 1;
      }
    }
    const notRecorded = [...refused.values()].reduce((sum, ids) => sum + ids.length, 0) + (teaserIds.length - sent) + (failure ? 1 : 0);
    if (notRecorded === 0) return;
    const reasons = [...refused].map(([key, ids]) => `${key}: ${ids.join(', ')}`);
    if (failure) reasons.push(`${failure}, ${teaserIds.length - sent} not sent`);
    this.logger.warn(`${notRecorded} of ${teaserIds.length} teaser clicks not recorded (${reasons.join('; ')})`);
  }
}
