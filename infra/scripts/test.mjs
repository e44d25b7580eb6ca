// `npm test`: every check, in the order that fails fastest. Each step is a separate process;
// the first failure stops the run with its exit code.
//   1. build      libs (tsc -b), apps (tsc -b, next build) — tests run against built output
//   2. lint       ESLint incl. Nx module boundaries, every project
//   3. typecheck  tsc --noEmit over sources and tests, every project
//   4. unit + integration tests (Jest, real Redis in its own namespace, real HTTP)
//   5. the workflows' integration and reliability tests again, on a local Redis Cluster
//   6. the Redis Cluster failover test, alone
//   7. end-to-end (Playwright on real Chromium against the whole stack)
// `npm test -- --skip-e2e` leaves step 7 out (handy while iterating).
import { spawnSync } from 'node:child_process';
import { ROOT } from './stack.mjs';

const nx = [`${ROOT}/node_modules/nx/dist/bin/nx.js`];
const skipE2e = process.argv.includes('--skip-e2e');

const steps = [
  ['build', [...nx, 'run-many', '-t', 'build', '--output-style=stream']],
  ['lint', [...nx, 'run-many', '-t', 'lint', '--output-style=stream']],
  ['typecheck', [...nx, 'run-many', '-t', 'typecheck', '--output-style=stream']],
  // Two projects at a time: the orchestrator's suite is the long one, the others run beside it
  // (each Jest config says how many workers it uses; see apps/orchestrator/jest.config.mjs).
  ['unit + integration tests', [...nx, 'run-many', '-t', 'test', '--parallel=2', '--output-style=stream']],
  // The workflows' integration tests and the reliability tests once more, on a Redis Cluster of
  // 3 masters and 3 replicas that the run starts and stops (apps/orchestrator/jest.cluster.config.mjs).
  ['integration tests on a Redis Cluster', [...nx, 'run', 'orchestrator:test-cluster', '--output-style=stream']],
  // The failover test alone: its cluster, processes and 200 submits would starve other tests.
  ['Redis Cluster failover test', [...nx, 'run', 'orchestrator:test-failover', '--output-style=stream']],
];
if (!skipE2e) steps.push(['end-to-end tests', [`${ROOT}/node_modules/@playwright/test/cli.js`, 'test', '-c', 'apps/storefront/e2e/playwright.config.ts']]);

const results = [];
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.error(`\n${results.join('\n')}\n\n${name} failed.`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n\nAll checks passed.`);
