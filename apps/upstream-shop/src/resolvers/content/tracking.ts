import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { TRACKING_CAPACITY, type NewTrackingEvent, type TrackingSource } from '../../data/content/tracking-store.js';
import { eventProblems, glanceViewProblems, MAX_ID_LENGTH, TRACKING_KEYS } from '../../data/content/tracking-validation.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';

/** Who sent an event, from the request (shop of the token, visitor and customer headers). */
function origin(context: UpstreamContext, source: TrackingSource): Omit<NewTrackingEvent, 'name' | 'payload' | 'timestamp'> {
  return {
    receivedAt: new Date(context.now()).toISOString(),
    source,
    shop: context.shop,
    userId: context.userId,
    customerId: context.customer?.customerId ?? null,
  };
}

export const trackingResolvers: Resolvers<UpstreamContext> = {
  Query: {
    tracking_recentEvents: (_parent, { limit }, { stores }) => {
      const wanted = limit ?? 50;
      if (wanted < 1 || wanted > TRACKING_CAPACITY) throw badUserInput(`limit must be between 1 and ${TRACKING_CAPACITY}, got ${wanted}.`);
      return stores.tracking.recent(wanted).map((e) => ({ ...e }));
    },
  },
  Mutation: {
    tracking_addEvents: (_parent, { events }, context) => {
      const fieldErrors = eventProblems(events);
      if (fieldErrors.length > 0) return { successful: false, accepted: 0, errorMessage: TRACKING_KEYS.invalidInput, fieldErrors };
      const from = origin(context, 'tracking_addEvents');
      const stored = context.stores.tracking.add(
        events.map((e) => ({ ...from, name: e.name, payload: e.payload ?? null, timestamp: e.timestamp ?? from.receivedAt })),
      );
      return { successful: true, accepted: stored.length, errorMessage: null, fieldErrors: [] };
    },
    recordGlanceView: (_parent, { productId, itemId, domain }, context) => {
      const item = itemId ?? null;
      const host = domain ?? null;
      const fieldErrors = glanceViewProblems(productId, item, host);
      if (fieldErrors.length > 0) return { successful: false, errorMessage: TRACKING_KEYS.invalidInput, fieldErrors };
      const product = context.catalogue.product(productId);
      if (!product) return { successful: false, errorMessage: TRACKING_KEYS.productNotFound, fieldErrors: [{ fieldName: 'productId', errorMessage: TRACKING_KEYS.productNotFound }] };
      if (item !== null && !product.items.some((i) => i.itemId === item)) {
        return { successful: false, errorMessage: TRACKING_KEYS.itemNotFound, fieldErrors: [{ fieldName: 'itemId', errorMessage: TRACKING_KEYS.itemNotFound }] };
      }
      const from = origin(context, 'recordGlanceView');
      context.stores.tracking.add([{ ...from, name: 'glance_view', payload: JSON.stringify({ productId, itemId: item, domain: host }), timestamp: from.receivedAt }]);
      return { successful: true, errorMessage: null, fieldErrors: [] };
    },
    teaserClick: (_parent, { teaserClick }, context) => {
      const { teaserId } = teaserClick;
      if (teaserId.length > MAX_ID_LENGTH || !context.stores.content.hasTeaser(teaserId)) return { successful: false, errorMessage: TRACKING_KEYS.teaserNotFound };
      const from = origin(context, 'teaserClick');
      context.stores.tracking.add([{ ...from, name: 'teaser_click', payload: JSON.stringify({ teaserId }), timestamp: from.receivedAt }]);
      return { successful: true, errorMessage: null };
    },
  },
};
