// Starts Redis (own namespace), the upstream stand-in, the orchestrator and the built storefront
// on free ports — the same launcher `npm start` uses — and stops them all afterwards.
import { freePort, keyPrefixFor, resolveTestRedis } from '@tafel/infra/test-support/redis';
import { startStack } from '@tafel/infra/scripts/stack';
import { deleteKeysWithPrefix } from './support/redis-cleanup';

export default async function globalSetup() {
  const redis = await resolveTestRedis();
  const keyPrefix = keyPrefixFor('e2e');
  let stack;
  try {
    stack = await startStack({
      redisUrl: redis.url,
      keyPrefix,
      upstreamPort: await freePort(),
      orchestratorPort: await freePort(),
      storefrontPort: await freePort(),
      faults: true,
      // Submit jobs give up quickly here, so a test can see an upstream outage end in its failure state.
      // TRUSTED_PROXY_HOPS=1: the tests play our proxy, naming a browser's address in X-Forwarded-For
      // (without one, Next writes the connection's address there itself).
      // Returns (returns.e2e.ts): photo uploads and return submits give up after two quick attempts, and the
      // return switch is read afresh on every request, so a test can see a failed upload and switch returns off.
      env: {
        JOB_BACKOFF_MS: '200',
        SUBMIT_JOB_ATTEMPTS: '2',
        TRUSTED_PROXY_HOPS: '1',
        RETURN_PHOTO_JOB_ATTEMPTS: '2',
        RETURN_PHOTO_BACKOFF_MS: '200',
        RETURN_SUBMIT_JOB_ATTEMPTS: '2',
        RETURN_SWITCH_CACHE_MS: '0',
      },
      output: process.env.E2E_VERBOSE === '1' ? 'prefix' : 'silent',
    });
  } catch (error) {
    await redis.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = stack.urls.storefront;
  process.env.E2E_UPSTREAM_URL = stack.urls.upstream;
  process.env.E2E_ORCHESTRATOR_URL = stack.urls.orchestrator;

  return async () => {
    try {
      await stack.stop();
      await deleteKeysWithPrefix(redis.url, keyPrefix);
    } finally {
      await redis.stop();
    }
  };
}
