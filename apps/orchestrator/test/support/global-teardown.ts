// Stops the Redis the global setup started (a no-op for REDIS_URL).
export default async function globalTeardown(): Promise<void> {
  await globalThis.__orchestratorTestRedis?.stop();
}
