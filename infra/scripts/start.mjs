// `npm start`: builds what is stale (Nx cache), finds or starts Redis, starts the three apps,
// prints their URLs and stops every child on Ctrl-C. `npm run dev` runs the storefront with
// `next dev` instead. Ports: UPSTREAM_PORT (4100), ORCHESTRATOR_PORT (4000), STOREFRONT_PORT (3000).
import { spawnSync } from 'node:child_process';
import { REDIS_HOW_TO, resolveDevRedis } from '../test-support/redis.mjs';
import { ROOT, startStack } from './stack.mjs';

const dev = process.argv.includes('--dev') || process.env.npm_lifecycle_event === 'dev';

function port(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`Invalid configuration: ${name} must be a port number 1-65535 (got '${raw}')`);
    process.exit(1);
  }
  return value;
}

const ports = {
  upstreamPort: port('UPSTREAM_PORT', 4100),
  orchestratorPort: port('ORCHESTRATOR_PORT', 4000),
  storefrontPort: port('STOREFRONT_PORT', 3000),
};

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building (cached by Nx when nothing changed)…');
  const projects = dev ? ['upstream-shop', 'orchestrator'] : ['upstream-shop', 'orchestrator', 'storefront'];
  const build = spawnSync(process.execPath, [`${ROOT}/node_modules/nx/dist/bin/nx.js`, 'run-many', '-t', 'build', '-p', ...projects, '--output-style=stream'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let redis;
try {
  redis = await resolveDevRedis();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (!redis) {
  console.error(`No Redis found: REDIS_URL is not set, nothing answers on 127.0.0.1:6379 and redis-server is not installed.\n${REDIS_HOW_TO}`);
  process.exit(1);
}
console.log(`Redis: ${redis.url} (${redis.source})`);

let stack;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack?.stop();
  await redis.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  stack = await startStack({
    redisUrl: redis.url,
    keyPrefix: process.env.REDIS_KEY_PREFIX || 'tafel',
    ...ports,
    dev,
    output: 'prefix',
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await redis.stop();
  process.exit(1);
}

console.log(`
Tafel is running — Ctrl-C stops everything.
  Storefront      ${stack.urls.storefront}
  Orchestrator    ${stack.urls.orchestrator}/graphql   (health: ${stack.urls.orchestrator}/healthz)
  Upstream shop   ${stack.urls.upstream}/api/shop/   (stand-in)
`);

for (const { name, child } of stack.children) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`);
    void shutdown(1);
  });
}
