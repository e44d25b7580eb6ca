// Jest globalSetup: one real Redis for the whole run (REDIS_URL → Testcontainers → a spawned
// redis-server on a free port). Each test file then works under its own key prefix.
import { resolveTestRedis, type ResolvedRedis } from '@tafel/infra/test-support/redis';

declare global {
  var __orchestratorTestRedis: ResolvedRedis | undefined;
}

export default async function globalSetup(): Promise<void> {
  const redis = await resolveTestRedis();
  globalThis.__orchestratorTestRedis = redis;
  // Workers start after this and inherit the environment.
  process.env.ORCHESTRATOR_TEST_REDIS_URL = redis.url;
}
