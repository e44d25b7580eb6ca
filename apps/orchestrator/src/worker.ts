import 'reflect-metadata';
import { ConsoleLogger, Logger, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit, nestLogLevels, type AppConfig } from './config/config.js';
import { closeRedis, connectRedis, describeRedisTarget } from './redis/redis-connection.js';
import { WorkerModule } from './worker.module.js';

/**
 * Starts the checkout workers in a process of their own (order-submit, spedition-fields), for
 * deployments that scale workers apart from the API; the API then runs with ORCHESTRATOR_WORKERS=0.
 * Reads the same environment as the orchestrator.
 */
export async function createWorker(config: AppConfig): Promise<INestApplicationContext> {
  const logger = new ConsoleLogger({ logLevels: nestLogLevels(config.logLevel), json: config.isProduction });
  const redis = await connectRedis(config, config.redisConnectTimeoutMs);
  logger.log(`Connected to ${describeRedisTarget(config)} (key prefix "${config.redisKeyPrefix}")`, 'Redis');
  try {
    return await NestFactory.createApplicationContext(WorkerModule.forRoot(config, redis), { logger, abortOnError: false });
  } catch (error) {
    await closeRedis(redis);
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  try {
    const app = await createWorker(config);
    // SIGTERM/SIGINT: running jobs finish, then the connections close.
    app.enableShutdownHooks();
    new Logger('Worker').log('Checkout workers running');
  } catch (error) {
    console.error(`Worker failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// Only as the entry point (the benchmark imports createWorker).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
