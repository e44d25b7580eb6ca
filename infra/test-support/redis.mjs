// Finds a real Redis for tests and dev runs, in the order the README documents:
// 1. REDIS_URL when set (it must answer),
// 2. (tests only) Testcontainers when a Docker engine answers,
// 3. a Redis answering on 127.0.0.1:6379 (dev only: tests never share the default port blindly),
// 4. a `redis-server` spawned on a free port, if the binary exists.
// Every caller then works in its own key namespace; see keyPrefixFor().
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, Socket } from 'node:net';

/** Resolves when a Redis at `url` answers PING with PONG within `timeoutMs`. */
export function pingRedis(url, timeoutMs = 1000) {
  return new Promise((resolve) => {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      resolve(false);
      return;
    }
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    const commands = [];
    if (parsed.password) commands.push(['AUTH', decodeURIComponent(parsed.username || 'default'), decodeURIComponent(parsed.password)]);
    commands.push(['PING']);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      const replies = buffer.split('\r\n').filter(Boolean);
      if (replies.length >= commands.length) done(replies[commands.length - 1] === '+PONG');
    });
    socket.connect(Number(parsed.port || 6379), parsed.hostname || '127.0.0.1', () => {
      for (const args of commands) socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
    });
  });
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function hasBinary(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

async function dockerAnswers() {
  if (!hasBinary('docker')) return false;
  return spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { stdio: 'ignore', timeout: 5000 }).status === 0;
}

async function startTestcontainer() {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('redis:7-alpine')
    .withExposedPorts(6379)
    .withWaitStrategy(Wait.forLogMessage('Ready to accept connections'))
    .start();
  return {
    url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`,
    source: 'testcontainers',
    stop: async () => {
      await container.stop();
    },
  };
}

/** Spawns `redis-server` on a free port without persistence; resolves once it answers. */
export async function spawnRedisServer() {
  if (!hasBinary('redis-server')) return null;
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (await pingRedis(url, 200)) {
      return {
        url,
        source: 'spawned redis-server',
        pid: child.pid,
        stop: () =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}

const HOW_TO = 'Start one with `docker compose up -d redis` (or install redis-server), or set REDIS_URL.';

/** TAFEL_TEST_REDIS: which Redis the tests get (unset: one Redis, as below). */
const TEST_REDIS_MODES = ['single', 'cluster'];

/**
 * A Redis Cluster for a test run: REDIS_CLUSTER_NODES when set (it must answer), else a local
 * cluster of 3 masters and 3 replicas (infra/scripts/redis-cluster.mjs) on free ports, stopped
 * by stop(). `url` is one seed node: talk to it with a cluster client only.
 */
export async function resolveTestRedisCluster(env = process.env) {
  if (env.REDIS_CLUSTER_NODES) {
    const first = env.REDIS_CLUSTER_NODES.split(',')[0].trim();
    if (await pingRedis(`redis://${first}`, 2000)) return { url: `redis://${first}`, clusterNodes: env.REDIS_CLUSTER_NODES, source: 'REDIS_CLUSTER_NODES', stop: async () => {} };
    throw new Error(`REDIS_CLUSTER_NODES=${env.REDIS_CLUSTER_NODES}: ${first} does not answer PING. Start a local cluster with \`node infra/scripts/redis-cluster.mjs start\`.`);
  }
  const { startRedisCluster } = await import('../scripts/redis-cluster.mjs');
  const cluster = await startRedisCluster({ quiet: true });
  return {
    url: `redis://${cluster.nodes[0].host}:${cluster.nodes[0].port}`,
    clusterNodes: cluster.nodesEnv,
    source: 'local Redis Cluster (3 masters, 3 replicas)',
    stop: () => cluster.stop(),
  };
}

/**
 * Redis for a test run: with TAFEL_TEST_REDIS=cluster a Redis Cluster (resolveTestRedisCluster);
 * else REDIS_URL, else Testcontainers when a Docker engine answers, else a spawned redis-server
 * on a free port.
 */
export async function resolveTestRedis(env = process.env) {
  const mode = env.TAFEL_TEST_REDIS || 'single';
  if (!TEST_REDIS_MODES.includes(mode)) throw new Error(`TAFEL_TEST_REDIS must be one of ${TEST_REDIS_MODES.join(', ')} (got '${mode.slice(0, 40)}')`);
  if (mode === 'cluster') return resolveTestRedisCluster(env);
  if (env.REDIS_URL) {
    if (await pingRedis(env.REDIS_URL, 2000)) return { url: env.REDIS_URL, source: 'REDIS_URL', stop: async () => {} };
    throw new Error(`REDIS_URL=${env.REDIS_URL} does not answer PING. ${HOW_TO}`);
  }
  if (await dockerAnswers()) return startTestcontainer();
  const spawned = await spawnRedisServer();
  if (spawned) return spawned;
  throw new Error(`No Redis for the tests: REDIS_URL is not set, no Docker engine answers and redis-server is not installed. ${HOW_TO}`);
}

/**
 * Redis for `npm start`: REDIS_URL, else 127.0.0.1:6379 if it answers, else a spawned
 * redis-server, else null (the caller explains how to start one).
 */
export async function resolveDevRedis(env = process.env) {
  if (env.REDIS_URL) {
    if (await pingRedis(env.REDIS_URL, 2000)) return { url: env.REDIS_URL, source: 'REDIS_URL', stop: async () => {} };
    throw new Error(`REDIS_URL=${env.REDIS_URL} does not answer PING. ${HOW_TO}`);
  }
  const local = 'redis://127.0.0.1:6379';
  if (await pingRedis(local, 1000)) return { url: local, source: 'local Redis on 127.0.0.1:6379', stop: async () => {} };
  return spawnRedisServer();
}

export const REDIS_HOW_TO = HOW_TO;

/** A key namespace of its own for one test run or test file, e.g. "tafel-test-3f9a1c2b". */
export function keyPrefixFor(label = 'test') {
  return `tafel-${label}-${randomBytes(4).toString('hex')}`;
}
