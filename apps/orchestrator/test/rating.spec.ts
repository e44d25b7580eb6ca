// The rating page's API (issue 28, /rating?enc=) through the orchestrator, against the real
// stand-in and Redis: what a rating link names, ratings kept pending, the per-address form limit.
import type { RatingTarget } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { TestOrchestrator } from './support/orchestrator.js';
import { fromBrowserAt, INTERNAL_SECRET } from './support/staff.js';
import { startUpstreamRecorder, type UpstreamRecorder } from './support/upstream-recorder.js';
import { startWorld, type World } from './support/world.js';

// The stand-in encodes a link's data (base64url JSON); the real shop encrypts it.
const enc = (data: unknown): string => Buffer.from(JSON.stringify(data)).toString('base64url');
const TARGET = 'query ($enc: String!) { ratingTarget(enc: $enc) { productId itemId name url image { url } orderId } }';
const SUBMIT = `mutation ($i: RatingInput!) { submitRating(input: $i) { __typename
  ... on RatingSubmitted { pending }
  ... on ValidationError { fieldErrors { field messageKey params { name value } } }
  ... on NotFoundError { errorCode messageKey }
  ... on FormRateLimitedError { errorCode messageKey retryAfterSeconds } } }`;

let ipCounter = 0;
const nextIp = (): string => `10.28.1.${(ipCounter += 1)}`;

describe('rating page API (orchestrator against the stand-in)', () => {
  let world: World;
  let recorder: UpstreamRecorder;
  let orchestrator: TestOrchestrator;
  beforeAll(async () => {
    world = await startWorld('rating');
    // What the orchestrator sends upstream is recorded: refused ratings must send nothing.
    recorder = await startUpstreamRecorder(world.upstream.url);
    orchestrator = await world.startAnother({ UPSTREAM_URL: recorder.url, INTERNAL_API_SECRET: INTERNAL_SECRET, FORM_SUBMISSIONS_PER_ADDRESS: '3', FORM_WINDOW_S: '600' });
  });
  afterAll(async () => {
    await recorder?.close();
    await world?.close();
  });
  const sent = (): number => recorder.callsOf('UpstreamSubmitProductRating').length;

  const target = async (value: string) => {
    const answer = await orchestrator.graphql<{ ratingTarget: RatingTarget | null }>(TARGET, { enc: value });
    expect(answer.errors).toBeUndefined();
    return answer.data!.ratingTarget;
  };
  const submit = async (input: Record<string, unknown>, ip: string) => {
    const answer = await orchestrator.graphql<{ submitRating: Record<string, unknown> }>(SUBMIT, { i: input }, fromBrowserAt(ip));
    expect(answer.errors).toBeUndefined();
    return answer.data!.submitRating;
  };

  it("shows the product of a seeded order's review link", async () => {
    // Anna's order 40010009: its delivered parcel (10302-01) carries a review link, built like the stand-in's reviewUrl.
    const link = `/rating?enc=${enc({ orderId: '40010009', productId: '10302', itemId: '10302-01' })}`;
    expect(await target(new URL(link, 'http://shop').searchParams.get('enc')!)).toEqual({
      productId: '10302',
      itemId: '10302-01',
      name: expect.any(String),
      url: expect.stringMatching(/^\/prod\/10302/),
      image: { url: expect.stringMatching(/^\/media\//) },
      orderId: '40010009',
    });
  });

  it('answers null for a link that names nothing, or is not one', async () => {
    for (const value of ['garbage', enc({ productId: 'nope' }), enc({ orderId: '40010009' }), 'a b', '<script>', 'x'.repeat(2049)]) {
      expect(await target(value)).toBeNull();
    }
  });

  it('keeps a rating pending, and refuses a link without data as NotFoundError', async () => {
    const ip = nextIp();
    const link = enc({ productId: '10401', itemId: '10401-02' });
    expect(await submit({ enc: link, rating: 5, title: ' Top ', message: 'Stabil.', author: ' Jonas B. ' }, ip)).toEqual({ __typename: 'RatingSubmitted', pending: true });
    expect(sent()).toBe(1);
    expect(await submit({ enc: 'garbage', rating: 4, author: 'X' }, ip)).toEqual({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', messageKey: 'tafel.rating.notFound' });
  });

  it('names the fields that are wrong and sends nothing', async () => {
    const ip = nextIp();
    const before = sent();
    const link = enc({ productId: '10351' });
    const answer = await submit({ enc: link, rating: 6, title: 't'.repeat(101), message: 'm'.repeat(2001), author: '  ' }, ip);
    expect(answer).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'rating', messageKey: 'vue.form.error.invalidOption', params: [] },
        { field: 'title', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '100' }] },
        { field: 'message', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '2000' }] },
        { field: 'author', messageKey: 'vue.form.error.requiredField', params: [] },
      ],
    });
    expect(sent()).toBe(before);
  });

  it('limits ratings per client address (FORM_SUBMISSIONS_PER_ADDRESS), others still pass', async () => {
    const ip = nextIp();
    const before = sent();
    const link = enc({ productId: '10226' });
    for (let i = 0; i < 3; i += 1) expect(await submit({ enc: link, rating: 3, author: `A${i}` }, ip)).toEqual({ __typename: 'RatingSubmitted', pending: true });
    const refused = await submit({ enc: link, rating: 3, author: 'A3' }, ip);
    expect(refused).toMatchObject({ __typename: 'FormRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'tafel.form.rateLimited', retryAfterSeconds: expect.any(Number) });
    expect(sent()).toBe(before + 3);
    expect(await submit({ enc: link, rating: 3, author: 'B' }, nextIp())).toEqual({ __typename: 'RatingSubmitted', pending: true });
  });
});
