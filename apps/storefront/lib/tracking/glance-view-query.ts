// The RecordGlanceView mutation (libs/graphql-schema/operations/storefront/tracking.graphql) as the
// text the product page posts. Written out like TRACK_EVENTS_QUERY, so the page needs neither
// graphql's printer nor the document's syntax tree; glance-view-query.spec.ts keeps it equal.

export const GLANCE_VIEW_OPERATION = 'RecordGlanceView';

export const GLANCE_VIEW_QUERY = `mutation RecordGlanceView($input: RecordGlanceViewInput!) {
  recordGlanceView(input: $input) {
    __typename
    ... on GlanceViewRecorded {
      recorded
    }
    ... on ErrorResult {
      errorCode
      messageKey
    }
  }
}`;

/** Crawlers and link previews are no shoppers: their page views are not glances. */
const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|headlesschrome\/.*lighthouse/i;

export function isBot(userAgent: string): boolean {
  return BOT.test(userAgent);
}
