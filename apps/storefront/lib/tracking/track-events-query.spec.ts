import { describe, expect, it } from '@jest/globals';
import { TrackEventsDocument } from '@tafel/graphql-schema/storefront';
import { print } from 'graphql';
import { TRACK_EVENTS_OPERATION, TRACK_EVENTS_QUERY } from './track-events-query';

describe('TRACK_EVENTS_QUERY', () => {
  it('is the TrackEvents document of the schema package, printed', () => {
    expect(TRACK_EVENTS_QUERY).toBe(print(TrackEventsDocument));
  });

  it('names the operation it holds', () => {
    expect(TRACK_EVENTS_QUERY).toContain(`mutation ${TRACK_EVENTS_OPERATION}(`);
  });
});
