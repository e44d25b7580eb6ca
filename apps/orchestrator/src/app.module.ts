import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { RedisClient } from './redis/redis-client.js';
import { AccountModule } from './account/index.js';
import { CartModule } from './cart/index.js';
import { CatalogueModule } from './catalogue/index.js';
import { CheckoutModule } from './checkout/index.js';
import { ContentModule } from './content/index.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { GraphqlModule } from './graphql/index.js';
import { HealthModule } from './health/index.js';
import { LightningDealsModule, LightningModule } from './lightning/index.js';
import { MediaModule } from './media/index.js';
import { OrderFormModule } from './order-form/index.js';
import { RatingModule } from './rating/index.js';
import { RedisModule } from './redis/redis.module.js';
import { ReturnsModule } from './returns/index.js';
import { SearchModule } from './search/index.js';
import { ServiceFormsModule } from './service-forms/index.js';
import { SupportModule } from './support/index.js';
import { TrackingModule } from './tracking/index.js';
import { WishlistModule } from './wishlist/index.js';

/** The orchestrator, built from a config loaded once and a Redis connected once (createApp). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, redis: RedisClient): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        RedisModule.forRoot(redis, config.redisKeyPrefix),
        CqrsModule.forRoot(),
        GraphqlModule,
        CatalogueModule,
        SearchModule,
        ContentModule,
        CartModule,
        OrderFormModule,
        RatingModule,
        WishlistModule,
        LightningDealsModule,
        AccountModule,
        CheckoutModule.forRoot({ runWorkers: config.workersEnabled }),
        ReturnsModule.forRoot({ runWorkers: config.workersEnabled }),
        LightningModule.forRoot({ runWorkers: config.workersEnabled }),
        TrackingModule,
        ServiceFormsModule,
        HealthModule,
        MediaModule,
        SupportModule.forRoot({ runWorkers: config.workersEnabled }),
      ],
    };
  }
}
