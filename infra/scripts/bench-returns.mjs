// Return photo figures of `npm run bench` (issue 25): the built orchestrator (apps/orchestrator/dist
// /main.js) in a process of its own, as deployed (workers on), on real Redis and the real upstream
// stand-in over HTTP; this process only sends and polls:
//   image_upload_mb_per_s          photos of 1 MB (real PNGs) handed to the orchestrator's
//                                  POST /returns/:id/photos, RETURN_PHOTO_CONCURRENCY posts in
//                                  flight, the clock running from the first post until the last
//                                  return-image-upload job completed (after its photo.uploaded was
//                                  saved; read from the queue's events in Redis, not by polling the
//                                  orchestrator), then checked in returnFlow: megabytes per second
//   image_upload_direct_mb_per_s   the same files sent with uploadReturnImage straight to the
//                                  stand-in (one signature per round, as many in flight as the
//                                  photo worker runs): what the upstream takes at most here
//   image_upload_ratio             the first ÷ the second (target ≥ 0.7)
//   image_upload_rounds_mb_per_s   every round's figure of both ways
// The two run interleaved (direct, queued, direct, …; BENCH_RETURN_ROUNDS rounds per side, default
// 3, the median kept: the machine's load drifts within a run) after an untimed warm-up. Each queued
// round is a return of its own; the stand-in keeps at most 20 photos per order and the machine 5 per
// item, so a round of 10 photos on two items takes half of an order's 20.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { crc32, deflateSync } from 'node:zlib';
import { freePort } from '../test-support/redis.mjs';
import { ROOT, waitForHttp } from './stack.mjs';

/** Photo uploads one orchestrator process runs at once (its RETURN_PHOTO_CONCURRENCY). */
const CONCURRENCY = Number(process.env.RETURN_PHOTO_CONCURRENCY || 4);

/** The orchestrator from its build, on a free port and `prefix`; stop() ends it. */
async function startOrchestrator({ redisUrl, upstreamUrl, prefix }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/orchestrator/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ORCHESTRATOR_PORT: String(port),
      ORCHESTRATOR_HOST: '127.0.0.1',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      UPSTREAM_URL: upstreamUrl,
      LOG_LEVEL: 'error',
      ORCHESTRATOR_WORKERS: '1',
      RETURN_PHOTO_CONCURRENCY: String(CONCURRENCY),
      RETURN_PHOTO_UPLOADS_PER_VISITOR: '100000',
      // Every upload comes from this one address.
      RETURN_PHOTO_UPLOADS_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/healthz`, { child, name: 'orchestrator' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Returnable seed orders of the stand-in (order number, a postcode of it). */
const ORDERS = [
  ['40010009', '10115'],
  ['40090001', '1060'],
  ['40090003', '50667'],
  ['40030001', '04109'],
  ['40010008', '10115'],
  ['40020003', '80331'],
  ['40010007', '10115'],
];
const MB = 1024 * 1024;

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real RGB PNG of about `bytes` bytes: random pixels, stored without compression. */
export function pngOfSize(bytes) {
  const side = Math.max(1, Math.floor(Math.sqrt(bytes / 3)));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = randomBytes((side * 3 + 1) * side);
  for (let y = 0; y < side; y += 1) rows[y * (side * 3 + 1)] = 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

async function inParallel(count, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** The stand-in's GraphQL API with a token of its own. */
async function upstreamClient(upstreamUrl) {
  const tokenRes = await fetch(`${upstreamUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('tafel:tafel-secret').toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = await tokenRes.json();
  return async (query, variables) => {
    const res = await fetch(`${upstreamUrl}/api/shop/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
    const json = await res.json();
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };
}

/** The orders with at least two returnable items, with what an upload needs. */
async function returnableOrders(upstream) {
  const found = [];
  for (const [orderId, zipCode] of ORDERS) {
    const { findOrderForReturn: order } = await upstream(
      'query($o: ID!, $z: String!) { findOrderForReturn(orderId: $o, zipCode: $z) { isError hash items { id lineNo returnableQuantity } } }',
      { o: orderId, z: zipCode },
    );
    const items = order.isError ? [] : order.items.filter((item) => item.returnableQuantity > 0);
    if (items.length >= 2) found.push({ orderId, zipCode, hash: order.hash, items: items.slice(0, 2) });
  }
  return found;
}

/** uploadReturnImage straight to the stand-in: `files` photos on the order's two items. */
async function directRound(upstream, order, file, files, concurrency) {
  const { getCurrentUploadSignature: sig } = await upstream('query($h: String!) { getCurrentUploadSignature(hash: $h, purpose: RETURN_IMAGE) { signature } }', { h: order.hash });
  const started = performance.now();
  await inParallel(files, concurrency, async (i) => {
    const item = order.items[i % 2];
    const { uploadReturnImage: answer } = await upstream(
      'mutation($f: String!, $s: String!, $h: String!, $i: ID!, $l: ID!) { uploadReturnImage(file: $f, signature: $s, hash: $h, itemId: $i, lineItemId: $l) { successful errorMessage } }',
      { f: file.toString('base64'), s: sig.signature, h: order.hash, i: item.id, l: String(item.lineNo) },
    );
    if (!answer.successful) throw new Error(`direct upload refused: ${answer.errorMessage}`);
  });
  return (files * file.length) / MB / ((performance.now() - started) / 1000);
}

/** The same photos through the orchestrator: posted, queued, uploaded by the worker. */
/**
 * Counts the return-image-upload jobs that finish, per return (job ids `photo-<returnId>-…`), read
 * from the queue's event stream in Redis: the bench learns when a return's photos are uploaded
 * without asking the orchestrator (polling it would cost the process measured).
 */
async function uploadWatcher(redisUrl, prefix) {
  const { QueueEvents } = await import('bullmq');
  // The app's BullMQ prefix of the queue (apps/orchestrator/src/queues/bull-connection.ts bullPrefix).
  const events = new QueueEvents('return-image-upload', { connection: { url: redisUrl }, prefix: `${prefix}:bull:{return-image-upload}` });
  await events.waitUntilReady();
  const done = new Map();
  const waiters = new Set();
  const finished = (jobId, failed) => {
    const returnId = /^photo-(rt-[0-9a-f-]{36})-/.exec(jobId)?.[1];
    if (!returnId) return;
    const counts = done.get(returnId) ?? { completed: 0, failed: 0 };
    counts[failed ? 'failed' : 'completed'] += 1;
    done.set(returnId, counts);
    for (const waiter of waiters) waiter();
  };
  events.on('completed', ({ jobId }) => finished(jobId, false));
  events.on('failed', ({ jobId }) => finished(jobId, true));
  return {
    /** Resolves once `count` jobs of the return completed; rejects on a failed one. */
    until(returnId, count) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const counts = done.get(returnId) ?? { completed: 0, failed: 0 };
          if (counts.failed > 0) reject(new Error(`an upload job of ${returnId} failed`));
          else if (counts.completed >= count) resolve();
          else return;
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => events.close(),
  };
}

async function queuedRound(url, watcher, order, file, files, concurrency) {
  const visitor = `bench${randomBytes(6).toString('hex')}`;
  const gql = async (query, variables) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-iSHOP-API-USERID': visitor }, body: JSON.stringify({ query, variables }) });
    const json = await res.json();
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return Object.values(json.data)[0];
  };
  const FLOW = '__typename ... on ReturnFlow { id photos { state messageKey } } ... on ErrorResult { errorCode message }';
  const flow = await gql(`mutation($i: LookupReturnOrderInput!) { lookupReturnOrder(input: $i) { ${FLOW} } }`, { i: { orderId: order.orderId, zipCode: order.zipCode } });
  if (flow.__typename !== 'ReturnFlow') throw new Error(`lookup: ${JSON.stringify(flow)}`);
  const selected = await gql(`mutation($i: SaveReturnSelectionInput!) { saveReturnSelection(input: $i) { ${FLOW} } }`, {
    i: { returnId: flow.id, items: order.items.map((item) => ({ itemId: item.id, quantity: 1, reason: 'WRONG_ITEM' })) },
  });
  if (selected.__typename !== 'ReturnFlow') throw new Error(`selection: ${JSON.stringify(selected)}`);

  const started = performance.now();
  await inParallel(files, concurrency, async (i) => {
    const res = await fetch(`${url}/returns/${flow.id}/photos?itemId=${encodeURIComponent(order.items[i % 2].id)}`, {
      method: 'POST',
      headers: { 'X-iSHOP-API-USERID': visitor, 'content-type': 'image/png' },
      body: file,
    });
    if (res.status !== 201) throw new Error(`photo post answered ${res.status}: ${await res.text()}`);
  });
  // A job completes after its photo.uploaded was saved.
  await watcher.until(flow.id, files);
  const seconds = (performance.now() - started) / 1000;
  const current = await gql(`query($id: ID!) { returnFlow(returnId: $id) { ${FLOW} } }`, { id: flow.id });
  if (current.photos.length !== files || current.photos.some((p) => p.state !== 'UPLOADED')) throw new Error(`not every photo is uploaded: ${JSON.stringify(current.photos)}`);
  return (files * file.length) / MB / seconds;
}

/**
 * Measures the return photo figures; starts the orchestrator from its build on `prefix` (workers
 * on), against `upstreamUrl`. `files` per round (at most 10: two items × 5),
 * `rounds` per side.
 */
export async function benchReturns({ redisUrl, upstreamUrl, prefix, files = 10, rounds = Number(process.env.BENCH_RETURN_ROUNDS ?? 3) }) {
  const orchestrator = await startOrchestrator({ redisUrl, upstreamUrl, prefix });
  const watcher = await uploadWatcher(redisUrl, prefix);
  try {
    const { url } = orchestrator;
    const upstream = await upstreamClient(upstreamUrl);
    const orders = await returnableOrders(upstream);
    const concurrency = CONCURRENCY;
    const file = pngOfSize(MB);
    const perRound = Math.min(10, files);
    // Photos each order may still take at the stand-in (20 per order).
    const left = new Map(orders.map((order) => [order, 20]));
    const orderFor = (count) => {
      const order = orders.find((o) => left.get(o) >= count);
      if (!order) throw new Error(`the stand-in's returnable orders (${orders.length} with two items) take no more rounds of ${count} photos; lower BENCH_RETURN_ROUNDS`);
      left.set(order, left.get(order) - count);
      return order;
    };
    // Warm-up (untimed): connections, token, JIT, both ways.
    await queuedRound(url, watcher, orderFor(2), file, 2, concurrency);
    await directRound(upstream, orderFor(2), file, 2, concurrency);
    const direct = [];
    const queued = [];
    for (let round = 0; round < rounds; round += 1) {
      direct.push(await directRound(upstream, orderFor(perRound), file, perRound, concurrency));
      queued.push(await queuedRound(url, watcher, orderFor(perRound), file, perRound, concurrency));
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      image_upload_rounds: rounds,
      image_upload_files: perRound * rounds,
      image_upload_file_bytes: file.length,
      image_upload_concurrency: concurrency,
      image_upload_mb_per_s: median(queued),
      image_upload_direct_mb_per_s: median(direct),
      image_upload_ratio: median(queued) / median(direct),
      // Every round's figure, to see how far the machine's load moved them.
      image_upload_rounds_mb_per_s: { direct: direct.map((v) => Math.round(v * 10) / 10), queued: queued.map((v) => Math.round(v * 10) / 10) },
    };
  } finally {
    await watcher.close();
    await orchestrator.stop();
  }
}
