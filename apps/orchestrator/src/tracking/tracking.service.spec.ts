import type { TrackingAddEventsMutation } from '@tafel/graphql-schema/upstream-client';
import { UpstreamError } from '../common/app-error.js';
import type { Shopper } from '../request/index.js';
import type { UpstreamCallOptions, UpstreamClient } from '../upstream/upstream-client.js';
import type { TeaserClicks } from './teaser-clicks.js';
import type { TrackedEventIds } from './tracked-event-ids.js';
import { TrackingService } from './tracking.service.js';

type Answer = TrackingAddEventsMutation['tracking_addEvents'];

// These batches carry no event ids; claiming ids in Redis is tested against a real one (test/tracking.spec.ts).
const withoutIds = {
  claim: async (_visitor: string | undefined, ids: readonly string[]) => {
    if (ids.length > 0) throw new Error('this test sends no event ids');
    return new Set<string>();
  },
  release: async () => undefined,
} as unknown as TrackedEventIds;

/** Teaser clicks handed on for the background, by call. */
function fakeTeaserClicks() {
  const recorded: { teaserIds: string[]; session: UpstreamCallOptions }[] = [];
  const clicks = { record: (teaserIds: readonly string[], session: UpstreamCallOptions) => void recorded.push({ teaserIds: [...teaserIds], session }) } as unknown as TeaserClicks;
  return { clicks, recorded };
}

/** An upstream that records every call and answers `answer` (or throws it). */
function fakeUpstream(answer: Answer | Error, ids: TrackedEventIds = withoutIds) {
  const calls: { variables: unknown; options: UpstreamCallOptions }[] = [];
  const upstream = {
    request: async (_document: unknown, variables: unknown, options: UpstreamCallOptions) => {
      calls.push({ variables, options });
      if (answer instanceof Error) throw answer;
      return { tracking_addEvents: answer };
    },
  } as unknown as UpstreamClient;
  const { clicks, recorded } = fakeTeaserClicks();
  return { service: new TrackingService(upstream, ids, clicks), calls, clicked: recorded };
}

const accepted = (n: number): Answer => ({ successful: true, accepted: n, errorMessage: null, fieldErrors: [] });
const visitor: Shopper = { userId: 'u-1', jwt: undefined, site: 'at-de' };

describe('TrackingService', () => {
  it("passes the batch on with the visitor's session and answers how many were recorded", async () => {
    const { service, calls } = fakeUpstream(accepted(2));
    const answer = await service.trackEvents([{ name: 'view_item', payload: '{"a":1}', timestamp: '2024-09-01T10:00:00Z' }, { name: 'Meta' }], { ...visitor, jwt: 'jwt.token' });
    expect(answer).toEqual({ __typename: 'TrackedEvents', accepted: 2 });
    expect(calls).toEqual([
      {
        variables: { events: [{ name: 'view_item', payload: '{"a":1}', timestamp: '2024-09-01T10:00:00Z' }, { name: 'Meta', payload: null, timestamp: null }] },
        options: { userId: 'u-1', jwt: 'jwt.token', site: 'at-de' },
      },
    ]);
  });

  it('refuses a batch breaking the shared rules without calling the upstream', async () => {
    const { service, calls } = fakeUpstream(accepted(1));
    const answer = await service.trackEvents([{ name: 'ok' }, { name: '9lives', payload: 'x'.repeat(9000) }], visitor);
    expect(calls).toEqual([]);
    expect(answer).toEqual({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      messageKey: 'ishop.api.error.tracking.invalid_input',
      message: "Tracking events refused: events.1.name must start with a letter, followed by letters, digits, '_', '-' or '.'; events.1.payload must be at most 8192 bytes (UTF-8)",
      fieldErrors: [
        { field: 'events.1.name', messageKey: 'ishop.api.error.tracking.invalid_name', message: expect.any(String), params: [] },
        { field: 'events.1.payload', messageKey: 'vue.form.error.maxLength', message: expect.any(String), params: [{ name: 'max', value: '8192' }] },
      ],
    });
  });

  it('answers an empty batch without calling the upstream', async () => {
    const { service, calls } = fakeUpstream(accepted(0));
    expect(await service.trackEvents([], visitor)).toEqual({ __typename: 'TrackedEvents', accepted: 0 });
    expect(calls).toEqual([]);
  });

  it("gives the batch's event ids back when the upstream refuses it (successful: false), so it can be sent again", async () => {
    const released: string[][] = [];
    const ids = {
      claim: async (_visitor: string | undefined, given: readonly string[]) => new Set(given),
      release: async (_visitor: string | undefined, given: readonly string[]) => void released.push([...given]),
    } as unknown as TrackedEventIds;
    const upstream = { request: async () => ({ tracking_addEvents: { successful: false, accepted: 0, errorMessage: null, fieldErrors: [] } }) } as unknown as UpstreamClient;
    const answer = await new TrackingService(upstream, ids, fakeTeaserClicks().clicks).trackEvents([{ id: 'event-0001', name: 'ok' }, { name: 'no-id' }], visitor);
    expect(answer).toMatchObject({ __typename: 'ValidationError' });
    expect(released).toEqual([['event-0001']]);
  });

  it("turns the upstream's refusal (successful: false) into a ValidationError with its field errors", async () => {
    const { service } = fakeUpstream({
      successful: false,
      accepted: 0,
      errorMessage: 'ishop.api.error.tracking.invalid_input',
      fieldErrors: [
        { fieldName: 'events.0.payload', errorMessage: 'ishop.api.error.tracking.invalid_json' },
        { fieldName: 'events', errorMessage: 'ishop.api.error.tracking.too_many_events' },
      ],
    });
    expect(await service.trackEvents([{ name: 'ok', payload: '{}' }], visitor)).toEqual({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      messageKey: 'ishop.api.error.tracking.invalid_input',
      message: 'Tracking events refused: events.0.payload must be a JSON text; events: at most 50 events per call',
      fieldErrors: [
        { field: 'events.0.payload', messageKey: 'ishop.api.error.tracking.invalid_json', message: 'events.0.payload must be a JSON text', params: [] },
        { field: 'events', messageKey: 'ishop.api.error.tracking.too_many_events', message: 'events: at most 50 events per call', params: [] },
      ],
    });
  });

  it('answers a refusal without field errors or key under the batch key', async () => {
    const { service } = fakeUpstream({ successful: false, accepted: 0, errorMessage: null, fieldErrors: [] });
    expect(await service.trackEvents([{ name: 'ok' }], visitor)).toMatchObject({
      __typename: 'ValidationError',
      messageKey: 'ishop.api.error.tracking.invalid_input',
      message: 'Tracking events refused',
      fieldErrors: [],
    });
  });

  describe('teaser clicks (select_promotion)', () => {
    const selected = (teaserId: unknown, id?: string) => ({ ...(id ? { id } : {}), name: 'select_promotion', payload: JSON.stringify({ ecommerce: { promotion_id: teaserId, items: [] } }) });

    it("hands the recorded batch's select_promotion teaser ids on with the visitor's session, skipping ids that are no teaser id", async () => {
      const { service, clicked } = fakeUpstream(accepted(5));
      const answer = await service.trackEvents(
        [selected('home-tile-100'), { name: 'view_promotion', payload: '{"ecommerce":{"promotion_id":"home-hero"}}' }, selected('x'.repeat(101)), selected('home-hero'), { name: 'Meta' }],
        { ...visitor, jwt: 'jwt.token' },
      );
      expect(answer).toEqual({ __typename: 'TrackedEvents', accepted: 5 });
      expect(clicked).toEqual([{ teaserIds: ['home-tile-100', 'home-hero'], session: { userId: 'u-1', jwt: 'jwt.token', site: 'at-de' } }]);
    });

    it('hands on only the clicks of events not seen before (their ids claimed now)', async () => {
      const seenBefore = {
        claim: async (_visitor: string | undefined, given: readonly string[]) => new Set(given.filter((id) => id !== 'event-seen')),
        release: async () => undefined,
      } as unknown as TrackedEventIds;
      const { service, clicked } = fakeUpstream(accepted(2), seenBefore);
      await service.trackEvents([selected('home-tile-100', 'event-seen'), selected('home-tile-200', 'event-0002'), selected('home-hero')], visitor);
      expect(clicked.map((c) => c.teaserIds)).toEqual([['home-tile-200', 'home-hero']]);
    });

    it('hands on nothing when every event was seen before', async () => {
      const allSeen = { claim: async () => new Set<string>(), release: async () => undefined } as unknown as TrackedEventIds;
      const { service, calls, clicked } = fakeUpstream(accepted(1), allSeen);
      expect(await service.trackEvents([selected('home-tile-100', 'event-seen')], visitor)).toEqual({ __typename: 'TrackedEvents', accepted: 1 });
      expect(calls).toEqual([]);
      expect(clicked).toEqual([]);
    });

    it('hands on nothing when the batch is refused, by the shared rules or by the upstream, or the upstream fails', async () => {
      const byRules = fakeUpstream(accepted(1));
      await byRules.service.trackEvents([selected('home-tile-100'), { name: '9lives' }], visitor);
      const byUpstream = fakeUpstream({ successful: false, accepted: 0, errorMessage: null, fieldErrors: [] });
      await byUpstream.service.trackEvents([selected('home-tile-100')], visitor);
      const failing = fakeUpstream(new UpstreamError('UPSTREAM_UNAVAILABLE', 'Upstream answered HTTP 503', { operation: 'TrackingAddEvents' }));
      await expect(failing.service.trackEvents([selected('home-tile-100')], visitor)).rejects.toThrow(UpstreamError);
      expect([byRules.clicked, byUpstream.clicked, failing.clicked]).toEqual([[], [], []]);
    });
  });

  it("lets the upstream client's errors through unchanged (the one error mapping), after one call", async () => {
    const failure = new UpstreamError('UPSTREAM_UNAVAILABLE', 'Upstream answered HTTP 503', { operation: 'TrackingAddEvents' });
    const { service, calls } = fakeUpstream(failure);
    await expect(service.trackEvents([{ name: 'ok' }], visitor)).rejects.toBe(failure);
    expect(calls).toHaveLength(1);
  });
});
