import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../config/config.js';
import { closeRedis, FAIL_FAST_OPTIONS, newCluster } from '../redis/redis-connection.js';

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
 * Makes a BullMQ object on a connection of its own. A Worker or QueueEvents ('blocking') gets the
 * options blocking commands need (maxRetriesPerRequest null: it waits out an outage and goes on).
 * A Queue ('commands': add, getJob, retry, called while answering a request) gets the app's
 * fail-fast options instead: a queue.add waiting for a failed-over master with no timeout held
 * submits unanswered for 7-10 s in the failover test. On one Redis BullMQ opens (and closes) the
 * connection from its options; on a cluster it is handed an ioredis Cluster, which BullMQ leaves
 * open, so the object's close() is extended to close that cluster connection too.
 */
export function openBull<T extends Closable>(config: Pick<AppConfig, 'redisUrl' | 'redisClusterNodes'>, name: string, create: (connection: ConnectionOptions) => T, use: 'blocking' | 'commands' = 'blocking'): T {
  const connectionName = `tafel-${name}`;
  const options = use === 'commands' ? { ...FAIL_FAST_OPTIONS, connectionName } : { maxRetriesPerRequest: null, connectionName };
  if (config.redisClusterNodes === null) return create({ url: config.redisUrl, ...options });
  const cluster = newCluster(config.redisClusterNodes, options, false, use === 'commands');
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
