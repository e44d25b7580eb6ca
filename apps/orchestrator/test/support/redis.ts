import { keyPrefixFor } from '@tafel/infra/test-support/redis';
import { Redis } from 'ioredis';

/** The Redis of this test run (see global-setup.ts). */
export function testRedisUrl(): string {
  const url = process.env.ORCHESTRATOR_TEST_REDIS_URL;
  if (!url) throw new Error('ORCHESTRATOR_TEST_REDIS_URL is not set: run the tests with apps/orchestrator/jest.config.mjs (its globalSetup provides Redis)');
  return url;
}

/** A key prefix of this test file's own, plus a connection to inspect and clean it up. */
export function testKeyspace(label: string): { prefix: string; redis: Redis; cleanUp(): Promise<void> } {
  const prefix = keyPrefixFor(`orch-${label}`);
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  return {
    prefix,
    redis,
    async cleanUp() {
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          cursor = next;
          if (keys.length > 0) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
