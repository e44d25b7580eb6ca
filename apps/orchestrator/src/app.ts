import { ConsoleLogger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { securityHeaders } from './common/security-headers.js';
import { nestLogLevels, type AppConfig } from './config/config.js';
import { abortOnDisconnect, GRAPHQL_BODY_LIMIT, requestShapeLimits } from './graphql/index.js';
import { closeRedis, connectRedis, describeRedisTarget } from './redis/redis-connection.js';
import { mountQueueBoard } from './support/index.js';

/**
 * Connects Redis, then builds the Nest app without listening; main.ts and the integration tests
 * share it so the tests run what production runs. Rejects with RedisUnavailableError when Redis
 * does not answer within config.redisConnectTimeoutMs.
 */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const logger = new ConsoleLogger({
    logLevels: nestLogLevels(config.logLevel),
    // One JSON object per line in production (log shippers); readable colours elsewhere.
    json: config.isProduction,
  });
  const redis = await connectRedis(config, config.redisConnectTimeoutMs);
  logger.log(`Connected to ${describeRedisTarget(config)} (key prefix "${config.redisKeyPrefix}")`, 'Redis');
  try {
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, redis), {
      logger,
      // A failing start-up rejects here instead of exiting the process, so main.ts prints one
      // clear message and tests can assert it.
      abortOnError: false,
    });
    app.disable('x-powered-by');
    // First, so every answer has them, refusals by later middleware included.
    app.use(securityHeaders());
    // Registered before Nest's default JSON parser, which then stays out (see GRAPHQL_BODY_LIMIT).
    app.useBodyParser('json', { limit: GRAPHQL_BODY_LIMIT });
    // In front of Apollo (mounted at init): an oversized batch or query text is refused before
    // anything is parsed, and the request's upstream calls stop when its client goes away.
    app.use('/graphql', requestShapeLimits(config.graphqlLimits), abortOnDisconnect());
    mountQueueBoard(app);
    return app;
  } catch (error) {
    await closeRedis(redis);
    throw error;
  }
}
