// What the bench scripts share: percentiles, the union of upstream intervals, a bounded pool,
// and a fresh upstream stand-in of a bench's own with its GraphQL API.
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { freePort } from '../test-support/redis.mjs';
import { ROOT, waitForHttp } from './stack.mjs';

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Length of the union of [start, end] intervals (overlapping upstream calls count once). */
export function unionLength(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = sorted[0] ?? [0, 0];
  for (const [s, e] of sorted.slice(1)) {
    if (s > end) {
      total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  return total + (end - start);
}

/** Runs `task(i)` for i < count with at most `limit` at once; the results in order. */
export async function inBatches(count, limit, task) {
  let next = 0;
  const results = [];
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/** A fresh upstream stand-in from its build on a free port (its seed untouched); `faults` mounts /__faults. */
export async function startStandIn({ faults = false } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/upstream-shop/dist/main.js'], { cwd: ROOT, env: { ...process.env, UPSTREAM_PORT: String(port), UPSTREAM_FAULTS: faults ? '1' : '0' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHttp(`${url}/healthz`, { child, name: 'upstream-shop' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * The stand-in's GraphQL API with a token of its own, for what a bench asks outside the clock:
 * `(query, variables, userId?) => data`; GraphQL errors throw.
 */
export async function standInApi(upstreamUrl) {
  const tokenRes = await fetch(`${upstreamUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('tafel:tafel-secret').toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  if (!tokenRes.ok) throw new Error(`the stand-in's token endpoint answered ${tokenRes.status}`);
  const { access_token: token } = await tokenRes.json();
  return async (query, variables, userId) => {
    const res = await fetch(`${upstreamUrl}/api/shop/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(userId ? { 'X-iSHOP-API-USERID': userId } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const json = await res.json();
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };
}
