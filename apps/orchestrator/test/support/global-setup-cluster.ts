// Jest globalSetup of jest.cluster.config.mjs: the run's Redis is a Redis Cluster (3 masters and
// 3 replicas on free ports, or REDIS_CLUSTER_NODES when set); global-teardown.ts stops it.
// (Jest loads a global setup without the module mapper, so this does not import global-setup.ts.)
import { resolveTestRedisCluster } from '@tafel/infra/test-support/redis';

export default async function clusterGlobalSetup(): Promise<void> {
  const redis = await resolveTestRedisCluster();
  globalThis.__orchestratorTestRedis = redis;
  // Workers start after this and inherit the environment.
  process.env.ORCHESTRATOR_TEST_REDIS_CLUSTER_NODES = redis.clusterNodes;
  delete process.env.ORCHESTRATOR_TEST_REDIS_URL;
}
