// recordGlanceView (catalogue spec §7) through the orchestrator against the real stand-in: what
// reaches the upstream (read back with its tracking_recentEvents), what is refused before any
// upstream call, the upstream's own refusal, and the per-visitor limit.
import { fromBrowserAt } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

const GLANCE = `mutation ($i: RecordGlanceViewInput!) { recordGlanceView(input: $i) { __typename
  ... on GlanceViewRecorded { recorded }
  ... on ValidationError { errorCode messageKey fieldErrors { field messageKey } }
  ... on GlanceViewRateLimitedError { errorCode messageKey retryAfterSeconds } } }`;
const RECENT = 'query ($limit: Int) { tracking_recentEvents(limit: $limit) { sequence name payload source shop userId } }';

interface Recorded {
  sequence: number;
  name: string;
  payload: string | null;
  source: string;
  shop: string;
  userId: string | null;
}
type Answer = Record<string, unknown> & { __typename: string };

describe('recordGlanceView (orchestrator against the stand-in)', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('glance-views');
  });
  afterAll(() => world?.close());

  let ip = 0;
  const address = () => `10.29.11.${(ip += 1) % 250}`;
  const glance = async (input: Record<string, unknown>, headers: Record<string, string> = fromBrowserAt(address())) => world.orchestrator.graphql<{ recordGlanceView: Answer }>(GLANCE, { i: input }, headers);
  const recent = async (limit = 20): Promise<Recorded[]> => (await world.upstream.graphql<{ tracking_recentEvents: Recorded[] }>(RECENT, { limit })).tracking_recentEvents;
  const lastSequence = async () => (await recent(1))[0]?.sequence ?? 0;
  const visitor = async () => (await world.orchestrator.graphql<{ createCart: { userId: string } }>('mutation { createCart { cartId userId } }')).data!.createCart.userId;

  it("records the view with product, item, domain and the visitor's user id", async () => {
    const userId = await visitor();
    const before = await lastSequence();
    const answer = await glance({ productId: '10003', itemId: '10003-01', domain: 'WWW.Tafel.localhost:3000' }, { ...fromBrowserAt(address()), 'X-iSHOP-API-USERID': userId });
    expect(answer.data!.recordGlanceView).toEqual({ __typename: 'GlanceViewRecorded', recorded: true });
    const fresh = (await recent()).filter((e) => e.sequence > before);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ name: 'glance_view', source: 'recordGlanceView', userId });
    expect(JSON.parse(fresh[0]!.payload!)).toMatchObject({ productId: '10003', itemId: '10003-01', domain: 'www.tafel.localhost:3000' });
  });

  it('refuses malformed ids and domains before the upstream, and passes on its refusal of an unknown product', async () => {
    const before = await lastSequence();
    expect((await glance({ productId: 'a b' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await glance({ productId: '10003', itemId: '{x}' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await glance({ productId: '10003', domain: 'evil.example/<script>' })).data!.recordGlanceView).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'domain', messageKey: 'tafel.tracking.invalidDomain' }],
    });
    expect((await glance({ productId: '10003', domain: `${'a'.repeat(254)}` })).data!.recordGlanceView).toMatchObject({ __typename: 'ValidationError' });
    // The upstream knows its catalogue: a product it does not have is its refusal, nothing recorded.
    expect((await glance({ productId: '99999999' })).data!.recordGlanceView).toMatchObject({ __typename: 'ValidationError' });
    expect((await glance({ productId: '10003', itemId: '10005-01' })).data!.recordGlanceView).toMatchObject({ __typename: 'ValidationError' });
    expect(await lastSequence()).toBe(before);
  });

  it('limits one visitor to 60 views a minute, counting nothing for others', async () => {
    const userId = await visitor();
    const headers = { ...fromBrowserAt(address()), 'X-iSHOP-API-USERID': userId };
    for (let i = 0; i < 60; i += 1) expect((await glance({ productId: '10003' }, headers)).data!.recordGlanceView.__typename).toBe('GlanceViewRecorded');
    const refused = (await glance({ productId: '10003' }, headers)).data!.recordGlanceView;
    expect(refused).toMatchObject({ __typename: 'GlanceViewRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'tafel.tracking.rateLimited' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another visitor from another address goes on.
    const other = await visitor();
    expect((await glance({ productId: '10003' }, { ...fromBrowserAt(address()), 'X-iSHOP-API-USERID': other })).data!.recordGlanceView.__typename).toBe('GlanceViewRecorded');
  });
});
