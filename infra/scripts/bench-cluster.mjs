// Issue 30's bench part (BENCH_ONLY=cluster; bench/results/cluster.json). On a local Redis Cluster
// of 3 masters + 3 replicas (redis-cluster.mjs) and, for comparison, on one Redis:
//   cluster_submit_jobs_per_s_1w / _2w   order-submit jobs per second with 1 / 2 worker processes
//                                        (dist/worker.js, WORKER_CONCURRENCY each) on the same cluster
//   *_worker_cpu_s                       CPU seconds (user + system, /proc/<pid>/stat) each worker
//                                        process used from the queue's resume to its last job
//   scale_out_efficiency                 jobs per worker CPU-second with 2 processes ÷ with 1
//   single_submit_jobs_per_s_1w          the same with 1 worker process on one Redis
//   cluster_vs_single_ratio              cluster_submit_jobs_per_s_1w ÷ single_submit_jobs_per_s_1w
//   failover_*                           the failover scenario (cluster-failover.mjs): 2 orchestrator
//                                        and 2 worker processes, 200 checkouts submitting while the
//                                        master of the submit queue is SIGKILLed
// Each throughput run: an orchestrator process without workers (ORCHESTRATOR_WORKERS=0) brings
// the checkouts to the summary; the worker processes start and warm up on jobs of their own; the
// measured `jobs` are submitted into the paused queue, the queue resumes and the clock runs until
// every job finished. The workers call the real upstream stand-in (its own process), so jobs/s is
// what the whole machine manages; the CPU figure is the workers' own. Runs are interleaved
// (1w, 2w, single, single, 2w, 1w) and the figures are the means.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, keyPrefixFor, spawnRedisServer } from '../test-support/redis.mjs';
import { inBatches, startStandIn } from './bench-support.mjs';
import { runFailover, toSummary } from './cluster-failover.mjs';
import { startRedisCluster } from './redis-cluster.mjs';
import { ROOT, waitForHttp } from './stack.mjs';

export const CLUSTER_RESULTS = 'bench/results/cluster.json';
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const dist = (path) => import(pathToFileURL(join(ROOT, 'apps/orchestrator/dist', path)).href);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n) => Math.round(n * 100) / 100;

/** User + system CPU seconds a process has used so far. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

/** A built app as a process of its own; resolves once `ready` saw it ready. */
async function startProcess(name, entry, env, ready) {
  const child = spawn(process.execPath, [join(ROOT, entry)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const read = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await ready(child, () => output);
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`${name}: ${error instanceof Error ? error.message : error}\n${output}`);
  }
  return { pid: child.pid, child, stop };
}

async function startOrchestrator(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await startProcess('orchestrator', 'apps/orchestrator/dist/main.js', { ...env, ORCHESTRATOR_PORT: String(port) }, (child) => waitForHttp(`${url}/healthz`, { child, name: 'orchestrator' }));
  return { ...app, url };
}

function startWorker(env) {
  return startProcess('worker', 'apps/orchestrator/dist/worker.js', env, async (child, output) => {
    for (let waited = 0; waited < 30_000; waited += 50) {
      if (output().includes('Checkout workers running')) return;
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
      await sleep(50);
    }
    throw new Error('not ready within 30 s');
  });
}

/** The app's own pieces (from its build) to open the order-submit queue where the workers see it. */
async function queueOpener() {
  const orchestratorRequire = createRequire(join(ROOT, 'apps/orchestrator/package.json'));
  const [{ Queue }, { openBull, bullPrefix }, { parseClusterNodes }, { ORDER_SUBMIT_QUEUE }] = await Promise.all([
    import(pathToFileURL(orchestratorRequire.resolve('bullmq')).href),
    dist('queues/bull-connection.js'),
    dist('config/config.js'),
    dist('checkout/jobs/job-payloads.js'),
  ]);
  return (redisEnv, prefix) => {
    const target = { redisUrl: redisEnv.REDIS_URL ?? 'redis://127.0.0.1:6379', redisClusterNodes: redisEnv.REDIS_CLUSTER_NODES ? parseClusterNodes(redisEnv.REDIS_CLUSTER_NODES) : null };
    return openBull(target, 'bench-cluster', (connection) => new Queue(ORDER_SUBMIT_QUEUE, { connection, prefix: bullPrefix(prefix, ORDER_SUBMIT_QUEUE) }));
  };
}

/** Submits the checkouts (each answered 'submitting'); their jobs reach the queue through the outbox. */
async function submitAll(url, shoppers) {
  await inBatches(shoppers.length, 20, async (n) => {
    const shopper = shoppers[n];
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...shopper.headers },
      body: JSON.stringify({ query: 'mutation($i: SubmitOrderInput!) { submitOrder(input: $i) { __typename ... on Checkout { state } } }', variables: { i: { cartId: shopper.cartId, expectedCartFingerprint: shopper.fingerprint } } }),
    });
    const { data, errors } = await res.json();
    if (errors || data.submitOrder.state !== 'submitting') throw new Error(`submitOrder: ${JSON.stringify(errors ?? data)}`);
  });
}

/** Until `count` jobs finished (none may fail). */
async function finished(queue, count) {
  for (;;) {
    const { completed, failed } = await queue.getJobCounts('completed', 'failed');
    if (failed > 0) throw new Error(`${failed} submit jobs failed`);
    if (completed >= count) return;
    await sleep(20);
  }
}

/**
 * One throughput run: `jobs` submit jobs queued, then drained by `workers` worker processes. Each
 * process first warms up on WARM_JOBS jobs of its own share (JIT, connections, the upstream token),
 * which a fresh process would otherwise pay inside the clock once per process.
 */
const WARM_JOBS = 40;
async function submitRun({ openQueue, redisEnv, upstreamUrl, workers, jobs, log }) {
  const prefix = keyPrefixFor('bench-cl');
  const env = { ...redisEnv, REDIS_KEY_PREFIX: prefix, UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', ORCHESTRATOR_WORKERS: '0', CATALOGUE_CACHE_TTL_MS: '0' };
  const orchestrator = await startOrchestrator({ ...env, LOG_LEVEL: 'warn' });
  const queue = openQueue(redisEnv, prefix);
  const processes = [];
  try {
    const warm = WARM_JOBS * workers;
    const shoppers = await inBatches(warm + jobs, 10, (n) => toSummary(orchestrator.url, n));
    for (let i = 0; i < workers; i += 1) processes.push(await startWorker({ ...env, LOG_LEVEL: 'info' }));
    await submitAll(orchestrator.url, shoppers.slice(0, warm));
    await finished(queue, warm);
    await queue.pause();
    await submitAll(orchestrator.url, shoppers.slice(warm));
    // The outbox relay queues each job right after its save: wait until all are in.
    for (let waited = 0; ; waited += 20) {
      const counts = await queue.getJobCounts('paused', 'waiting', 'prioritized', 'delayed');
      if (Object.values(counts).reduce((a, b) => a + b, 0) >= jobs) break;
      if (waited > 30_000) throw new Error(`only ${JSON.stringify(counts)} of ${jobs} jobs queued`);
      await sleep(20);
    }
    const cpuBefore = processes.map((p) => cpuSeconds(p.pid));
    const t0 = performance.now();
    await queue.resume();
    await finished(queue, warm + jobs);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = processes.map((p, i) => cpuSeconds(p.pid) - cpuBefore[i]);
    const cpuTotal = cpu.reduce((a, b) => a + b, 0);
    log(`${redisEnv.REDIS_CLUSTER_NODES ? 'cluster' : 'single'} ${workers}w: ${round(jobs / seconds)} jobs/s, worker CPU ${cpu.map(round).join(' + ')} s`);
    return { jobsPerS: jobs / seconds, cpu, jobsPerCpuS: jobs / cpuTotal };
  } finally {
    await Promise.allSettled(processes.map((p) => p.stop()));
    await queue.close();
    await orchestrator.stop();
  }
}

const mean = (runs, pick) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;

/** The failover scenario on processes: 2 orchestrators, 2 workers, the stand-in with its order list. */
async function failoverRun({ cluster, upstreamUrl, log }) {
  const env = { REDIS_CLUSTER_NODES: cluster.nodesEnv, REDIS_KEY_PREFIX: keyPrefixFor('bench-fo'), UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', ORCHESTRATOR_WORKERS: '0', CATALOGUE_CACHE_TTL_MS: '0', JOB_LOCK_MS: '5000', JOB_BACKOFF_MS: '200' };
  const apps = [];
  try {
    for (let i = 0; i < 2; i += 1) apps.push(await startOrchestrator({ ...env, LOG_LEVEL: 'warn' }));
    for (let i = 0; i < 2; i += 1) apps.push(await startWorker({ ...env, LOG_LEVEL: 'info' }));
    return await runFailover({ cluster, orchestratorUrls: apps.slice(0, 2).map((a) => a.url), upstreamUrl, checkouts: 200, log });
  } finally {
    await Promise.allSettled(apps.map((a) => a.stop()));
  }
}

function failoverFigures(failover) {
  return {
    failover_checkouts: failover.checkouts,
    failover_on_killed_master: failover.on_killed_master,
    failover_recovery_s: failover.recovery_s === null ? null : round(failover.recovery_s),
    failover_slowest_submit_s: failover.slowest_submit_s == null ? null : round(failover.slowest_submit_s),
    failover_submits_unanswered: failover.submits_unanswered ?? null,
    failover_last_failure_s: round(failover.last_failure_s),
    failover_cluster_ok_s: round(failover.cluster_ok_s),
    failover_submit_attempts_failed: failover.submit_attempts_failed,
    failover_confirmed: failover.confirmed,
    failover_failed_replayable: failover.failed,
    failover_lost: failover.lost,
    failover_doubled: failover.doubled,
    failover_unanswered: failover.unanswered,
    failover_loadavg: loadavg().map(round),
  };
}

/**
 * The cluster figures. `jobs` per throughput run (default 300); a cluster and a single Redis of
 * its own, and a stand-in with its faults API (the failover reads its order list).
 */
export async function benchCluster({ jobs = Number(process.env.BENCH_CLUSTER_JOBS ?? 300), log = (line) => console.log(`[cluster] ${line}`) } = {}) {
  for (const entry of ['apps/orchestrator/dist/main.js', 'apps/orchestrator/dist/worker.js', 'apps/upstream-shop/dist/main.js']) {
    if (!existsSync(join(ROOT, entry))) throw new Error(`${entry} is missing: build first (npx nx run-many -t build -p orchestrator upstream-shop)`);
  }
  const openQueue = await queueOpener();
  // What else the machine was doing: on 2 cores other work moves every figure here.
  const loadStart = loadavg().map(round);
  const upstream = await startStandIn({ faults: true });
  const single = await spawnRedisServer();
  if (!single) throw new Error('redis-server is not installed (the cluster part compares with one Redis it starts)');
  let cluster;
  try {
    cluster = await startRedisCluster({ quiet: true });
    const clusterEnv = { REDIS_CLUSTER_NODES: cluster.nodesEnv };
    const singleEnv = { REDIS_URL: single.url };
    const run = (redisEnv, workers) => submitRun({ openQueue, redisEnv, upstreamUrl: upstream.url, workers, jobs, log });
    // BENCH_CLUSTER_PARTS=failover: only the failover; the throughput figures of cluster.json stay.
    if (process.env.BENCH_CLUSTER_PARTS === 'failover') {
      const previous = existsSync(join(ROOT, CLUSTER_RESULTS)) ? JSON.parse(readFileSync(join(ROOT, CLUSTER_RESULTS), 'utf8')) : {};
      const { targets: _targets, ...kept } = previous;
      return { ...kept, ...failoverFigures(await failoverRun({ cluster, upstreamUrl: upstream.url, log })), failover_measured_at: new Date().toISOString() };
    }
    const one = [];
    const two = [];
    const singles = [];
    // Interleaved (1w 2w single, then the other way round): the machine's speed drifts within a run.
    one.push(await run(clusterEnv, 1));
    two.push(await run(clusterEnv, 2));
    singles.push(await run(singleEnv, 1));
    singles.push(await run(singleEnv, 1));
    two.push(await run(clusterEnv, 2));
    one.push(await run(clusterEnv, 1));

    const failover = await failoverRun({ cluster, upstreamUrl: upstream.url, log });
    const figures = {
      measured_at: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadavg_start: loadStart,
      loadavg_end: loadavg().map(round),
      redis: spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).stdout.match(/v=(\S+)/)?.[1] ?? null,
      cluster_shape: '3 masters + 3 replicas, cluster-node-timeout 2000 ms',
      jobs_per_run: jobs,
      runs_per_figure: one.length,
      cluster_submit_jobs_per_s_1w: round(mean(one, (r) => r.jobsPerS)),
      cluster_submit_jobs_per_s_2w: round(mean(two, (r) => r.jobsPerS)),
      cluster_1w_worker_cpu_s: round(mean(one, (r) => r.cpu[0])),
      cluster_2w_worker_a_cpu_s: round(mean(two, (r) => r.cpu[0])),
      cluster_2w_worker_b_cpu_s: round(mean(two, (r) => r.cpu[1])),
      cluster_jobs_per_worker_cpu_s_1w: round(mean(one, (r) => r.jobsPerCpuS)),
      cluster_jobs_per_worker_cpu_s_2w: round(mean(two, (r) => r.jobsPerCpuS)),
      scale_out_efficiency: round(mean(two, (r) => r.jobsPerCpuS) / mean(one, (r) => r.jobsPerCpuS)),
      single_submit_jobs_per_s_1w: round(mean(singles, (r) => r.jobsPerS)),
      single_1w_worker_cpu_s: round(mean(singles, (r) => r.cpu[0])),
      cluster_vs_single_ratio: round(mean(one, (r) => r.jobsPerS) / mean(singles, (r) => r.jobsPerS)),
      ...failoverFigures(failover),
    };
    return figures;
  } finally {
    await cluster?.stop();
    await single.stop();
    await upstream.stop();
  }
}

/** Writes bench/results/cluster.json with the targets and prints it. */
export function reportCluster(figures) {
  const results = {
    ...figures,
    targets: {
      'scale_out_efficiency >= 0.85': figures.scale_out_efficiency >= 0.85,
      'failover_recovery_s <= 10': figures.failover_recovery_s !== null && figures.failover_recovery_s <= 10,
      'failover_lost = 0': figures.failover_lost === 0,
      'failover_doubled = 0': figures.failover_doubled === 0,
      'failover_unanswered = 0': figures.failover_unanswered === 0,
    },
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, CLUSTER_RESULTS), `${JSON.stringify(results, null, 2)}\n`);
  const { targets, ...all } = results;
  console.table(all);
  console.table(targets);
  console.log(`written to ${CLUSTER_RESULTS}`);
}
