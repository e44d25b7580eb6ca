import { jestConfig } from '../../infra/jest/preset.mjs';

export default jestConfig(import.meta.url, {
  displayName: 'orchestrator',
  // Integration tests need a real Redis: found once per run, each test file uses its own prefix.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Integration tests start real processes and wait for real timeouts.
  testTimeout: 30_000,
  // Two test files at a time: most of an integration test is waiting for timeouts, backoffs and
  // child processes, not CPU.
  maxWorkers: 2,
  // Jest never frees a test file's ES modules (vm contexts): in one process the heap grew to the
  // V8 limit and garbage collection took most of the run (a unit test of half a second took 19 s). A worker is
  // replaced once it holds more than this after a file; a Redis client a test leaks cannot keep
  // the run from ending either.
  workerIdleMemoryLimit: '1GB',
});
