import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { RedisClient } from './redis-client.js';
import { closeRedis } from './redis-connection.js';
import { RedisKeys } from './redis-keys.js';
import { RedisOutage } from './redis-outage.js';

/** Injection token of the shared ioredis connection. */
export const REDIS = Symbol('REDIS');

/**
 * The app's one Redis connection. createApp() connects it before Nest starts (so an unreachable
 * Redis stops start-up with one clear message instead of a DI stack trace); the module closes it
 * on shutdown.
 */
@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
  ) {
    outage.watch(redis);
  }

  static forRoot(client: RedisClient, keyPrefix: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        { provide: REDIS, useValue: client },
        { provide: RedisKeys, useValue: new RedisKeys(keyPrefix) },
        // One outage log per app: the formatter and the BullMQ connections report to it.
        { provide: RedisOutage, useFactory: () => new RedisOutage() },
      ],
      exports: [REDIS, RedisKeys, RedisOutage],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.outage.unwatch();
    await closeRedis(this.redis);
  }
}
