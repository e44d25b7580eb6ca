import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../redis/redis-client.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { WorkflowStore } from './workflow-store.js';

/** The WorkflowStore on the app's Redis connection and key prefix (RedisModule is global). */
@Injectable()
export class WorkflowStoreService extends WorkflowStore {
  constructor(@Inject(REDIS) redis: RedisClient, keys: RedisKeys) {
    super(redis, keys.prefix);
  }
}
