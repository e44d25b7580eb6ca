import config from './jest.config.mjs';

// The Redis Cluster failover test (issue 30) on its own: a cluster of 6 nodes, 2 orchestrators,
// 2 worker processes and 200 submitting checkouts. Beside other test files it starved them (1 s
// upstream timeouts) and they it, so `npm test` runs it as a step of its own (infra/scripts/test.mjs).
export default {
  ...config,
  displayName: 'orchestrator (cluster failover)',
  testMatch: ['<rootDir>/test/cluster-failover.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  maxWorkers: 1,
};
