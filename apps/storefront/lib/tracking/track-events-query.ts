// The TrackEvents mutation (libs/graphql-schema/operations/storefront/tracking.graphql) as the text
// the data layer posts. Written out so the data layer, on every page, needs neither graphql's
// printer nor the document's syntax tree; track-events-query.spec.ts keeps it equal to the document.

export const TRACK_EVENTS_OPERATION = 'TrackEvents';

export const TRACK_EVENTS_QUERY = `mutation TrackEvents($input: TrackEventsInput!) {
  trackEvents(input: $input) {
    __typename
    ... on TrackedEvents {
      accepted
    }
    ... on ErrorResult {
      errorCode
      messageKey
    }
  }
}`;
