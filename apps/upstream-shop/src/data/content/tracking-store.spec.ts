import { TrackingStore, type NewTrackingEvent } from './tracking-store.js';

const event = (name: string): NewTrackingEvent => ({
  name,
  payload: null,
  timestamp: '2024-09-01T10:00:00.000Z',
  receivedAt: '2024-09-01T10:00:00.000Z',
  source: 'tracking_addEvents',
  shop: 'de',
  userId: null,
  customerId: null,
});

describe('TrackingStore', () => {
  it('numbers events and answers the newest first', () => {
    const store = new TrackingStore();
    store.add([event('a'), event('b')]);
    store.add([event('c')]);
    expect(store.recent(2).map((e) => [e.sequence, e.name])).toEqual([[3, 'c'], [2, 'b']]);
  });

  it('keeps only the last events up to its capacity', () => {
    const store = new TrackingStore(3);
    store.add(['a', 'b', 'c', 'd', 'e'].map(event));
    expect(store.size).toBe(3);
    expect(store.recent(10).map((e) => e.name)).toEqual(['e', 'd', 'c']);
  });
});
