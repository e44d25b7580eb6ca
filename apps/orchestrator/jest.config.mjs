import { jestConfig } from '../../infra/jest/preset.mjs';

export default jestConfig(import.meta.url, {
  displayName: 'orchestrator',
  // Integration tests need a real Redis: found once per run, each test file uses its own prefix.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Integration tests start real processes and wait for real timeouts.
  testTimeout: 30_000,
  // Two test files at a time: most of an integration test is waiting for timeouts, backoffs and
  // child processes, not CPU. The workers are recycled by the preset's workerIdleMemoryLimit: in
  // band, GC near the V8 heap limit slowed a unit test of half a second to 19 s, and a Redis
  // client a test leaked kept the finished run from exiting.
  maxWorkers: 2,
  // The cluster failover test runs alone in a step of its own (jest.failover.config.mjs): its six
  // Redis nodes, four processes and 200 submits starved whatever test ran beside it.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.next/', '/e2e/', '/test/cluster-failover\\.spec\\.ts$'],
});
