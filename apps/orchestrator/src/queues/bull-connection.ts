import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../config/config.js';

/** BullMQ keys live under the app's key prefix, so test runs and dev stacks never share queues. */
export function bullPrefix(config: AppConfig): string {
  return `${config.redisKeyPrefix}:bull`;
}

/** Connection options for BullMQ: it opens (and closes) connections of its own; blocking commands need maxRetriesPerRequest null. */
export function bullConnection(config: AppConfig, name: string): ConnectionOptions {
  return { url: config.redisUrl, maxRetriesPerRequest: null, connectionName: `tafel-${name}` };
}
