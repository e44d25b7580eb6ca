// trackEvents through the orchestrator, against the real upstream stand-in: what reaches
// tracking_addEvents (read back with the stand-in's tracking_recentEvents), what is refused before
// any upstream call, and upstream failures.
import { hashedSubject } from '../src/redis/window-counter.js';
import { startWorld, type World } from './support/world.js';

const TRACK = `mutation ($input: TrackEventsInput!) { trackEvents(input: $input) { __typename
  ... on TrackedEvents { accepted }
  ... on ValidationError { errorCode messageKey message fieldErrors { field messageKey message params { name value } } } } }`;
const RECENT = 'query ($limit: Int) { tracking_recentEvents(limit: $limit) { sequence name payload timestamp receivedAt source shop userId customerId } }';
const LOGIN = `mutation ($i: LoginInput!) { login(input: $i) { ... on LoggedIn { session { token userId } } } }`;

interface TrackingEvent {
  id?: string | null;
  name: string;
  payload?: string | null;
  timestamp?: string | null;
}
interface Recorded {
  sequence: number;
  name: string;
  payload: string | null;
  timestamp: string;
  receivedAt: string;
  source: string;
  shop: string;
  userId: string | null;
  customerId: string | null;
}
interface TrackAnswer {
  __typename: 'TrackedEvents' | 'ValidationError';
  accepted?: number;
  errorCode?: string;
  messageKey?: string;
  message?: string;
  fieldErrors?: { field: string; messageKey: string; message: string; params: { name: string; value: string }[] }[];
}
interface PendingFault {
  operation: string;
  remaining: number;
}

/** A payload (JSON text) of exactly `bytes` UTF-8 bytes. */
const payloadOf = (bytes: number) => JSON.stringify('x'.repeat(bytes - 2));

describe('trackEvents (real upstream stand-in)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('tracking');
  });
  afterEach(async () => {
    await world.upstream.clearFaults();
  });
  afterAll(async () => {
    await world?.close();
  });

  const track = (events: unknown, headers: Record<string, string> = {}) => world.orchestrator.graphql<{ trackEvents: TrackAnswer }>(TRACK, { input: { events } }, headers);
  const recent = async (limit: number): Promise<Recorded[]> => (await world.upstream.graphql<{ tracking_recentEvents: Recorded[] }>(RECENT, { limit })).tracking_recentEvents;
  const lastSequence = async (): Promise<number> => (await recent(1))[0]?.sequence ?? 0;
  const pendingFaults = async (): Promise<PendingFault[]> => ((await (await fetch(`${world.upstream.url}/__faults`)).json()) as { faults: PendingFault[] }).faults;
  const visitor = async () => (await world.orchestrator.graphql<{ createCart: { userId: string } }>('mutation { createCart { cartId userId } }')).data!.createCart.userId;

  describe('a valid batch', () => {
    it('reaches the upstream with name, payload, timestamp, the shop of the site and the user id', async () => {
      const userId = await visitor();
      const before = await lastSequence();
      const events: TrackingEvent[] = [
        { name: 'view_item_list', payload: JSON.stringify({ item_list_id: 'cat_100', items: [{ item_id: '10401' }] }), timestamp: '2024-09-01T10:00:00.000Z' },
        { name: 'add_to_cart', payload: '{"currency":"EUR","value":2.59,"items":[{"item_id":"10401-01","quantity":1}]}', timestamp: '2024-09-01T12:00:05+02:00' },
        { name: 'web-vitals' },
      ];
      const answer = await track(events, { 'X-iSHOP-API-USERID': userId, 'X-Tafel-Site': 'at-de' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 3 });

      const stored = (await recent(3)).reverse();
      expect(stored.map((e) => e.sequence)).toEqual([before + 1, before + 2, before + 3]);
      const who = { source: 'tracking_addEvents', shop: 'at', userId, customerId: null };
      expect(stored[0]).toMatchObject({ ...who, name: 'view_item_list', payload: events[0]!.payload, timestamp: '2024-09-01T10:00:00.000Z' });
      expect(stored[1]).toMatchObject({ ...who, name: 'add_to_cart', payload: events[1]!.payload, timestamp: '2024-09-01T12:00:05+02:00' });
      // Without a timestamp the upstream uses the time it received the event.
      expect(stored[2]).toMatchObject({ ...who, name: 'web-vitals', payload: null });
      expect(stored[2]!.timestamp).toBe(stored[2]!.receivedAt);
    });

    it('needs no user id or cart: an anonymous visitor on the default site is recorded as such', async () => {
      const answer = await track([{ name: 'view_promotion', payload: '{"promotion_id":"home-hero-2"}' }]);
      expect(answer.data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 1 });
      expect((await recent(1))[0]).toMatchObject({ name: 'view_promotion', shop: 'de', userId: null, customerId: null });
    });

    it("passes the customer's session along (X-JWT)", async () => {
      const login = await world.orchestrator.graphql<{ login: { session: { token: string; userId: string } } }>(LOGIN, { i: { email: 'anna.schmidt@example.de', password: 'tafel-anna' } });
      const { token, userId } = login.data!.login.session;
      const answer = await track([{ name: 'add_to_wishlist' }], { 'X-iSHOP-API-USERID': userId, 'X-JWT': token, 'X-Tafel-Site': 'ch-de' });
      expect(answer.data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 1 });
      expect((await recent(1))[0]).toMatchObject({ name: 'add_to_wishlist', shop: 'ch', userId, customerId: 'C-1000' });
    });

    it('takes a full batch at every limit (50 events, 64-character names, 8192-byte payloads), also with JSON-escaped payloads', async () => {
      const name = `e${'x'.repeat(63)}`;
      // Quotes double in the request body (\"): the batch must still fit the orchestrator's body limit.
      const quoted = JSON.stringify('"'.repeat(4094)); // 2 + 4094 × 2 = 8190 bytes
      const events = Array.from({ length: 50 }, (_, i) => ({ name, payload: i % 2 === 0 ? payloadOf(8192) : quoted, timestamp: '2024-09-01T10:00:00Z' }));
      const answer = await track(events);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 50 });
      const stored = (await recent(50)).reverse();
      expect(stored.map((e) => e.payload)).toEqual(events.map((e) => e.payload));
      expect(stored.every((e) => e.name === name)).toBe(true);
    });

    it('answers an empty batch with 0 without calling the upstream', async () => {
      await world.upstream.fault({ operation: 'TrackingAddEvents', times: 1, kind: 'http', status: 503 });
      expect((await track([])).data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 0 });
      expect(await pendingFaults()).toEqual([expect.objectContaining({ operation: 'TrackingAddEvents', remaining: 1 })]);
    });
  });

  describe('an invalid batch is refused before the upstream is called', () => {
    const field = (f: string, messageKey: string, params: Record<string, string> = {}) =>
      expect.objectContaining({ field: f, messageKey, params: Object.entries(params).map(([n, value]) => ({ name: n, value })) });

    it.each<[string, () => TrackingEvent[], ReturnType<typeof field>[]]>([
      ['51 events', () => Array.from({ length: 51 }, () => ({ name: 'interaction' })), [field('events', 'ishop.api.error.tracking.too_many_events', { max: '50' })]],
      ['a name not starting with a letter', () => [{ name: 'ok' }, { name: '1st_visit' }], [field('events.1.name', 'ishop.api.error.tracking.invalid_name')]],
      ['an empty name', () => [{ name: '' }], [field('events.0.name', 'vue.form.error.requiredField')]],
      ['a 65-character name', () => [{ name: 'a'.repeat(65) }], [field('events.0.name', 'vue.form.error.maxLength', { max: '64' })]],
      ['a payload that is not JSON', () => [{ name: 'ok', payload: '{}' }, { name: 'ok', payload: '{item_id: 1}' }], [field('events.1.payload', 'ishop.api.error.tracking.invalid_json')]],
      ['an 8193-byte payload', () => [{ name: 'ok', payload: payloadOf(8193) }], [field('events.0.payload', 'vue.form.error.maxLength', { max: '8192' })]],
      ['an 8193-byte payload of 4098 characters (umlauts count 2 bytes)', () => [{ name: 'ok', payload: JSON.stringify(`${'ä'.repeat(4095)}x`) }], [field('events.0.payload', 'vue.form.error.maxLength', { max: '8192' })]],
      ['a timestamp without a zone', () => [{ name: 'a' }, { name: 'b' }, { name: 'c', timestamp: '2024-09-01T10:00:00' }], [field('events.2.timestamp', 'ishop.api.error.tracking.invalid_timestamp')]],
      ['a timestamp that is not a date', () => [{ name: 'a', timestamp: 'gestern' }], [field('events.0.timestamp', 'ishop.api.error.tracking.invalid_timestamp')]],
      ['an event id of 7 characters', () => [{ id: 'abc-123', name: 'ok' }], [field('events.0.id', 'vue.tracking.error.invalidId')]],
      ['an event id with a blank', () => [{ id: 'event 0001', name: 'ok' }], [field('events.0.id', 'vue.tracking.error.invalidId')]],
      ['an event id twice in the batch', () => [{ id: 'event-0001', name: 'a' }, { id: 'event-0001', name: 'b' }], [field('events.1.id', 'vue.tracking.error.duplicateId')]],
      [
        'several problems at once',
        () => [{ name: 'ok' }, { name: '-x', payload: 'nope', timestamp: '1725184800000' }, { name: 'fine', payload: '' }],
        [
          field('events.1.name', 'ishop.api.error.tracking.invalid_name'),
          field('events.1.payload', 'ishop.api.error.tracking.invalid_json'),
          field('events.1.timestamp', 'ishop.api.error.tracking.invalid_timestamp'),
          field('events.2.payload', 'ishop.api.error.tracking.invalid_json'),
        ],
      ],
    ])('%s → ValidationError, nothing recorded', async (_, events, fieldErrors) => {
      // A fault on the operation proves it is never called: it would still be pending afterwards.
      await world.upstream.fault({ operation: 'TrackingAddEvents', times: 1, kind: 'http', status: 503 });
      const before = await lastSequence();
      const answer = await track(events(), { 'X-Tafel-Site': 'at-de' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.trackEvents).toEqual({
        __typename: 'ValidationError',
        errorCode: 'VALIDATION_FAILED',
        messageKey: 'ishop.api.error.tracking.invalid_input',
        message: expect.stringMatching(/^Tracking events refused: /),
        fieldErrors,
      });
      expect(await lastSequence()).toBe(before);
      expect(await pendingFaults()).toEqual([expect.objectContaining({ operation: 'TrackingAddEvents', remaining: 1 })]);
    });

    it('never echoes a payload in the error texts', async () => {
      const secret = '{"email":"anna.schmidt@example.de"';
      const answer = await track([{ name: 'ok', payload: secret }]);
      expect(JSON.stringify(answer)).not.toContain('anna.schmidt');
    });

    it.each([
      ['a payload of the wrong type', [{ name: 'ok', payload: 123 }], 'input.events[0].payload'],
      ['a missing name', [{ payload: '{}' }], 'input.events[0]'],
      ['an unknown field', [{ name: 'ok', value: 1 }], 'input.events[0]'],
      ['events that are not objects', ['ok'], 'input.events[0]'],
      ['a timestamp number', [{ name: 'ok', timestamp: 1725184800000 }], 'input.events[0].timestamp'],
    ])('%s → BAD_USER_INPUT naming the field, nothing recorded', async (_, events, path) => {
      const before = await lastSequence();
      const answer = await track(events);
      expect(answer.errors).toEqual([expect.objectContaining({ message: expect.stringContaining(path), extensions: { code: 'BAD_USER_INPUT' } })]);
      expect(answer.data ?? null).toBeNull();
      expect(await lastSequence()).toBe(before);
    });

    it('refuses a malformed user id header like every other call (BAD_USER_INPUT)', async () => {
      const answer = await track([{ name: 'ok' }], { 'X-iSHOP-API-USERID': 'not a user id!' });
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    });

    it('refuses a request body over the orchestrator\'s body limit with HTTP 413', async () => {
      const before = await lastSequence();
      const events = Array.from({ length: 50 }, () => ({ name: 'ok', payload: JSON.stringify('x'.repeat(25_000)) }));
      const response = await fetch(`${world.orchestrator.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: TRACK, variables: { input: { events } } }),
      });
      expect(response.status).toBe(413);
      expect(await lastSequence()).toBe(before);
    });
  });

  describe('an event sent again (its id seen before) is recorded once', () => {
    let n = 0;
    /** Event ids of this test run: `count` fresh ones. */
    const freshIds = (count: number) => Array.from({ length: count }, () => `ev-${Date.now().toString(36)}-${(n += 1)}`);

    it('a batch sent twice: recorded the first time; the second answers accepted without calling the upstream', async () => {
      const userId = await visitor();
      const [a, b] = freshIds(2);
      const batch = [{ id: a, name: 'add_to_cart', payload: '{"value":1}' }, { id: b, name: 'remove_from_cart' }];
      const before = await lastSequence();
      expect((await track(batch, { 'X-iSHOP-API-USERID': userId })).data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 2 });
      expect((await recent(2)).reverse().map((e) => [e.sequence, e.name])).toEqual([
        [before + 1, 'add_to_cart'],
        [before + 2, 'remove_from_cart'],
      ]);

      await world.upstream.fault({ operation: 'TrackingAddEvents', times: 1, kind: 'http', status: 503 });
      expect((await track(batch, { 'X-iSHOP-API-USERID': userId })).data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 2 });
      expect(await lastSequence()).toBe(before + 2);
      expect(await pendingFaults()).toEqual([expect.objectContaining({ operation: 'TrackingAddEvents', remaining: 1 })]);

      // The ids are remembered for a while, not for ever.
      const keys = await world.keyspace.keys(`${world.keyspace.prefix}:tracking:{${hashedSubject(userId)}}:event:*`);
      expect(keys).toHaveLength(2);
      for (const key of keys) {
        const ttl = await world.keyspace.redis.pttl(key);
        expect(ttl).toBeGreaterThan(9 * 60 * 1000);
        expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000);
      }
    });

    it('of a batch, only the events not seen before are passed on: new ids and events without one', async () => {
      const userId = await visitor();
      const [seen, fresh] = freshIds(2);
      await track([{ id: seen, name: 'add_to_cart' }], { 'X-iSHOP-API-USERID': userId });
      const before = await lastSequence();
      const answer = await track([{ id: seen, name: 'add_to_cart' }, { id: fresh, name: 'checkout' }, { name: 'interaction' }], { 'X-iSHOP-API-USERID': userId });
      expect(answer.data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 3 });
      expect((await recent(2)).reverse().map((e) => [e.sequence, e.name])).toEqual([
        [before + 1, 'checkout'],
        [before + 2, 'interaction'],
      ]);
      expect(await lastSequence()).toBe(before + 2);
    });

    it('the same batch sent twice at once is recorded once', async () => {
      const userId = await visitor();
      const batch = freshIds(3).map((id) => ({ id, name: 'add_to_cart' }));
      const before = await lastSequence();
      const answers = await Promise.all([track(batch, { 'X-iSHOP-API-USERID': userId }), track(batch, { 'X-iSHOP-API-USERID': userId })]);
      expect(answers.map((a) => a.data!.trackEvents)).toEqual([
        { __typename: 'TrackedEvents', accepted: 3 },
        { __typename: 'TrackedEvents', accepted: 3 },
      ]);
      expect(await lastSequence()).toBe(before + 3);
    });

    it("ids are the visitor's own: another visitor's events with the same ids are recorded", async () => {
      const [id] = freshIds(1);
      await track([{ id, name: 'add_to_cart' }], { 'X-iSHOP-API-USERID': await visitor() });
      const other = await visitor();
      const before = await lastSequence();
      expect((await track([{ id, name: 'add_to_cart' }], { 'X-iSHOP-API-USERID': other })).data!.trackEvents).toMatchObject({ accepted: 1 });
      expect(await recent(1)).toEqual([expect.objectContaining({ sequence: before + 1, userId: other })]);
    });

    it.each([
      ['fails (HTTP 503)', { kind: 'http' as const, status: 503 }],
      ['refuses the input (BAD_USER_INPUT)', { kind: 'error' as const, classification: 'BAD_USER_INPUT' }],
    ])('when the upstream %s, the ids are given back: the batch sent again is recorded', async (_, fault) => {
      const userId = await visitor();
      const batch = freshIds(2).map((id) => ({ id, name: 'add_to_cart' }));
      await world.upstream.fault({ operation: 'TrackingAddEvents', times: 1, ...fault });
      const failed = await track(batch, { 'X-iSHOP-API-USERID': userId });
      expect(failed.data?.trackEvents?.__typename === 'TrackedEvents').toBe(false);
      expect(await world.keyspace.keys(`${world.keyspace.prefix}:tracking:{${hashedSubject(userId)}}:event:*`)).toEqual([]);
      const before = await lastSequence();
      expect((await track(batch, { 'X-iSHOP-API-USERID': userId })).data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 2 });
      expect(await lastSequence()).toBe(before + 2);
    });
  });

  describe("select_promotion events also reach the upstream's teaserClick, best effort", () => {
    let n = 0;
    const eventId = () => `tc-${Date.now().toString(36)}-${(n += 1)}`;
    const selected = (teaserId: string, id: string = eventId()) => ({
      id,
      name: 'select_promotion',
      payload: JSON.stringify({ ecommerce: { promotion_id: teaserId, promotion_name: 'Kachel', creative_slot: 'home_r2_c1', items: [{ promotion_id: teaserId }] } }),
    });
    const clicksSince = async (sequence: number) =>
      (await recent(200)).filter((e) => e.sequence > sequence && e.name === 'teaser_click').map((e) => ({ teaserId: (JSON.parse(e.payload!) as { teaserId: string }).teaserId, source: e.source, shop: e.shop, userId: e.userId }));
    /** The clicks go on after the answer: waits until the click of `teaserId` shows (or gives up after 5 s). */
    const clickOf = async (teaserId: string, since: number) => {
      for (let waited = 0; waited < 5000; waited += 50) {
        if ((await clicksSince(since)).some((c) => c.teaserId === teaserId)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no teaser_click of ${teaserId} recorded`);
    };

    it('records a click per select_promotion of a known teaser, as the visitor, and none for an unknown or malformed id', async () => {
      const userId = await visitor();
      const before = await lastSequence();
      // Clicks go one after the other in the batch's order: once the last one shows, the others were answered.
      const batch = [selected('gibt-es-nicht'), selected(`home-${'x'.repeat(96)}`), selected('home tile'), { name: 'view_promotion', payload: '{"ecommerce":{"promotion_id":"home-hero"}}' }, selected('home-tile-100')];
      const answer = await track(batch, { 'X-iSHOP-API-USERID': userId, 'X-Tafel-Site': 'at-de' });
      expect(answer.data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 5 });
      await clickOf('home-tile-100', before);
      expect(await clicksSince(before)).toEqual([{ teaserId: 'home-tile-100', source: 'teaserClick', shop: 'at', userId }]);
      // The batch itself was recorded as sent, select_promotion events included.
      const sent = (await recent(200)).filter((e) => e.sequence > before && e.source === 'tracking_addEvents').reverse();
      expect(sent.map((e) => e.name)).toEqual(['select_promotion', 'select_promotion', 'select_promotion', 'view_promotion', 'select_promotion']);
    });

    it('a batch sent again counts no click twice; another click of the same teaser counts', async () => {
      const userId = await visitor();
      const before = await lastSequence();
      const batch = [selected('home-tile-100')];
      expect((await track(batch, { 'X-iSHOP-API-USERID': userId })).data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 1 });
      await clickOf('home-tile-100', before);
      const again = await lastSequence();
      expect((await track(batch, { 'X-iSHOP-API-USERID': userId })).data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 1 });
      // Sent again along with a new event, so this time the batch reaches the upstream.
      expect((await track([...batch, { id: eventId(), name: 'interaction' }], { 'X-iSHOP-API-USERID': userId })).data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 2 });
      // A later batch's click shows: by then the repeated batch would have made its own.
      expect((await track([selected('home-tile-100'), selected('home-hero')], { 'X-iSHOP-API-USERID': userId })).data!.trackEvents).toMatchObject({ accepted: 2 });
      await clickOf('home-hero', again);
      expect((await clicksSince(before)).map((c) => c.teaserId).reverse()).toEqual(['home-tile-100', 'home-tile-100', 'home-hero']);
      expect((await clicksSince(again)).map((c) => c.teaserId).reverse()).toEqual(['home-tile-100', 'home-hero']);
    });

    it('a slow teaserClick does not slow the batch\'s answer', async () => {
      await world.upstream.fault({ operation: 'TeaserClick', times: 1, kind: 'delay', delayMs: 1500 });
      const before = await lastSequence();
      const started = Date.now();
      const answer = await track([selected('home-tile-100')]);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(answer.data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 1 });
      expect(await clicksSince(before)).toEqual([]);
      await clickOf('home-tile-100', before);
    });

    it.each([
      ['answers HTTP 503', { kind: 'http' as const, status: 503 }],
      ['refuses the call (BAD_USER_INPUT)', { kind: 'error' as const, classification: 'BAD_USER_INPUT' }],
    ])('when teaserClick %s, the batch is still answered as recorded, the error not surfaced', async (_, fault) => {
      await world.upstream.fault({ operation: 'TeaserClick', times: 1, ...fault });
      const before = await lastSequence();
      const answer = await track([selected('home-tile-100'), selected('home-hero')]);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 2 });
      // The fault was used (the click was tried); the batch's other click was dropped with it.
      for (let waited = 0; (await pendingFaults()).length > 0 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await pendingFaults()).toEqual([]);
      const marker = await lastSequence();
      await track([selected('cat-300-ideen')]);
      await clickOf('cat-300-ideen', marker);
      expect(await clicksSince(before)).toEqual([expect.objectContaining({ teaserId: 'cat-300-ideen' })]);
    });

    it('a refused batch makes no click', async () => {
      await world.upstream.fault({ operation: 'TrackingAddEvents', times: 1, kind: 'http', status: 503 });
      const before = await lastSequence();
      expect((await track([selected('home-tile-100')])).errors).toEqual([expect.objectContaining({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } })]);
      await world.upstream.clearFaults();
      const marker = await lastSequence();
      await track([selected('home-hero')]);
      await clickOf('home-hero', marker);
      expect((await clicksSince(before)).map((c) => c.teaserId)).toEqual(['home-hero']);
    });
  });

  describe('upstream failures', () => {
    it.each([
      ['answers HTTP 503', { kind: 'http' as const, status: 503 }],
      ['drops the connection', { kind: 'drop' as const }],
      ['answers INTERNAL_ERROR', { kind: 'error' as const, classification: 'INTERNAL_ERROR' }],
    ])('the upstream %s → UPSTREAM_UNAVAILABLE, no retry, and the next batch goes through', async (_, fault) => {
      await world.upstream.fault({ operation: 'TrackingAddEvents', times: 2, ...fault });
      const answer = await track([{ name: 'interaction' }]);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toEqual([expect.objectContaining({ path: ['trackEvents'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } })]);
      // One call, not retried: the second matching fault is still waiting.
      expect(await pendingFaults()).toEqual([expect.objectContaining({ operation: 'TrackingAddEvents', remaining: 1 })]);
      await world.upstream.clearFaults();
      expect((await track([{ name: 'interaction' }])).data!.trackEvents).toEqual({ __typename: 'TrackedEvents', accepted: 1 });
    });

    it("a slow upstream → UPSTREAM_TIMEOUT 'Request timed out (<UPSTREAM_TIMEOUT_MS>ms)'", async () => {
      const impatient = await world.startAnother({ UPSTREAM_TIMEOUT_MS: '300' });
      await world.upstream.fault({ operation: 'TrackingAddEvents', times: 1, kind: 'delay', delayMs: 1000 });
      const answer = await impatient.graphql<{ trackEvents: TrackAnswer }>(TRACK, { input: { events: [{ name: 'interaction' }] } });
      expect(answer.errors).toEqual([expect.objectContaining({ message: 'Request timed out (300ms)', extensions: { code: 'UPSTREAM_TIMEOUT' } })]);
      expect((await impatient.graphql<{ trackEvents: TrackAnswer }>(TRACK, { input: { events: [{ name: 'interaction' }] } })).data!.trackEvents).toMatchObject({ accepted: 1 });
    });
  });
});
