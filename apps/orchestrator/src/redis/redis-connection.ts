import { Redis } from 'ioredis';
import { redactUrl } from '../config/config.js';

/** How to get a Redis, in the words of the README. */
const REDIS_HOW_TO = 'Start one with `docker compose up -d redis`, or set REDIS_URL to a running Redis.';

/** Raised at start-up when Redis does not answer in time. */
export class RedisUnavailableError extends Error {
  constructor(url: string, timeoutMs: number, lastError: string | undefined) {
    super(
      `Redis at ${redactUrl(url)} did not answer within ${timeoutMs / 1000} s` +
        `${lastError ? ` (${lastError})` : ''}. ${REDIS_HOW_TO}`,
    );
    this.name = 'RedisUnavailableError';
  }
}

/**
 * Connects to Redis and resolves once it is ready. Connection attempts repeat (Redis may still be
 * starting in docker compose) until `timeoutMs` passes; then the client is closed and the
 * promise rejects with RedisUnavailableError.
 */
export async function connectRedis(url: string, timeoutMs: number): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // Keeps reconnecting after a lost connection; /healthz reports "down" meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    // A call made while Redis is away fails fast instead of hanging a GraphQL request.
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    connectionName: 'tafel-orchestrator',
  });
  let lastError: string | undefined;
  const onError = (error: Error): void => {
    lastError = error.message;
  };
  client.on('error', onError);

  const ready = new Promise<void>((resolve) => client.once('ready', () => resolve()));
  // The first attempt may reject; retryStrategy keeps trying, so only the deadline decides.
  client.connect().catch(onError);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([ready.then(() => 'ready' as const), deadline]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    client.disconnect();
    throw new RedisUnavailableError(url, timeoutMs, lastError);
  }
  return client;
}

/** Closes politely (QUIT), falling back to a hard disconnect when Redis is gone. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
