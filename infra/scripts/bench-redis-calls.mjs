// Counts, exactly, the Redis commands a part of the orchestrator sends (part of `npm run bench`,
// issue 23), with a MONITOR connection on the Redis server, so that the count does not depend on
// the orchestrator's classes or on which client library sends the commands:
// - a command counts when the server executed it between a start and an end marker (ECHO sent
//   by the counter's own connection; MONITOR lists commands in execution order, so nothing sent
//   before the end marker is missed);
// - it counts only when it came from a connection of this process (its local port is one of this
//   process's sockets, read from /proc) that was not open yet when `ownConnections()` was taken
//   (the bench's own helpers, an idle app) and is not the counter's own; other agents and
//   processes on the same Redis are ignored;
// - commands that Lua scripts run inside Redis are not counted: the EVALSHA that ran them is.
// EVALSHA of a BullMQ script is named after the script (its SHA-1 matched against the scripts
// BullMQ ships), so a breakdown tells BullMQ's moveToActive/moveToFinished from the app's own.
// Linux only (/proc), as the RSS figure of the bench. Not for timed runs: MONITOR slows Redis.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What BullMQ's Worker sends to take and finish jobs, whatever the processor does. */
export const BULLMQ_WORKER_COMMANDS = new Set(['BZPOPMIN', 'bullmq:moveToActive', 'bullmq:moveToFinished', 'bullmq:extendLock', 'bullmq:extendLocks', 'bullmq:moveStalledJobsToWait']);

const portOf = (address) => Number(address.slice(address.lastIndexOf(':') + 1));

/** Local ports of this process's TCP sockets whose remote port is `remotePort`. */
function ownLocalPorts(remotePort) {
  const inodes = new Set();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // closed while listed
    }
  }
  const ports = new Set();
  for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, remote, , , , , , , inode] = line.trim().split(/\s+/);
      if (inode && inodes.has(inode) && parseInt(remote.split(':')[1], 16) === remotePort) ports.add(parseInt(local.split(':')[1], 16));
    }
  }
  return ports;
}

/** SHA-1 → script name of every Lua script BullMQ ships (as ioredis's defineCommand hashes them). */
function bullmqScriptNames(bullmqEntry) {
  // bullmqEntry: the resolved path of bullmq's CommonJS entry (dist/cjs/index.js).
  const scripts = Object.values(createRequire(bullmqEntry)(join(dirname(bullmqEntry), 'scripts/index.js')));
  return new Map(scripts.map((script) => [createHash('sha1').update(script.content).digest('hex'), script.name]));
}

/**
 * Opens the counter's connection for the markers; the MONITOR connection is open only while a
 * count runs (MONITOR slows every command of the server). `Redis` is the ioredis class,
 * `bullmqEntry` the path of bullmq's CommonJS entry (the scripts are read beside it).
 */
export async function redisCallCounter({ redisUrl, Redis, bullmqEntry }) {
  const url = new URL(redisUrl);
  if (url.protocol !== 'redis:') throw new Error(`the Redis call count needs redis:// over TCP, got ${url.protocol}`);
  const redisPort = Number(url.port || 6379);
  const scriptNames = bullmqScriptNames(bullmqEntry);
  const marker = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await marker.ping();
  const markerPort = marker.stream.localPort;

  let window = null;
  const onCommand = (_time, args, source) => {
    if (!source || source === 'lua') return;
    const port = portOf(source);
    const name = String(args[0] ?? '').toUpperCase();
    if (port === markerPort) {
      if (name === 'ECHO' && window && args[1] === window.startToken) window.open = true;
      if (name === 'ECHO' && window && args[1] === window.endToken) window.ended();
      return;
    }
    if (!window?.open) return;
    const label = name === 'EVALSHA' && scriptNames.has(args[1]) ? `bullmq:${scriptNames.get(args[1])}` : name;
    const byName = window.byPort.get(port) ?? new Map();
    byName.set(label, (byName.get(label) ?? 0) + 1);
    window.byPort.set(port, byName);
  };

  return {
    /** The connections this process has open now: pass them to stop() to leave them out. */
    ownConnections: () => ownLocalPorts(redisPort),
    /** Starts counting; resolves once the server has passed the start marker. */
    async start() {
      if (window) throw new Error('a count is running already');
      const token = randomUUID();
      const monitor = await marker.monitor();
      monitor.on('monitor', onCommand);
      window = { startToken: `bench-count-start-${token}`, endToken: `bench-count-end-${token}`, open: false, byPort: new Map(), startPorts: ownLocalPorts(redisPort), monitor };
      window.done = new Promise((resolve) => (window.ended = resolve));
      await marker.echo(window.startToken);
    },
    /**
     * Ends the count once the server has passed the end marker; answers the commands of this
     * process's connections not in `exclude` (see ownConnections), by name, and their total.
     */
    async stop({ exclude = new Set() } = {}) {
      const current = window;
      await marker.echo(current.endToken);
      await current.done;
      window = null;
      const counterPorts = new Set([markerPort, current.monitor.stream.localPort]);
      const counted = new Set([...current.startPorts, ...ownLocalPorts(redisPort)].filter((port) => !exclude.has(port) && !counterPorts.has(port)));
      current.monitor.disconnect();
      const byName = {};
      let total = 0;
      const connections = [];
      for (const [port, names] of current.byPort) {
        if (!counted.has(port)) continue;
        connections.push(port);
        for (const [name, count] of names) {
          byName[name] = (byName[name] ?? 0) + count;
          total += count;
        }
      }
      return { total, byName, connections: connections.length };
    },
    close() {
      window?.monitor.disconnect();
      marker.disconnect();
    },
  };
}

/** `{ name: count }` divided by `n`, rounded to 0.01, largest first. */
export function perUnit(byName, n) {
  return Object.fromEntries(
    Object.entries(byName)
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => [name, Math.round((count / n) * 100) / 100]),
  );
}
