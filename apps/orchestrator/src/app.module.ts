import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { AccountModule } from './account/account.module.js';
import { CartModule } from './cart/cart.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { GraphqlModule } from './graphql/graphql.module.js';
import { HealthModule } from './health/health.module.js';
import { MediaModule } from './media/media.module.js';
import { RedisModule } from './redis/redis.module.js';
import { SearchModule } from './search/search.module.js';
import { SupportModule } from './support/support.module.js';
import { TrackingModule } from './tracking/tracking.module.js';

/** The orchestrator, built from a config loaded once and a Redis connected once (createApp). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, redis: Redis): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        RedisModule.forRoot(redis, config.redisKeyPrefix),
        CqrsModule.forRoot(),
        GraphqlModule,
        CatalogueModule,
        SearchModule,
        CartModule,
        AccountModule,
        CheckoutModule.forRoot({ runWorkers: config.workersEnabled }),
        TrackingModule,
        HealthModule,
        MediaModule,
        SupportModule.forRoot({ runWorkers: config.workersEnabled }),
      ],
    };
  }
}
