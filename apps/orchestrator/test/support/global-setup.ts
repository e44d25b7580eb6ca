// Jest globalSetup: one real Redis for the whole run (REDIS_URL → Testcontainers → a spawned
// redis-server on a free port), or with TAFEL_TEST_REDIS=cluster a Redis Cluster (3 masters,
// 3 replicas; jest.cluster.config.mjs has a setup of its own). Each test file then works under its own key prefix.
import { resolveTestRedis, type ResolvedRedis } from '@tafel/infra/test-support/redis';

declare global {
  var __orchestratorTestRedis: ResolvedRedis | undefined;
}

export default async function globalSetup(): Promise<void> {
  const redis = await resolveTestRedis();
  globalThis.__orchestratorTestRedis = redis;
  // Workers start after this and inherit the environment.
  if (redis.clusterNodes) {
    process.env.ORCHESTRATOR_TEST_REDIS_CLUSTER_NODES = redis.clusterNodes;
    delete process.env.ORCHESTRATOR_TEST_REDIS_URL;
  } else {
    process.env.ORCHESTRATOR_TEST_REDIS_URL = redis.url;
    delete process.env.ORCHESTRATOR_TEST_REDIS_CLUSTER_NODES;
  }
}
