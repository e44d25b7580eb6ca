// `npm run bench`: prints figures and writes them to bench/results/latest.json.
// Measured side by side in one run on this machine (loopback only, bounded request counts):
//   proxy_throughput_ratio  catalogue query via the orchestrator ÷ straight to the upstream stand-in
//   proxy_p50_added_ms      median latency the orchestrator adds to that query
//   orchestrator_rss_mb     resident memory of the orchestrator after the load
// Target (issue 4): proxy ratio ≥ 0.8. Not a test: figures vary with the machine's load.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, keyPrefixFor, resolveTestRedis } from '../test-support/redis.mjs';
import { ROOT, startStack } from './stack.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const WARMUP = 200;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Fires `total` requests with `concurrency` in flight; returns req/s and latency percentiles. */
async function load(total, concurrency, request) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        try {
          await request();
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

async function postJson(url, body, headers = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok || json.errors) throw new Error(`${res.status} ${JSON.stringify(json.errors ?? json)}`);
  return json;
}

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '-p', 'upstream-shop', 'orchestrator', 'storefront'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const redis = await resolveTestRedis();
const stack = await startStack({
  redisUrl: redis.url,
  keyPrefix: keyPrefixFor('bench'),
  upstreamPort: await freePort(),
  orchestratorPort: await freePort(),
  storefrontPort: await freePort(),
  output: 'silent',
  env: { LOG_LEVEL: 'warn' },
});

try {
  const tokenRes = await fetch(`${stack.urls.upstream}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('tafel:tafel-secret').toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = await tokenRes.json();

  const productIds = (
    await postJson(`${stack.urls.orchestrator}/graphql`, { query: '{ category(id: "1", pageSize: 60) { products { id } } }' })
  ).data.category.products.map((p) => p.id);
  let i = 0;
  const nextId = () => productIds[(i++) % productIds.length];

  const direct = () =>
    postJson(
      `${stack.urls.upstream}/api/shop/`,
      { operationName: 'P', query: 'query P($id: ID!) { getProductById(productId: $id) { productId name bestItem { itemId prices { price { amount stringValue } } } } }', variables: { id: nextId() } },
      { authorization: `Bearer ${token}` },
    );
  const viaOrchestrator = () =>
    postJson(`${stack.urls.orchestrator}/graphql`, {
      operationName: 'P',
      query: 'query P($id: ID!) { product(id: $id) { id name defaultItemId items { id price { amount formatted } } } }',
      variables: { id: nextId() },
    });

  await load(WARMUP, CONCURRENCY, direct);
  await load(WARMUP, CONCURRENCY, viaOrchestrator);
  // Interleave the two runs so both see the same machine load.
  const d1 = await load(REQUESTS / 2, CONCURRENCY, direct);
  const o1 = await load(REQUESTS / 2, CONCURRENCY, viaOrchestrator);
  const d2 = await load(REQUESTS / 2, CONCURRENCY, direct);
  const o2 = await load(REQUESTS / 2, CONCURRENCY, viaOrchestrator);
  const orchestratorPid = stack.children.find((c) => c.name === 'orchestrator').child.pid;

  const round = (n) => Math.round(n * 100) / 100;
  const directRps = (d1.rps + d2.rps) / 2;
  const proxyRps = (o1.rps + o2.rps) / 2;
  const results = {
    measured_at: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    requests_per_side: REQUESTS,
    concurrency: CONCURRENCY,
    upstream_direct_rps: round(directRps),
    orchestrator_proxy_rps: round(proxyRps),
    proxy_throughput_ratio: round(proxyRps / directRps),
    proxy_p50_added_ms: round((o1.p50 + o2.p50) / 2 - (d1.p50 + d2.p50) / 2),
    upstream_direct_p50_ms: round((d1.p50 + d2.p50) / 2),
    orchestrator_proxy_p50_ms: round((o1.p50 + o2.p50) / 2),
    orchestrator_proxy_p99_ms: round(Math.max(o1.p99, o2.p99)),
    failures: d1.failures + d2.failures + o1.failures + o2.failures,
    orchestrator_rss_mb: rssMb(orchestratorPid),
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.table(results);
  console.log('written to bench/results/latest.json');
} finally {
  await stack.stop();
  await redis.stop();
}
