// Starts the whole Tafel stack as child processes: upstream stand-in → orchestrator →
// storefront, each waited for on its health URL. Used by `npm start` and by the
// end-to-end tests, so the tests run exactly what a developer runs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const COLORS = { 'upstream-shop': 35, orchestrator: 36, storefront: 32, redis: 31 };

function prefixLines(name, stream, sink) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) sink.write(`\x1b[${COLORS[name] ?? 37}m[${name}]\x1b[0m ${line}\n`);
  });
}

/** Polls `url` until it answers with a 2xx status, the child exits, or the timeout passes. */
export async function waitForHttp(url, { child, timeoutMs = 60_000, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs} ms (${lastError})`);
}

/**
 * @typedef {object} StackOptions
 * @property {string} redisUrl
 * @property {string} keyPrefix Redis key namespace of this stack (BullMQ prefix too)
 * @property {number} upstreamPort
 * @property {number} orchestratorPort
 * @property {number} storefrontPort
 * @property {boolean} [dev] storefront with `next dev` instead of `next start`
 * @property {boolean} [faults] enable the stand-in's fault-injection API
 * @property {'inherit'|'prefix'|'silent'} [output]
 * @property {Record<string,string>} [env] extra environment for every app
 */

/** Starts the three apps; resolves with their URLs and a stop() that ends every child. */
export async function startStack(/** @type {StackOptions} */ options) {
  const children = [];
  const output = options.output ?? 'prefix';
  // The storefront and the orchestrator share one secret (their own per stack unless given): with
  // it the orchestrator believes the browser address the storefront names at staff sign-in.
  // An empty variable (e.g. INTERNAL_API_SECRET= from .env.example) counts as unset.
  const given = { ...process.env, ...options.env };
  const baseEnv = { ...given, INTERNAL_API_SECRET: given.INTERNAL_API_SECRET || randomBytes(32).toString('base64url') };

  const run = (name, args, env, cwd = ROOT) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...baseEnv, ...env },
      stdio: output === 'silent' ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32', // own process group, so stop() ends grandchildren too
    });
    if (output !== 'silent') prefixLines(name, child.stdout, process.stdout);
    const stderrTail = [];
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      stderrTail.push(chunk);
      if (stderrTail.length > 50) stderrTail.shift();
    });
    if (output !== 'silent') prefixLines(name, child.stderr, process.stderr);
    child.stderrTail = stderrTail;
    children.push({ name, child });
    return child;
  };

  const urls = {
    upstream: `http://127.0.0.1:${options.upstreamPort}`,
    orchestrator: `http://127.0.0.1:${options.orchestratorPort}`,
    storefront: `http://127.0.0.1:${options.storefrontPort}`,
  };

  const stop = async () => {
    await Promise.all(
      children.reverse().map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          child.kill('SIGTERM');
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            child.kill('SIGKILL');
          }
        }, 5000);
        await exited;
        clearTimeout(timer);
      }),
    );
  };

  try {
    const upstream = run('upstream-shop', ['apps/upstream-shop/dist/main.js'], {
      UPSTREAM_PORT: String(options.upstreamPort),
      UPSTREAM_FAULTS: options.faults ? '1' : (baseEnv.UPSTREAM_FAULTS ?? '0'),
    });
    await waitForHttp(`${urls.upstream}/healthz`, { child: upstream, name: 'upstream-shop' });

    const orchestrator = run('orchestrator', ['apps/orchestrator/dist/main.js'], {
      ORCHESTRATOR_PORT: String(options.orchestratorPort),
      UPSTREAM_URL: urls.upstream,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: options.keyPrefix,
    });
    await waitForHttp(`${urls.orchestrator}/healthz`, { child: orchestrator, name: 'orchestrator' });

    const nextBin = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
    const storefront = run(
      'storefront',
      [nextBin, options.dev ? 'dev' : 'start', '-p', String(options.storefrontPort), '-H', '127.0.0.1'],
      // The stand-in's payment pages: the storefront's CSP lets the card form be posted there.
      { ORCHESTRATOR_URL: urls.orchestrator, PORT: String(options.storefrontPort), PAYMENT_ORIGINS: baseEnv.PAYMENT_ORIGINS || urls.upstream },
      join(ROOT, 'apps', 'storefront'),
    );
    await waitForHttp(`${urls.storefront}/`, { child: storefront, name: 'storefront', timeoutMs: options.dev ? 120_000 : 60_000 });
  } catch (error) {
    const tails = children.map(({ name, child }) => `--- ${name} stderr ---\n${child.stderrTail.join('')}`).join('\n');
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${tails}`);
  }

  return { urls, children, stop };
}
