import { ConsoleLogger, Logger, type LoggerService } from '@nestjs/common';
import type { TeaserClickMutation } from '@tafel/graphql-schema/upstream-client';
import { UpstreamError } from '../common/app-error.js';
import { currentRequestSignal, limitRequestTime, requestTimeLeft, runWithRequestSignal } from '../upstream/request-signal.js';
import type { UpstreamCallOptions, UpstreamClient } from '../upstream/upstream-client.js';
import { clickedTeaserId, clickedTeaserIds, MAX_BATCHES_IN_FLIGHT, TeaserClicks } from './teaser-clicks.js';

type Answer = TeaserClickMutation['teaserClick'];

const click = (payload: unknown, name = 'select_promotion') => ({ name, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
const ok: Answer = { successful: true, errorMessage: null };
const notFound: Answer = { successful: false, errorMessage: 'ishop.api.error.teaser_not_found' };

/** An upstream answering each teaserClick by `answer(teaserId)` (or throwing it), recording the calls. */
function fakeUpstream(answer: (teaserId: string) => Answer | Error | Promise<Answer>) {
  const calls: { teaserId: string; options: UpstreamCallOptions; timeLeft: number | undefined; signal: AbortSignal | undefined }[] = [];
  const upstream = {
    request: async (_document: unknown, variables: { teaserClick: { teaserId: string } }, options: UpstreamCallOptions) => {
      const { teaserId } = variables.teaserClick;
      calls.push({ teaserId, options, timeLeft: requestTimeLeft(), signal: currentRequestSignal() });
      const result = await answer(teaserId);
      if (result instanceof Error) throw result;
      return { teaserClick: result };
    },
  } as unknown as UpstreamClient;
  return { clicks: new TeaserClicks(upstream), calls };
}

describe('clickedTeaserId', () => {
  it.each([
    ["the storefront's select_promotion (ecommerce.promotion_id)", click({ ecommerce: { promotion_id: 'home-tile-100', promotion_name: 'Kachel', items: [] } }), 'home-tile-100'],
    ['a top-level promotion_id', click({ promotion_id: 'cat-300-ideen' }), 'cat-300-ideen'],
    ['100 characters', click({ promotion_id: 'a'.repeat(100) }), 'a'.repeat(100)],
    ['101 characters', click({ promotion_id: 'a'.repeat(101) }), null],
    ['an empty id', click({ promotion_id: '' }), null],
    ['a blank in the id', click({ promotion_id: 'home tile' }), null],
    ['a slash in the id', click({ promotion_id: '../home-tile-100' }), null],
    ['a number', click({ promotion_id: 100 }), null],
    ['no promotion_id', click({ ecommerce: { items: [{ promotion_id: 'home-tile-100' }] } }), null],
    ['a view_promotion', click({ ecommerce: { promotion_id: 'home-tile-100' } }, 'view_promotion'), null],
    ['no payload', { name: 'select_promotion', payload: null }, null],
    ['a payload that is not JSON', click('{promotion_id: home}'), null],
    ['a JSON array', click([{ promotion_id: 'home-tile-100' }]), null],
  ])('%s', (_, event, expected) => {
    expect(clickedTeaserId(event)).toBe(expected);
  });

  it('answers one id per select_promotion event of a batch, in order, skipping the others', () => {
    const events = [
      click({ ecommerce: { promotion_id: 'b' } }),
      { name: 'Meta', payload: '{}' },
      click({ ecommerce: { promotion_id: 'a' } }),
      click({ ecommerce: { promotion_id: 'not a teaser' } }),
      click({ ecommerce: { promotion_id: 'b' } }),
    ];
    expect(clickedTeaserIds(events)).toEqual(['b', 'a', 'b']);
  });
});

describe('TeaserClicks', () => {
  let warnings: string[];
  const session = { userId: 'u-1', jwt: 'jwt.token', site: 'at-de' as const };

  beforeEach(() => {
    warnings = [];
    const capture = (message: unknown) => void warnings.push(String(message));
    const logger: LoggerService = { log: () => undefined, warn: capture, error: capture };
    Logger.overrideLogger(logger);
  });
  afterEach(() => {
    Logger.overrideLogger(new ConsoleLogger());
  });

  it("sends one teaserClick per id with the visitor's session, one after the other, and logs nothing when all are recorded", async () => {
    let running = 0;
    let most = 0;
    const { clicks, calls } = fakeUpstream(async () => {
      most = Math.max(most, (running += 1));
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return ok;
    });
    clicks.record(['home-tile-100', 'home-hero', 'home-tile-100'], session);
    await clicks.settled();
    expect(calls.map((c) => [c.teaserId, c.options])).toEqual([
      ['home-tile-100', session],
      ['home-hero', session],
      ['home-tile-100', session],
    ]);
    expect(most).toBe(1);
    expect(warnings).toEqual([]);
  });

  it('answers at once, before any call is answered, and never throws', async () => {
    let answer!: (value: Answer) => void;
    const { clicks, calls } = fakeUpstream(() => new Promise<Answer>((resolve) => (answer = resolve)));
    expect(clicks.record(['home-tile-100'], session)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
    answer(ok);
    await clicks.settled();
  });

  it(`sends at most ${MAX_BATCHES_IN_FLIGHT} batches at a time and drops the clicks beyond, with one warning`, async () => {
    const answers: ((value: Answer) => void)[] = [];
    const { clicks, calls } = fakeUpstream(() => new Promise<Answer>((resolve) => answers.push(resolve)));
    for (let i = 0; i < MAX_BATCHES_IN_FLIGHT + 5; i += 1) clicks.record([`t-${i}`], session);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(MAX_BATCHES_IN_FLIGHT);
    expect(warnings).toHaveLength(1);
    for (const answer of answers) answer(ok);
    await clicks.settled();
    // Room again: the next batch is sent.
    clicks.record(['t-next'], session);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.at(-1)?.teaserId).toBe('t-next');
    answers.at(-1)?.(ok);
    await clicks.settled();
  });

  it('makes no call for no ids', async () => {
    const { clicks, calls } = fakeUpstream(() => ok);
    clicks.record([], session);
    await clicks.settled();
    expect(calls).toEqual([]);
  });

  it("runs outside the request's time budget and abort signal, so the answered request does not cut it short", async () => {
    const { clicks, calls } = fakeUpstream(() => ok);
    const controller = new AbortController();
    runWithRequestSignal(controller.signal, () => {
      limitRequestTime(1);
      expect(requestTimeLeft()).toBeDefined();
      clicks.record(['home-tile-100'], session);
    });
    controller.abort();
    await clicks.settled();
    expect(calls).toEqual([expect.objectContaining({ teaserId: 'home-tile-100', timeLeft: undefined, signal: undefined })]);
  });

  it("logs the batch's refused clicks in one warning, with their key and teaser ids", async () => {
    const { clicks, calls } = fakeUpstream((teaserId) => (teaserId.startsWith('gibt') ? notFound : ok));
    clicks.record(['gibt-es-nicht', 'home-tile-100', 'gibt-es-auch-nicht'], session);
    await clicks.settled();
    expect(calls).toHaveLength(3);
    expect(warnings).toEqual(['2 of 3 teaser clicks not recorded (ishop.api.error.teaser_not_found: gibt-es-nicht, gibt-es-auch-nicht)']);
  });

  it('after a failed call drops the rest of the batch, with one warning for all of it', async () => {
    const failure = new UpstreamError('UPSTREAM_UNAVAILABLE', 'Upstream answered HTTP 503', { operation: 'TeaserClick' });
    const { clicks, calls } = fakeUpstream((teaserId) => (teaserId === 'b' ? failure : ok));
    clicks.record(['a', 'b', 'c', 'd'], session);
    await clicks.settled();
    expect(calls.map((c) => c.teaserId)).toEqual(['a', 'b']);
    expect(warnings).toEqual(['3 of 4 teaser clicks not recorded (UPSTREAM_UNAVAILABLE, 2 not sent)']);
  });

  it('batches in flight are independent: one failing does not stop another', async () => {
    const { clicks, calls } = fakeUpstream((teaserId) => (teaserId === 'x' ? new UpstreamError('UPSTREAM_TIMEOUT', 'Request timed out (10ms)', { operation: 'TeaserClick' }) : ok));
    clicks.record(['x', 'y'], session);
    clicks.record(['z'], session);
    await clicks.settled();
    expect(calls.map((c) => c.teaserId).sort()).toEqual(['x', 'z']);
    expect(warnings).toEqual(['2 of 2 teaser clicks not recorded (UPSTREAM_TIMEOUT, 1 not sent)']);
  });

  it('waits for clicks under way when the application shuts down', async () => {
    let answered = false;
    const { clicks } = fakeUpstream(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answered = true;
      return ok;
    });
    clicks.record(['home-tile-100'], session);
    await clicks.onApplicationShutdown();
    expect(answered).toBe(true);
  });
});
