import { Cluster, Redis } from 'ioredis';
import { redactUrl } from '../config/config.js';
import type { RedisClient, RedisNode } from './redis-client.js';

/** How to get a Redis, in the words of the README. */
const REDIS_HOW_TO = 'Start one with `docker compose up -d redis`, or set REDIS_URL to a running Redis.';
const CLUSTER_HOW_TO = 'Check REDIS_CLUSTER_NODES (every listed node must be a node of a running cluster), or start a local one with `node infra/scripts/redis-cluster.mjs start`.';

/** Where the app's Redis is: REDIS_URL, or the nodes of a Redis Cluster when REDIS_CLUSTER_NODES is set. */
export interface RedisTarget {
  readonly redisUrl: string;
  readonly redisClusterNodes: readonly RedisNode[] | null;
}

/** How a target reads in a log line or an error (never with a password). */
export function describeRedisTarget(target: RedisTarget): string {
  if (target.redisClusterNodes === null) return redactUrl(target.redisUrl);
  return `the Redis Cluster of ${target.redisClusterNodes.map(({ host, port }) => `${host.includes(':') ? `[${host}]` : host}:${port}`).join(', ')}`;
}

/** Raised at start-up when Redis does not answer in time. */
export class RedisUnavailableError extends Error {
  constructor(target: RedisTarget | string, timeoutMs: number, lastError: string | undefined) {
    const cluster = typeof target !== 'string' && target.redisClusterNodes !== null;
    const where = typeof target === 'string' ? `Redis at ${redactUrl(target)}` : cluster ? describeRedisTarget(target) : `Redis at ${describeRedisTarget(target)}`;
    super(`${where.charAt(0).toUpperCase()}${where.slice(1)} did not answer within ${timeoutMs / 1000} s${lastError ? ` (${lastError})` : ''}. ${cluster ? CLUSTER_HOW_TO : REDIS_HOW_TO}`);
    this.name = 'RedisUnavailableError';
  }
}

// Keeps reconnecting after a lost connection; /healthz reports "down" meanwhile.
const retryStrategy = (attempt: number): number => Math.min(attempt * 100, 1000);

/** A Redis command's longest wait for its answer (ioredis `commandTimeout`) on the fail-fast connections. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

/**
 * Options of a connection whose calls answer requests (the app's, a BullMQ Queue's): a call made
 * while Redis is away fails fast (SERVICE_UNAVAILABLE, retryable) instead of hanging a GraphQL request.
 */
export const FAIL_FAST_OPTIONS = { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS } as const;

const NODE_OPTIONS = { ...FAIL_FAST_OPTIONS, connectionName: 'tafel-orchestrator' } as const;

/**
 * An ioredis Cluster over the seed nodes (not yet connected when `lazyConnect`). During a master
 * failover the slots' commands are retried (ioredis waits `retryDelayOnFailover`, refreshes the
 * slot map and follows MOVED, at most `maxRedirections` times) until the replica took over;
 * commands always go to masters.
 *
 * `failFast` (every connection but BullMQ's blocking ones): no cluster offline queue. A command
 * issued while the Cluster is not "ready" (reconnecting, or re-reading its slot map after losing
 * a master) would wait in that queue with no timeout at all: `commandTimeout` starts only when a
 * node connection takes the command (ioredis#1604). Without the queue such a command fails at once,
 * and one whose node is not connected goes to the bounded retries above.
 */
export function newCluster(nodes: readonly RedisNode[], redisOptions: Record<string, unknown>, lazyConnect = false, failFast = false): Cluster {
  return new Cluster(
    nodes.map(({ host, port }) => ({ host, port })),
    {
      lazyConnect,
      enableOfflineQueue: !failFast,
      scaleReads: 'master',
      clusterRetryStrategy: retryStrategy,
      retryDelayOnFailover: 200,
      // Retries before a node takes a command are bounded by their number only (no timer runs yet):
      // 10 x 200 ms = 2 s, then commandTimeout's 2 s; ioredis' default of 16 allowed 3.2 s+ first.
      maxRedirections: 10,
      retryDelayOnClusterDown: 200,
      retryDelayOnTryAgain: 200,
      slotsRefreshTimeout: 2000,
      redisOptions: { ...redisOptions },
    },
  );
}

/**
 * Connects to Redis (one server, or a cluster when the target names cluster nodes) and resolves
 * once it is ready. Connection attempts repeat (Redis may still be starting in docker compose)
 * until `timeoutMs` passes; then the client is closed and the promise rejects with
 * RedisUnavailableError. A URL string stands for `{ redisUrl: url, redisClusterNodes: null }`.
 */
export async function connectRedis(target: RedisTarget | string, timeoutMs: number): Promise<RedisClient> {
  const where: RedisTarget = typeof target === 'string' ? { redisUrl: target, redisClusterNodes: null } : target;
  const client: RedisClient =
    where.redisClusterNodes === null
      ? new Redis(where.redisUrl, { lazyConnect: true, retryStrategy, ...NODE_OPTIONS })
      : newCluster(where.redisClusterNodes, NODE_OPTIONS, true, true);
  let lastError: string | undefined;
  const onError = (error: Error): void => {
    lastError = error.message;
  };
  client.on('error', onError);

  const ready = new Promise<void>((resolve) => client.once('ready', () => resolve()));
  // The first attempt may reject; the retry strategy keeps trying, so only the deadline decides.
  client.connect().catch(onError);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([ready.then(() => 'ready' as const), deadline]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    client.disconnect();
    throw new RedisUnavailableError(where, timeoutMs, lastError);
  }
  return client;
}

/** Closes politely (QUIT), falling back to a hard disconnect when Redis is gone. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
