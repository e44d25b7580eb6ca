import config from './jest.config.mjs';

// The workflows' integration tests (checkout, returns, lightning) and the reliability tests once
// more, on a Redis Cluster of 3 masters and 3 replicas (started by the global setup, see
// test/support/global-setup-cluster.ts): every multi-key command and script of these paths meets a
// real cluster, which refuses one that spans slots (CROSSSLOT). `npm test` runs it after the suite
// on one Redis (infra/scripts/test.mjs).
export const CLUSTER_TEST_FILES = [
  'checkout-flow',
  'checkout-reliability',
  'checkout-worker-crash',
  'outbox-kill',
  'workflow-kernel',
  'returns-flow',
  'returns-submit',
  'checkout-lightning',
  'lightning-reservations',
];

export default {
  ...config,
  displayName: 'orchestrator (Redis Cluster)',
  globalSetup: '<rootDir>/test/support/global-setup-cluster.ts',
  testMatch: CLUSTER_TEST_FILES.map((name) => `<rootDir>/test/${name}.spec.ts`),
};
