#!/usr/bin/env node
// One-off migration of a single Redis from the single-slot key layout (before issue 30) to the
// cluster-safe one, run with the orchestrator and its workers stopped:
//   REDIS_URL=… REDIS_KEY_PREFIX=… node infra/scripts/migrate-redis-keys.mjs [--dry-run] [--force]
// It RENAMENXes old names to new ones (never overwriting: a name taken on both sides is reported
// as a conflict and left alone), so a second run changes nothing. Moving the migrated Redis to a
// cluster afterwards is standard tooling (e.g. `redis-cli --cluster import`).
import { Redis } from 'ioredis';
import { pathToFileURL } from 'node:url';

// The orchestrator's own rules for these two variables (apps/orchestrator/src/config/config.ts).
const DEFAULTS = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'tafel' };
const PREFIX_PATTERN = /^[A-Za-z0-9_:.-]{1,64}$/;
// The orchestrator's queue names (bullPrefix in apps/orchestrator/src/queues/bull-connection.ts).
const QUEUE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** Hides the password of a URL so it never reaches the output. */
function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Reads REDIS_URL and REDIS_KEY_PREFIX as the orchestrator does; throws naming the variable. */
export function readTarget(env = process.env) {
  const value = (name) => (env[name] === undefined || env[name] === '' ? DEFAULTS[name] : env[name]);
  if (env.REDIS_CLUSTER_NODES) throw new Error('REDIS_CLUSTER_NODES is set: this migration runs on the one Redis of the old layout (REDIS_URL), before moving to a cluster; unset it');
  const redisUrl = value('REDIS_URL');
  let protocol = '';
  try {
    protocol = new URL(redisUrl).protocol;
  } catch {
    /* refused below */
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error(`REDIS_URL must be a redis:// or rediss:// URL (got ${redactUrl(redisUrl)})`);
  const prefix = value('REDIS_KEY_PREFIX');
  if (!PREFIX_PATTERN.test(prefix)) throw new Error('REDIS_KEY_PREFIX must be 1-64 characters of A-Z a-z 0-9 _ : . -');
  return { redisUrl, prefix };
}

/** Parses the command line: --dry-run and --force, nothing else. */
export function readFlags(argv) {
  const flags = { dryRun: false, force: false };
  for (const arg of argv) {
    if (arg === '--dry-run') flags.dryRun = true;
    else if (arg === '--force') flags.force = true;
    else throw new Error(`unknown argument ${JSON.stringify(arg).slice(0, 60)} (use --dry-run, --force)`);
  }
  return flags;
}

/**
 * The new name of an old-layout key, or null when `key` is not one (new-layout keys included, so
 * a second run finds nothing). Old → new:
 *   <p>:bull:<queue>:<rest>          → <p>:bull:{<queue>}:<queue>:<rest>
 *   <p>:support:failures[:data]      → <p>:support:{failures}[:data]
 *   <p>:support:audit[:<workflowId>] → <p>:support:{audit}[:<workflowId>]
 */
export function newNameOf(prefix, key) {
  if (!key.startsWith(`${prefix}:`)) return null;
  const rest = key.slice(prefix.length + 1);
  const bull = /^bull:([^:{}]+):(.+)$/.exec(rest);
  if (bull) return QUEUE_PATTERN.test(bull[1]) ? `${prefix}:bull:{${bull[1]}}:${bull[1]}:${bull[2]}` : null;
  if (rest === 'support:failures' || rest === 'support:failures:data') return `${prefix}:support:{failures}${rest.slice('support:failures'.length)}`;
  const audit = /^support:audit(:.+)?$/.exec(rest);
  if (audit) return `${prefix}:support:{audit}${audit[1] ?? ''}`;
  return null;
}

/** The SCAN patterns that find every old-layout key (and some new ones, which newNameOf skips). */
export function oldLayoutPatterns(prefix) {
  return [`${prefix}:bull:*`, `${prefix}:support:failures`, `${prefix}:support:failures:data`, `${prefix}:support:audit`, `${prefix}:support:audit:*`];
}

/**
 * Connections of BullMQ workers and queue events of this prefix, old layout or new: BullMQ names
 * a worker's blocking connection `<bull prefix>:<base64 queue>` (CLIENT SETNAME), which is how its
 * own getWorkers() finds them.
 */
export async function bullClients(redis, prefix) {
  const list = await redis.client('LIST');
  return list
    .split('\n')
    .map((line) => /(?:^| )name=(\S*)/.exec(line)?.[1] ?? '')
    .filter((name) => name.startsWith(`${prefix}:bull:`));
}

async function* scanAll(redis, pattern) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    yield* keys;
  } while (cursor !== '0');
}

/**
 * Migrates the keys of `prefix` on `redis`. Answers { renamed, conflicts, refused, dryRun } with
 * renamed/conflicts as [old, new] pairs (in a dry run: what would be renamed). Refuses (renames
 * nothing, refused = the connection names) while BullMQ workers of the prefix are connected,
 * unless force.
 */
export async function migrateKeys(redis, prefix, { dryRun = false, force = false } = {}) {
  const workers = await bullClients(redis, prefix);
  if (workers.length > 0 && !force) return { renamed: [], conflicts: [], refused: workers, dryRun };
  const seen = new Set();
  const pairs = [];
  for (const pattern of oldLayoutPatterns(prefix)) {
    for await (const key of scanAll(redis, pattern)) {
      const target = newNameOf(prefix, key);
      // SCAN may answer a key twice; a key renamed meanwhile is not one of ours any more either.
      if (target === null || seen.has(key)) continue;
      seen.add(key);
      pairs.push([key, target]);
    }
  }
  pairs.sort((a, b) => a[0].localeCompare(b[0]));
  const renamed = [];
  const conflicts = [];
  for (const [from, to] of pairs) {
    if (dryRun) {
      if ((await redis.exists(to)) === 1) conflicts.push([from, to]);
      else renamed.push([from, to]);
      continue;
    }
    // RENAMENX: a key already under the new name (written by the new layout) is never overwritten.
    if ((await redis.renamenx(from, to)) === 1) renamed.push([from, to]);
    else if ((await redis.exists(from)) === 1) conflicts.push([from, to]);
  }
  return { renamed, conflicts, refused: [], dryRun };
}

/** The summary printed at the end: counts per kind, then every conflict. */
export function summarize(prefix, result) {
  if (result.refused.length > 0) {
    return [
      `Refused: ${result.refused.length} BullMQ worker or queue-events connection(s) of prefix "${prefix}" are connected:`,
      ...result.refused.slice(0, 20).map((name) => `  ${name}`),
      'Stop the orchestrator and the worker processes first (or pass --force if these are stale).',
    ].join('\n');
  }
  const kind = (key) => (key.startsWith(`${prefix}:bull:`) ? `queue ${key.slice(prefix.length + 6).split(':')[0]}` : key.includes(':support:failures') ? 'failure index' : 'replay audit');
  const counts = new Map();
  for (const [from] of result.renamed) counts.set(kind(from), (counts.get(kind(from)) ?? 0) + 1);
  const verb = result.dryRun ? 'Would rename' : 'Renamed';
  const lines = [`${verb} ${result.renamed.length} key(s) of prefix "${prefix}"${result.renamed.length ? ':' : '.'}`];
  for (const [name, count] of [...counts].sort()) lines.push(`  ${name}: ${count}`);
  if (result.dryRun) for (const [from, to] of result.renamed) lines.push(`  ${from} -> ${to}`);
  if (result.conflicts.length > 0) {
    lines.push(`Conflicts: ${result.conflicts.length} old key(s) left alone because the new name already exists (merge or delete by hand):`);
    for (const [from, to] of result.conflicts) lines.push(`  ${from} -> ${to}`);
  }
  return lines.join('\n');
}

async function main() {
  let target;
  let flags;
  try {
    target = readTarget();
    flags = readFlags(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  // No reconnecting: a one-off run should stop at the first lost connection, not retry renames.
  const redis = new Redis(target.redisUrl, { connectionName: 'tafel-migrate-redis-keys', maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
  let lastError = null;
  redis.on('error', (error) => {
    lastError = error;
  });
  try {
    try {
      await redis.connect();
    } catch (error) {
      console.error(`Redis at ${redactUrl(target.redisUrl)} does not answer: ${(lastError ?? error).message}`);
      return 2;
    }
    console.log(`Redis ${redactUrl(target.redisUrl)}, key prefix "${target.prefix}"${flags.dryRun ? ' (dry run: nothing changes)' : ''}`);
    const result = await migrateKeys(redis, target.prefix, flags);
    console.log(summarize(target.prefix, result));
    return result.refused.length > 0 || result.conflicts.length > 0 ? 1 : 0;
  } catch (error) {
    console.error(`Migration stopped: ${error.message}`);
    return 2;
  } finally {
    redis.disconnect();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
