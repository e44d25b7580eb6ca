import type { Cluster, Redis } from 'ioredis';

/**
 * The app's Redis connection: one Redis (REDIS_URL, the default) or an ioredis Cluster
 * (REDIS_CLUSTER_NODES). Code that takes a connection takes either; what only works on one
 * node (SCAN) goes through the helpers below.
 */
export type RedisClient = Redis | Cluster;

/** One node of a Redis Cluster, as REDIS_CLUSTER_NODES names it. */
export interface RedisNode {
  readonly host: string;
  readonly port: number;
}

export function isCluster(client: RedisClient): client is Cluster {
  return (client as Cluster).isCluster === true;
}

/**
 * The connections SCAN must visit to see every key: the one Redis, or every master of a
 * cluster (a SCAN sent to a cluster reaches one node and sees only that node's slots).
 */
export function scanTargets(client: RedisClient): Redis[] {
  return isCluster(client) ? client.nodes('master') : [client];
}

/**
 * Every key matching `pattern`, a batch at a time, across the whole keyspace (every master of
 * a cluster). A key may come twice when the cluster moves slots meanwhile (SCAN's own promise):
 * callers do idempotent work per key. `stop()` ends the walk early.
 */
export async function* scanKeys(client: RedisClient, pattern: string, count = 1000, stop: () => boolean = () => false): AsyncGenerator<string[]> {
  for (const node of scanTargets(client)) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', count);
      cursor = next;
      if (keys.length > 0) yield keys;
    } while (cursor !== '0' && !stop());
    if (stop()) return;
  }
}
