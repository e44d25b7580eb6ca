import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { RedisClient } from './redis/redis-client.js';
import { CheckoutCoreModule } from './checkout/index.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { LightningCoreModule } from './lightning/index.js';
import { RedisModule } from './redis/redis.module.js';
import { ReturnsCoreModule } from './returns/index.js';
import { SupportCoreModule } from './support/index.js';

/** The worker process: the checkout's, the returns', the lightning reservations' and support's BullMQ workers without the HTTP API (dist/worker.js). */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, redis: RedisClient): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forRoot(config), RedisModule.forRoot(redis, config.redisKeyPrefix), CqrsModule.forRoot(), CheckoutCoreModule.forRoot({ runWorkers: true }), ReturnsCoreModule.forRoot({ runWorkers: true }), LightningCoreModule.forRoot({ runWorkers: true }), SupportCoreModule.forRoot({ runWorkers: true })],
    };
  }
}
