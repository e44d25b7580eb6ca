import { ROOT } from '@tafel/infra/scripts/stack';
import { CqrsModule } from '@nestjs/cqrs';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/config/config.js';
import { ConfigModule } from '../src/config/config.module.js';
import { connectRedis } from '../src/redis/redis-connection.js';
import { RedisModule } from '../src/redis/redis.module.js';
import { defaultJobId, OutboxRelay, workflowKeys, WorkflowModule, WorkflowRegistry, type AnyWorkflowDefinition } from '../src/workflow/index.js';
import { testKeyspace, testQueue, testRedisEnv } from './support/redis.js';

// A process killed between the save and the enqueue: the child (test/fixtures/outbox-kill-child.mjs)
// runs the BUILT orchestrator and dies by SIGKILL where its relay would add the job; a fresh Nest
// context (the restart) relays the job the save left in the outbox.

const ORCHESTRATOR = join(ROOT, 'apps', 'orchestrator');
const CHILD = join(ORCHESTRATOR, 'test', 'fixtures', 'outbox-kill-child.mjs');

/** The child runs dist/: it must be built from the kernel sources as they are now. */
function assertDistFresh(): void {
  for (const folder of ['workflow', 'queues']) {
    for (const file of readdirSync(join(ORCHESTRATOR, 'src', folder))) {
      if (!file.endsWith('.ts') || file.endsWith('.spec.ts')) continue;
      const source = join(ORCHESTRATOR, 'src', folder, file);
      const built = join(ORCHESTRATOR, 'dist', folder, file.replace(/\.ts$/, '.js'));
      if (!existsSync(built) || statSync(built).mtimeMs < statSync(source).mtimeMs) {
        throw new Error(`${built} is missing or older than its source: build the orchestrator first (flock /tmp/tafel-build.lock npx nx run-many -t build --projects=orchestrator)`);
      }
    }
  }
}

/**
 * The toy kind as the restarted process registers it. The relay reads only the kind and its
 * declared jobs (queue, name, options), which match the child's definition.
 */
const toyAsRegistered = {
  kind: 'toy-task',
  title: 'Toy task',
  jobs: { notify: { queue: 'toy-notify', name: 'notify', options: () => ({ attempts: 2 }) } },
} as unknown as AnyWorkflowDefinition;

const keyspace = testKeyspace('outbox-kill');
const { prefix, redis: inspect } = keyspace;
const workflowId = `toy:kill:${process.pid}`;
let queue: Queue;
let restarted: TestingModule | undefined;

beforeAll(() => {
  queue = testQueue('toy-notify', prefix);
});

afterAll(async () => {
  await restarted?.close();
  await queue.close();
  await keyspace.cleanUp();
});

async function jobCount(): Promise<number> {
  const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized', 'waiting-children');
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

describe('a process killed between the save and the enqueue', () => {
  it('leaves the job in the outbox, and the restarted relay enqueues it once', async () => {
    assertDistFresh();
    const child = spawn(process.execPath, [CHILD], {
      cwd: ROOT,
      env: { ...process.env, ...testRedisEnv(), REDIS_KEY_PREFIX: prefix, WORKFLOW_ID: workflowId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    expect({ code, signal, output }).toEqual({ code: null, signal: 'SIGKILL', output: 'ready saved saved v2\nenqueue reached: killing myself\n' });

    // The save committed (version 3, finished) with its outbox entry; no job reached the queue.
    const keys = workflowKeys(prefix, workflowId);
    const jobId = defaultJobId('toy-task', workflowId, 3, 'notify');
    expect(await inspect.hget(keys.state, 'version')).toBe('3');
    expect(JSON.parse((await inspect.hget(keys.state, 'snapshot')) ?? '{}')).toMatchObject({ value: 'finished', status: 'done' });
    const outbox = await inspect.hgetall(keys.outbox);
    expect(Object.keys(outbox)).toEqual(['3:notify']);
    expect(JSON.parse(outbox['3:notify']!)).toEqual({ kind: 'toy-task', job: 'notify', jobId, data: { workflowId, result: `worked on ${workflowId}` }, savedAt: expect.any(Number) });
    expect(await queue.getJob(jobId)).toBeUndefined();
    expect(await jobCount()).toBe(0);

    // The restart: a fresh process context whose bootstrap sweep finds the entry.
    const config = loadConfig({ ...testRedisEnv(), REDIS_KEY_PREFIX: prefix, NODE_ENV: 'test', LOG_LEVEL: 'error' });
    const redis = await connectRedis(config, 5000);
    restarted = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), RedisModule.forRoot(redis, config.redisKeyPrefix), CqrsModule.forRoot(), WorkflowModule],
    }).compile();
    restarted.useLogger(false);
    restarted.get(WorkflowRegistry).register(toyAsRegistered);
    await restarted.init();

    for (let i = 0; i < 100 && (await inspect.exists(keys.outbox)) === 1; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await inspect.exists(keys.outbox)).toBe(0);
    expect(await queue.getJob(jobId)).toMatchObject({ id: jobId, name: 'notify', data: { workflowId, result: `worked on ${workflowId}` }, opts: expect.objectContaining({ attempts: 2 }) });
    expect(await jobCount()).toBe(1);
    // A later sweep (every process, every minute) finds nothing more to do.
    expect(await restarted.get(OutboxRelay).sweep()).toBe(0);
    expect(await jobCount()).toBe(1);
  });
});
