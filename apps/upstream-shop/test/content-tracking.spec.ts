import { login, SHOP_INIT, startUpstream, type Upstream } from './support/upstream.js';

const ADD_EVENTS = `mutation Track($events: [TrackingEventInput!]!) {
  tracking_addEvents(events: $events) { successful accepted errorMessage fieldErrors { fieldName errorMessage formName } }
}`;
const RECENT = 'query Recent($limit: Int) { tracking_recentEvents(limit: $limit) { sequence name payload timestamp receivedAt source shop userId customerId } }';
const GLANCE = `mutation Glance($productId: ID!, $itemId: ID, $domain: String) {
  recordGlanceView(productId: $productId, itemId: $itemId, domain: $domain) { successful errorMessage fieldErrors { fieldName errorMessage } }
}`;
const TEASER_CLICK = 'mutation Click($teaserClick: TeaserClickInput!) { teaserClick(teaserClick: $teaserClick) { successful errorMessage } }';

interface RecordedEvent {
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
interface TrackResult {
  successful: boolean;
  accepted: number;
  errorMessage: string | null;
  fieldErrors: Array<{ fieldName: string; errorMessage: string; formName: string | null }>;
}

describe('tracking', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const recent = async (limit?: number): Promise<RecordedEvent[]> => (await upstream.gql<{ tracking_recentEvents: RecordedEvent[] }>(RECENT, limit === undefined ? {} : { limit })).body.data?.tracking_recentEvents ?? [];
  const track = async (events: unknown[], options = {}): Promise<TrackResult | undefined> => (await upstream.gql<{ tracking_addEvents: TrackResult }>(ADD_EVENTS, { events }, options)).body.data?.tracking_addEvents;

  describe('tracking_addEvents', () => {
    it('stores a batch and shows it newest first with who sent it', async () => {
      const init = (await upstream.gql<{ shopInit: { userId: string } }>(SHOP_INIT)).body.data?.shopInit;
      const result = await track(
        [
          { name: 'view_item_list', payload: JSON.stringify({ item_list_id: 'cat_100', items: [{ item_id: '10401' }] }), timestamp: '2024-09-01T10:00:00.000Z' },
          { name: 'web-vitals', payload: '{"name":"LCP","value":1234}' },
          { name: 'Meta', payload: '{"page_path":"/","visitor_type":"guest","test_id":"T201","test_variant":"T201_hero-slider_B"}' },
        ],
        { userId: init?.userId },
      );
      expect(result).toEqual({ successful: true, accepted: 3, errorMessage: null, fieldErrors: [] });
      const [meta, vitals, list] = await recent(3);
      expect(list).toMatchObject({ name: 'view_item_list', timestamp: '2024-09-01T10:00:00.000Z', source: 'tracking_addEvents', shop: 'de', userId: init?.userId, customerId: null });
      expect(vitals?.timestamp).toBe(vitals?.receivedAt);
      expect(meta).toMatchObject({ name: 'Meta', payload: expect.stringContaining('T201_hero-slider_B') });
      expect((meta?.sequence ?? 0) - (list?.sequence ?? 0)).toBe(2);
    });

    it('records the logged-in customer and the shop of the token', async () => {
      const jwt = await login(upstream, { email: 'anna.schmidt@example.de', password: 'tafel-anna' });
      expect((await track([{ name: 'add_to_wishlist' }], { jwt, token: await upstream.token('at-de') }))?.accepted).toBe(1);
      expect((await recent(1))[0]).toMatchObject({ name: 'add_to_wishlist', customerId: 'C-1000', shop: 'at', payload: null });
    });

    it('accepts an empty batch', async () => {
      expect(await track([])).toMatchObject({ successful: true, accepted: 0 });
    });

    it('stores nothing when one event is invalid and names every problem', async () => {
      const before = (await recent(1))[0]?.sequence;
      const result = await track([{ name: 'select_item', payload: '{}' }, { name: '', payload: '{oops' }, { name: 'interaction', timestamp: 'gestern' }]);
      expect(result).toEqual({
        successful: false,
        accepted: 0,
        errorMessage: 'ishop.api.error.tracking.invalid_input',
        fieldErrors: [
          { fieldName: 'events.1.name', errorMessage: 'vue.form.error.requiredField', formName: null },
          { fieldName: 'events.1.payload', errorMessage: 'ishop.api.error.tracking.invalid_json', formName: null },
          { fieldName: 'events.2.timestamp', errorMessage: 'ishop.api.error.tracking.invalid_timestamp', formName: null },
        ],
      });
      expect((await recent(1))[0]?.sequence).toBe(before);
    });

    it('refuses payloads over 8 KB and batches over 50 events', async () => {
      const big = JSON.stringify({ blob: 'x'.repeat(8200) });
      expect((await track([{ name: 'interaction', payload: big }]))?.fieldErrors).toEqual([{ fieldName: 'events.0.payload', errorMessage: 'vue.form.error.maxLength', formName: null }]);
      const many = await track(Array.from({ length: 51 }, () => ({ name: 'interaction' })));
      expect(many).toMatchObject({ successful: false, accepted: 0, fieldErrors: [{ fieldName: 'events', errorMessage: 'ishop.api.error.tracking.too_many_events' }] });
      expect((await track(Array.from({ length: 50 }, () => ({ name: 'interaction' }))))?.accepted).toBe(50);
    });

    it('keeps only the last 1000 events', async () => {
      for (let i = 0; i < 21; i++) await track(Array.from({ length: 50 }, (_, j) => ({ name: 'view_promotion', payload: JSON.stringify({ n: i * 50 + j }) })));
      const all = await recent(1000);
      expect(all).toHaveLength(1000);
      expect(JSON.parse(all[0]?.payload ?? '{}')).toEqual({ n: 1049 });
      expect(JSON.parse(all[999]?.payload ?? '{}')).toEqual({ n: 50 });
    });
  });

  describe('tracking_recentEvents', () => {
    it('answers 50 by default and refuses a limit outside 1..1000', async () => {
      expect(await recent()).toHaveLength(50);
      for (const limit of [0, 1001]) {
        const answer = await upstream.gql(RECENT, { limit });
        expect(answer.body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('recordGlanceView', () => {
    const glance = async (variables: Record<string, unknown>) => (await upstream.gql<{ recordGlanceView: { successful: boolean; errorMessage: string | null; fieldErrors: Array<{ fieldName: string; errorMessage: string }> } }>(GLANCE, variables)).body.data?.recordGlanceView;

    it('records a glance view of a product item', async () => {
      expect(await glance({ productId: '10401', itemId: '10401-02', domain: 'www.tafel.de' })).toEqual({ successful: true, errorMessage: null, fieldErrors: [] });
      const [event] = await recent(1);
      expect(event).toMatchObject({ name: 'glance_view', source: 'recordGlanceView' });
      expect(JSON.parse(event?.payload ?? '{}')).toEqual({ productId: '10401', itemId: '10401-02', domain: 'www.tafel.de' });
      expect((await glance({ productId: '10001' }))?.successful).toBe(true);
    });

    it('answers successful false for an unknown product or a foreign item, recording nothing', async () => {
      const before = (await recent(1))[0]?.sequence;
      expect(await glance({ productId: '99999' })).toEqual({ successful: false, errorMessage: 'ishop.api.error.product_not_found', fieldErrors: [{ fieldName: 'productId', errorMessage: 'ishop.api.error.product_not_found' }] });
      expect(await glance({ productId: '10401', itemId: '10001-01' })).toMatchObject({ successful: false, errorMessage: 'ishop.api.error.item_not_found' });
      expect(await glance({ productId: '10401', domain: 'not a domain' })).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'domain' }] });
      expect((await recent(1))[0]?.sequence).toBe(before);
    });
  });

  describe('teaserClick', () => {
    const click = async (teaserId: string) => (await upstream.gql<{ teaserClick: { successful: boolean; errorMessage: string | null } }>(TEASER_CLICK, { teaserClick: { teaserId } })).body.data?.teaserClick;

    it('records a click on a known teaser, slides and footer teasers included', async () => {
      for (const teaserId of ['home-hero-2', 'home-recommendations', 'footer-usp-versand']) {
        expect(await click(teaserId)).toEqual({ successful: true, errorMessage: null });
        const [event] = await recent(1);
        expect(event).toMatchObject({ name: 'teaser_click', source: 'teaserClick', payload: JSON.stringify({ teaserId }) });
      }
    });

    it('answers successful false for an unknown teaser, recording nothing', async () => {
      const before = (await recent(1))[0]?.sequence;
      expect(await click('gibt-es-nicht')).toEqual({ successful: false, errorMessage: 'ishop.api.error.teaser_not_found' });
      expect(await click('x'.repeat(500))).toMatchObject({ successful: false });
      expect((await recent(1))[0]?.sequence).toBe(before);
    });
  });
});
