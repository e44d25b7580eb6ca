// Start-up refuses a bad environment and an unreachable Redis with one clear message.
import { freePort } from '@tafel/infra/test-support/redis';
import { ROOT } from '@tafel/infra/scripts/stack';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { RedisUnavailableError } from '../src/redis/redis-connection.js';

const MAIN = join(ROOT, 'apps', 'orchestrator', 'dist', 'main.js');

/** Runs the built entry point and collects its exit code and stderr. */
async function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string; ms: number }> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npx tsc -b apps/orchestrator)`);
  const started = Date.now();
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  try {
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, stderr, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

describe('start-up', () => {
  it('refuses a bad UPSTREAM_URL, naming the variable (process exits 1)', async () => {
    expect(() => loadConfig({ UPSTREAM_URL: 'foo' })).toThrow(ConfigError);
    const run = await runMain({ UPSTREAM_URL: 'foo', ORCHESTRATOR_PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Invalid configuration: UPSTREAM_URL must be an http(s) URL (got 'foo')");
  });

  it('stops with a clear message when Redis does not answer', async () => {
    const closedPort = await freePort();
    const url = `redis://127.0.0.1:${closedPort}`;
    const config = { ...loadConfig({ REDIS_URL: url, LOG_LEVEL: 'error' }), redisConnectTimeoutMs: 1000 };
    const started = Date.now();
    const failure = await createApp(config).then(
      async (app) => {
        await app.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RedisUnavailableError);
    expect((failure as Error).message).toBe(
      `Redis at ${url} did not answer within 1 s (connect ECONNREFUSED 127.0.0.1:${closedPort}). Start one with \`docker compose up -d redis\`, or set REDIS_URL to a running Redis.`,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops with a clear message when no node of REDIS_CLUSTER_NODES answers, and refuses a bad list by name', async () => {
    const closedPort = await freePort();
    const config = { ...loadConfig({ REDIS_CLUSTER_NODES: `127.0.0.1:${closedPort}`, LOG_LEVEL: 'error' }), redisConnectTimeoutMs: 1000 };
    const failure = await createApp(config).then(
      async (app) => {
        await app.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RedisUnavailableError);
    expect((failure as Error).message).toMatch(new RegExp(`^The Redis Cluster of 127\\.0\\.0\\.1:${closedPort} did not answer within 1 s .*Check REDIS_CLUSTER_NODES`));
    const run = await runMain({ REDIS_CLUSTER_NODES: '127.0.0.1:7000,not a node', ORCHESTRATOR_PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("REDIS_CLUSTER_NODES must be a comma-separated list of host:port (e.g. 10.0.0.1:7000,10.0.0.2:7000), at most 64 (got '127.0.0.1:7000,not a node')");
  });

  it('the entry point gives up on Redis after about 5 s and exits 1', async () => {
    const closedPort = await freePort();
    const run = await runMain({ REDIS_URL: `redis://127.0.0.1:${closedPort}`, ORCHESTRATOR_PORT: String(await freePort()) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Orchestrator failed to start: Redis at redis://127.0.0.1:${closedPort} did not answer within 5 s`);
    expect(run.stderr).toContain('docker compose up -d redis');
    expect(run.ms).toBeGreaterThanOrEqual(4500);
    expect(run.ms).toBeLessThan(15_000);
  });
});
