import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../config/config.js';
import { closeRedis, newCluster } from '../redis/redis-connection.js';

/**
 * The BullMQ key prefix of one queue: `<REDIS_KEY_PREFIX>:bull:{<queue>}`. The app's key prefix
 * keeps test runs and dev stacks apart; the `{<queue>}` hash tag puts every key of the queue on
 * one Redis Cluster slot, which BullMQ's scripts need (BullMQ documents a `{prefix}` per queue for
 * clusters), while different queues spread over the cluster's masters.
 */
export function bullPrefix(config: Pick<AppConfig, 'redisKeyPrefix'> | string, queue: string): string {
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(queue)) throw new TypeError(`queue name must be 1-64 characters of A-Z a-z 0-9 _ . - (got ${JSON.stringify(queue).slice(0, 80)})`);
  return `${typeof config === 'string' ? config : config.redisKeyPrefix}:bull:{${queue}}`;
}

/** Something BullMQ made on a connection (a Queue, Worker or QueueEvents): it closes with close(). */
interface Closable {
  close(...args: never[]): Promise<void>;
}

/**
 * Makes a BullMQ object on a connection of its own, with the options blocking commands need
 * (maxRetriesPerRequest null). On one Redis BullMQ opens (and closes) the connection from its
 * options; on a cluster it is handed an ioredis Cluster, which BullMQ leaves open, so the
 * object's close() is extended to close that cluster connection too.
 */
export function openBull<T extends Closable>(config: Pick<AppConfig, 'redisUrl' | 'redisClusterNodes'>, name: string, create: (connection: ConnectionOptions) => T): T {
  const connectionName = `tafel-${name}`;
  if (config.redisClusterNodes === null) return create({ url: config.redisUrl, maxRetriesPerRequest: null, connectionName });
  const cluster = newCluster(config.redisClusterNodes, { maxRetriesPerRequest: null, connectionName });
  let made: T;
  try {
    made = create(cluster);
  } catch (error) {
    cluster.disconnect();
    throw error;
  }
  const close = made.close.bind(made) as (...args: unknown[]) => Promise<void>;
  Object.assign(made, {
    close: async (...args: unknown[]): Promise<void> => {
      try {
        await close(...args);
      } finally {
        await closeRedis(cluster);
      }
    },
  });
  return made;
}
