import { jestConfig } from '../../infra/jest/preset.mjs';

export default jestConfig(import.meta.url, {
  displayName: 'orchestrator',
  // Integration tests need a real Redis: found once per run, each test file uses its own prefix.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Integration tests start real processes and wait for real timeouts.
  testTimeout: 30_000,
});
