import { ConsoleLogger, Logger, type LoggerService } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../src/redis/redis.module.js';
import { newShopper, GUEST_BILLING, type CheckoutAnswer } from './support/checkout.js';
import { startRedisProxy, type RedisProxy } from './support/redis-proxy.js';
import { testRedisUrl } from './support/redis.js';
import { startWorld, type World } from './support/world.js';

interface Line {
  level: 'log' | 'warn' | 'error';
  message: string;
  context: string | undefined;
}

/** Catches what the app's Nest loggers write (every `new Logger(context)` goes to the static instance). */
function captureLogs(): { lines: Line[]; restore(): void } {
  const lines: Line[] = [];
  const at =
    (level: Line['level']) =>
    (message: unknown, ...rest: unknown[]): void => {
      const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
      lines.push({ level, message: String(message), context });
    };
  const capture: LoggerService = { log: at('log'), warn: at('warn'), error: at('error') };
  Logger.overrideLogger(capture);
  return { lines, restore: () => Logger.overrideLogger(new ConsoleLogger({ logLevels: ['error'] })) };
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const CHECKOUT = 'query($c: ID!) { checkout(cartId: $c) { __typename ... on Checkout { state } ... on ErrorResult { errorCode } } }';
const START = 'mutation($i: CheckoutRefInput!) { startCheckout(input: $i) { __typename ... on Checkout { state } ... on ErrorResult { errorCode } } }';

// The orchestrator reaches the real test Redis through a TCP proxy the test cuts, as a network
// outage would; its workers run (their BullMQ connections lose Redis too).
describe('a Redis outage (real Redis behind a cut connection)', () => {
  let proxy: RedisProxy;
  let world: World;

  beforeAll(async () => {
    proxy = await startRedisProxy(testRedisUrl());
    world = await startWorld('service-unavailable', { REDIS_URL: proxy.url });
  });
  afterAll(async () => {
    try {
      await world?.close();
    } finally {
      await proxy?.close();
    }
  });

  it('answers a retryable SERVICE_UNAVAILABLE, logs one line when Redis goes and one when it is back, and works again after', async () => {
    const shopper = await newShopper(world.orchestrator);
    const redis = world.orchestrator.app.get<Redis>(REDIS);
    const logs = captureLogs();
    try {
      await proxy.cut();
      await until('the connection loss', () => redis.status !== 'ready');
      // A call waits for at most one reconnect attempt (maxRetriesPerRequest 1), so about a second or two.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? shopper.gql(CHECKOUT, { c: shopper.cartId }) : shopper.gql(START, { i: { cartId: shopper.cartId } }))),
      );
      for (const answer of answers) {
        expect(answer.errors).toEqual([
          expect.objectContaining({
            message: expect.stringContaining('try again shortly'),
            extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'REDIS_UNAVAILABLE', retryable: true },
          }),
        ]);
      }

      await proxy.restore();
      await until('the reconnection', () => redis.status === 'ready');
      await until('the "back" line', () => logs.lines.some((line) => line.message.startsWith('Redis is back')));
      const started = await shopper.gql<{ startCheckout: { __typename: string; state?: string } }>(START, { i: { cartId: shopper.cartId } });
      expect(started.errors).toBeUndefined();
      expect(started.data!.startCheckout.__typename).toBe('Checkout');
      const read = await shopper.gql<{ checkout: { __typename: string } }>(CHECKOUT, { c: shopper.cartId });
      expect(read.data!.checkout.__typename).toBe('Checkout');

      // The BullMQ connections come back on their own schedule; give a late line time to show.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const warnings = logs.lines.filter((line) => line.level !== 'log');
      expect(warnings).toEqual([{ level: 'warn', context: 'Redis', message: expect.stringContaining('Redis is unavailable') }]);
      const back = logs.lines.filter((line) => line.message.startsWith('Redis is back'));
      expect(back).toEqual([{ level: 'log', context: 'Redis', message: expect.stringMatching(/^Redis is back after \d+\.\d s \(\d+ calls? refused meanwhile\)$/) }]);
      // The refused GraphQL calls, each counted, none logged on its own.
      expect(Number(/\((\d+) calls? refused/.exec(back[0]!.message)![1])).toBeGreaterThanOrEqual(answers.length);
    } finally {
      logs.restore();
      await proxy.restore();
    }
  }, 60_000);
});

/** A guest at the shipping step of a freight cart, and a save of it with its spedition fields filled in. */
async function freightSave(world: World): Promise<() => Promise<CheckoutAnswer>> {
  const shopper = await newShopper(world.orchestrator, [['10468-01', 1]]);
  await shopper.mutate('startCheckout');
  await shopper.mutate('chooseCheckoutLoginOption', { option: 'guest' });
  const details = await shopper.checkout('shippingDetails { speditionRequired speditionFields { fieldName type options } }');
  const shipping = (details as unknown as { shippingDetails: { speditionRequired: boolean; speditionFields: { fieldName: string; type: string; options: string[] }[] } }).shippingDetails;
  expect(shipping.speditionRequired).toBe(true);
  expect(shipping.speditionFields.length).toBeGreaterThan(0);
  const speditionFields = shipping.speditionFields.map((field) => ({
    fieldName: field.fieldName,
    fieldValue: field.type === 'select' ? field.options[0]! : field.type === 'phone' ? '030 1234567' : 'Rampe 1',
  }));
  return () => shopper.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'erika@example.de', shipperCode: 'spedition', speditionFields });
}

// No worker runs, so the freight cart's spedition-fields job is never taken: our worker, not the upstream, is missing.
describe('a freight cart whose spedition-fields job no worker takes', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('spedition-no-worker', { ORCHESTRATOR_WORKERS: '0', SPEDITION_WAIT_MS: '300' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('the shipping step answers SERVICE_UNAVAILABLE (WORKER, not UPSTREAM_UNAVAILABLE) with a try-again message key', async () => {
    const saved = await (await freightSave(world))();
    expect(saved).toMatchObject({ __typename: 'CheckoutStepFailedError', errorCode: 'SERVICE_UNAVAILABLE', messageKey: 'tafel.error.serviceUnavailable' });
    expect(saved.message).toContain('spedition fields were not saved within 300 ms (job waiting: no worker took the job)');
  });
});

// The worker runs and takes the job; the upstream's saveSpeditionsData is what is slow or failing.
describe('a freight cart whose spedition-fields job waits for the upstream', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('spedition-slow-upstream', { SPEDITION_WAIT_MS: '1000', JOB_BACKOFF_MS: '5000' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('a slow upstream call inside the job is the upstream\'s: UPSTREAM_UNAVAILABLE, not our worker', async () => {
    const save = await freightSave(world);
    await world.upstream.fault({ operation: 'SaveSpeditionsData', kind: 'delay', delayMs: 2500, times: 1 });
    const saved = await save();
    expect(saved).toMatchObject({ __typename: 'CheckoutStepFailedError', errorCode: 'UPSTREAM_UNAVAILABLE', messageKey: 'vue.cart.error.somethingWentWrong' });
    expect(saved.message).toContain('(job active: the worker is still waiting for the upstream)');
  });

  it('a job retrying after the upstream failed is the upstream\'s too', async () => {
    const save = await freightSave(world);
    await world.upstream.fault({ operation: 'SaveSpeditionsData', kind: 'http', status: 503, times: 1 });
    const saved = await save();
    expect(saved).toMatchObject({ __typename: 'CheckoutStepFailedError', errorCode: 'UPSTREAM_UNAVAILABLE' });
    expect(saved.message).toMatch(/\(job delayed: attempt 1 failed: .*503/);
  });
});
