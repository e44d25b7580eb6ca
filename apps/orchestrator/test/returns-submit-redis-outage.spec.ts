import { freePort, pingRedis } from '@tafel/infra/test-support/redis';
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETURN_SUBMIT_QUEUE, returnSubmitJobId } from '../src/returns/index.js';
import { ReturnSubmitSweep } from '../src/returns/jobs/return-submit-sweep.js';
import { ReturnSubmitProcessor } from '../src/returns/jobs/return-submit.processor.js';
import { ReturnsRunner } from '../src/returns/runner/returns-runner.js';
import { ReturnsUpstream } from '../src/returns/upstream/returns-upstream.js';
import { bullPrefix, JobQueues } from '../src/queues/index.js';
import { REDIS } from '../src/redis/redis.module.js';
import { previousReturns, ReturnVisitor, type ReturnAnswer } from './support/returns.js';
import { startWorld, type World } from './support/world.js';

/** A redis-server of this test's own that can be stopped and started again on its port, its data kept (AOF). */
interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tafel-returns-outage-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async (): Promise<void> => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i += 1) {
      if (await pingRedis(url, 200)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = async (): Promise<void> => {
    const running = child;
    child = null;
    if (running === null || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url,
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the app's Redis client is connected again. */
async function ready(redis: Redis, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (redis.status !== 'ready') {
    if (Date.now() > deadline) throw new Error(`Redis did not reconnect within ${timeoutMs} ms (status ${redis.status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reads the return until it leaves submitting; answers refused while Redis is away are read again. */
async function settled(guest: ReturnVisitor, timeoutMs = 20_000): Promise<ReturnAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await guest.read().catch(() => null);
    if (current !== null && current.state !== 'flow.submitting') return current;
    if (Date.now() > deadline) throw new Error(`return ${guest.returnId} still submitting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const CONTACT = { firstName: 'Erika', lastName: 'Muster' };

// The orchestrator runs on a redis-server of the test's own, which the test stops and starts. No
// worker runs in the app: the test's BullMQ worker hands each job to the app's processor, with the
// worker's token (as ReturnsWorkers does) or, to leave a failed job behind, without it.
describe('return-submit job when Redis goes away on its last attempt (own redis-server, stopped and started)', () => {
  let redisServer: OwnRedis;
  let world: World;
  let worker: Worker;
  let withToken = true;

  beforeAll(async () => {
    redisServer = await ownRedis();
    world = await startWorld('returns-outage', { REDIS_URL: redisServer.url, ORCHESTRATOR_WORKERS: '0', RETURN_SUBMIT_JOB_ATTEMPTS: '1', JOB_BACKOFF_MS: '100', RETURN_SWITCH_CACHE_MS: '60000' });
    const processor = world.orchestrator.app.get(ReturnSubmitProcessor);
    worker = new Worker(RETURN_SUBMIT_QUEUE, (job: Job, token?: string) => processor.process(job, withToken ? token : undefined), {
      connection: { url: redisServer.url, maxRetriesPerRequest: null },
      prefix: bullPrefix(world.orchestrator.config, RETURN_SUBMIT_QUEUE),
    });
    worker.on('error', () => undefined);
  });
  afterAll(async () => {
    try {
      await worker?.close();
      await world?.close();
    } finally {
      await redisServer?.close();
    }
  });

  /** A guest's return of the Austrian order at confirm. */
  const atConfirm = async (): Promise<ReturnVisitor> => {
    const guest = new ReturnVisitor(world.orchestrator);
    const found = await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
    await guest.mutate('saveReturnSelection', { items: [{ itemId: found.order!.items[0]!.id, quantity: 1, reason: 'NOT_AS_EXPECTED' }], done: true });
    const regulation = await guest.mutate('chooseReturnRegulation', { code: (await guest.read()).selectedRegulation, done: true });
    expect(await guest.mutate('chooseReturnCarrier', { code: regulation.selectedCarrier, done: true })).toMatchObject({ state: 'flow.preparing.confirm' });
    return guest;
  };

  /**
   * Redis stops right after the upstream filed the return, and starts again once the job's
   * record of the outcome has failed (the kernel could not load the return).
   */
  const outageAfterSubmit = (): (() => void) => {
    const app = world.orchestrator.app;
    const upstream = app.get(ReturnsUpstream);
    const runner = app.get(ReturnsRunner);
    const submit = upstream.submit;
    const change = runner.change;
    let stopped = false;
    let started = false;
    upstream.submit = async (...args) => {
      const answer = await submit.apply(upstream, args);
      if (!stopped) {
        stopped = true;
        await redisServer.stop();
      }
      return answer;
    };
    runner.change = async (...args) => {
      try {
        return await change.apply(runner, args);
      } finally {
        if (stopped && !started && args[1].command === 'RecordReturnSubmitResultCommand') {
          started = true;
          await redisServer.start();
          await ready(app.get<Redis>(REDIS));
        }
      }
    };
    return () => {
      upstream.submit = submit;
      runner.change = change;
    };
  };

  it('delays the job instead of failing it, and records the RMA once Redis is back; one return filed', async () => {
    const guest = await atConfirm();
    const hash = (await guest.read()).hash!;
    const before = (await previousReturns(world.upstream, hash)).length;
    const restore = outageAfterSubmit();
    try {
      await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'outage-delayed@example.de' } });
      const done = await settled(guest);
      expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String), submissionAttempt: 1 });
      const returns = await previousReturns(world.upstream, hash);
      expect(returns).toHaveLength(before + 1);
      expect(returns[returns.length - 1]!.rma).toBe(done.rma);
      // It went through a look-again, not a second attempt.
      const { logs } = await world.orchestrator.app.get(JobQueues).queue(RETURN_SUBMIT_QUEUE).getJobLogs(returnSubmitJobId(done.id!, 1));
      expect(logs.join('\n')).toMatch(/could not be recorded.*looking again/);
    } finally {
      restore();
    }
  });

  it('a return left submitting behind a failed job is run again by the sweep and submitted once', async () => {
    const guest = await atConfirm();
    const hash = (await guest.read()).hash!;
    const before = (await previousReturns(world.upstream, hash)).length;
    const restore = outageAfterSubmit();
    const queue = world.orchestrator.app.get(JobQueues).queue(RETURN_SUBMIT_QUEUE);
    let jobId = '';
    try {
      // Without a worker token the job cannot be delayed: it fails, and the return stays submitting.
      withToken = false;
      const submitting = await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'outage-swept@example.de' } });
      jobId = returnSubmitJobId(submitting.id!, 1);
      const deadline = Date.now() + 15_000;
      while ((await queue.getJobState(jobId)) !== 'failed') {
        if (Date.now() > deadline) throw new Error(`job ${jobId} did not fail (${await queue.getJobState(jobId)})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      restore();
      withToken = true;
    }
    expect(await guest.read()).toMatchObject({ state: 'flow.submitting', submissionAttempt: 1 });
    expect(await previousReturns(world.upstream, hash)).toHaveLength(before + 1);

    const result = await world.orchestrator.app.get(ReturnSubmitSweep).sweep();
    expect(result.rerun).toBe(1);
    const done = await settled(guest);
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String), submissionAttempt: 1 });
    const returns = await previousReturns(world.upstream, hash);
    expect(returns).toHaveLength(before + 1);
    expect(returns[returns.length - 1]!.rma).toBe(done.rma);
    // The first test's job completed and this one moved on: a second sweep has nothing to look at.
    expect(await world.orchestrator.app.get(ReturnSubmitSweep).sweep()).toEqual({ looked: 0, rerun: 0 });
    // The failed job is kept as long as the return, not for ever.
    expect((await queue.getJob(jobId))?.opts.removeOnFail).toEqual({ age: expect.any(Number) });
  });
});
