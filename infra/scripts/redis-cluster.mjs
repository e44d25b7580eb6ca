// A local Redis Cluster for tests, the bench and trying things out: N masters with R replicas
// each, every node a `redis-server --cluster-enabled yes` child process in a temp dir of its own
// on a free port (its cluster bus on port + 10000 free too), joined by `redis-cli --cluster create`.
// Resolves once every node reports cluster_state:ok with all 16384 slots covered and every replica
// has its master's data stream up, so a failover test can kill a master right away.
//
//   import { startRedisCluster } from './redis-cluster.mjs';
//   const cluster = await startRedisCluster();          // 3 masters + 3 replicas
//   process.env.REDIS_CLUSTER_NODES = cluster.nodesEnv; // "127.0.0.1:p1,127.0.0.1:p2,..."
//   await cluster.killNode((await cluster.masters())[0].port); await cluster.waitForOk();
//   await cluster.stop();
//
// CLI: `node infra/scripts/redis-cluster.mjs start` leaves a cluster running in the background and
// prints REDIS_CLUSTER_NODES=...; `... stop` ends it again (state in a file, see STATE_FILE);
// `... run` keeps it in the foreground until Ctrl-C.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const BUS_OFFSET = 10_000;
const SLOTS = 16_384;

/** Where `start` records the background cluster for `stop`; REDIS_CLUSTER_STATE overrides it. */
export const STATE_FILE = process.env.REDIS_CLUSTER_STATE || join(tmpdir(), 'tafel-redis-cluster.json');

function hasBinary(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

const taken = new Set();

/** A port whose cluster bus port (port + 10000) is free as well; never one this process handed out already. */
async function freeClusterPort() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * (55_535 - BUS_OFFSET - 20_000));
    if (taken.has(port) || taken.has(port + BUS_OFFSET) || taken.has(port - BUS_OFFSET)) continue;
    if ((await portFree(port)) && (await portFree(port + BUS_OFFSET))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port pair (port, port + 10000) for a Redis Cluster node');
}

/** Runs redis-cli against one node; resolves with its stdout (rejects on a non-zero exit). */
export function redisCli(port, args, { timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    execFile('redis-cli', ['-h', HOST, '-p', String(port), ...args], { timeout: timeoutMs }, (error, stdout, stderr) => {
      if (error) reject(new Error(`redis-cli -p ${port} ${args.join(' ')}: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

function parseInfo(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i)] = line.slice(i + 1).trim();
  }
  return out;
}

/** CLUSTER NODES as seen by `port`: [{ id, port, role, masterId, failed, slots }]. */
async function clusterNodes(port) {
  const text = await redisCli(port, ['cluster', 'nodes']);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id, addr, flags, masterId, , , , , ...slots] = line.trim().split(' ');
      const flagList = flags.split(',');
      return {
        id,
        host: addr.split(':')[0],
        port: Number(addr.split(':')[1].split('@')[0]),
        role: flagList.includes('master') ? 'master' : 'replica',
        masterId: masterId === '-' ? null : masterId,
        failed: flagList.some((f) => f === 'fail' || f === 'fail?' || f === 'noaddr'),
        slots,
      };
    });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// CRC16/XMODEM, the hash Redis Cluster maps keys to slots with (cluster spec, "Keys distribution model").
const CRC16 = (() => {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i += 1) {
    let crc = i << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[i] = crc;
  }
  return table;
})();

/** The slot of a key as Redis Cluster computes it: CRC16 of its hash tag ({...}) if it has a non-empty one, else of the whole key. */
export function keySlot(key) {
  let bytes = Buffer.from(key);
  const open = bytes.indexOf(0x7b);
  if (open !== -1) {
    const close = bytes.indexOf(0x7d, open + 1);
    if (close > open + 1) bytes = bytes.subarray(open + 1, close);
  }
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ CRC16[((crc >> 8) ^ byte) & 0xff];
  return crc % SLOTS;
}

/** Whether a CLUSTER NODES slot entry ("0-5460", "7", or "[93->-id]" while migrating) covers `slot`. */
function coversSlot(entry, slot) {
  if (entry.startsWith('[')) return false;
  const [from, to = from] = entry.split('-').map(Number);
  return slot >= from && slot <= to;
}

/**
 * @param {object} [options]
 * @param {number} [options.masters] default 3 (redis-cli needs at least 3)
 * @param {number} [options.replicasPerMaster] default 1
 * @param {number} [options.nodeTimeoutMs] cluster-node-timeout; a master is failed over about this long
 *   after it stops answering (Redis' default is 15 s; 2 s keeps failover tests short)
 * @param {boolean} [options.detached] let the nodes outlive this process (the CLI's `start`)
 * @param {boolean} [options.quiet] no progress lines on stderr
 * @param {number} [options.readyTimeoutMs] default 60 s
 */
export async function startRedisCluster(options = {}) {
  const masters = options.masters ?? 3;
  const replicasPerMaster = options.replicasPerMaster ?? 1;
  const nodeTimeoutMs = options.nodeTimeoutMs ?? 2000;
  const detached = options.detached ?? false;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  if (masters < 3) throw new Error('a Redis Cluster needs at least 3 masters');
  for (const bin of ['redis-server', 'redis-cli']) {
    if (!hasBinary(bin)) throw new Error(`${bin} is not installed; a local Redis Cluster needs redis-server and redis-cli (Redis >= 7)`);
  }
  // Attached nodes die with this process even on SIGKILL (the kernel sends them SIGKILL when their
  // parent goes), where setpriv is at hand; the exit handler below covers orderly exits either way.
  const pdeathsig = !detached && process.platform === 'linux' && hasBinary('setpriv');
  const count = masters * (1 + replicasPerMaster);

  /** @type {{ host: string, port: number, dir: string, child: import('node:child_process').ChildProcess | null, pid: number }[]} */
  const nodes = [];
  let stopped = false;

  const killAll = () => {
    for (const node of nodes) {
      if (node.child && node.child.exitCode === null && node.child.signalCode === null) {
        try {
          node.child.kill('SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
  };
  const removeDirs = () => {
    for (const node of nodes) rmSync(node.dir, { recursive: true, force: true });
  };
  const onExit = () => {
    killAll();
    removeDirs();
  };
  const onSignal = (signal) => {
    onExit();
    // Only step in for the signal if nobody else listens: then the default (ending the process) is what the owner expects.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const detachHandlers = () => {
    process.off('exit', onExit);
    for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(s, signalHandlers[s]);
  };
  const signalHandlers = {};
  if (!detached) {
    process.on('exit', onExit);
    for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      signalHandlers[s] = () => {
        detachHandlers();
        onSignal(s);
      };
      process.on(s, signalHandlers[s]);
    }
  }

  const spawnNode = (node) => {
    const args = [
      '--port', String(node.port),
      '--bind', HOST,
      '--dir', node.dir,
      '--cluster-enabled', 'yes',
      '--cluster-config-file', join(node.dir, 'nodes.conf'),
      '--cluster-node-timeout', String(nodeTimeoutMs),
      '--save', '',
      '--appendonly', 'no',
      '--daemonize', 'no',
      '--logfile', join(node.dir, 'redis.log'),
    ];
    const [cmd, argv] = pdeathsig ? ['setpriv', ['--pdeathsig', 'SIGKILL', '--', 'redis-server', ...args]] : ['redis-server', args];
    const child = spawn(cmd, argv, { stdio: 'ignore', detached });
    if (detached) child.unref();
    child.on('error', () => {});
    node.child = child;
    node.pid = child.pid;
  };

  const log = (msg) => {
    if (!options.quiet) process.stderr.write(`[redis-cluster] ${msg}\n`);
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    detachHandlers();
    await Promise.all(
      nodes.map(async (node) => {
        const child = node.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }),
    );
    removeDirs();
  };

  try {
    for (let i = 0; i < count; i += 1) {
      const port = await freeClusterPort();
      const node = { host: HOST, port, dir: mkdtempSync(join(tmpdir(), `tafel-redis-cluster-${port}-`)), child: null, pid: 0 };
      nodes.push(node);
      spawnNode(node);
    }
    for (const node of nodes) await waitForPing(node);

    const addresses = nodes.map((n) => `${n.host}:${n.port}`);
    log(`creating ${masters} masters + ${masters * replicasPerMaster} replicas on ${addresses.join(' ')}`);
    await new Promise((resolve, reject) => {
      execFile(
        'redis-cli',
        ['--cluster', 'create', ...addresses, '--cluster-replicas', String(replicasPerMaster), '--cluster-yes'],
        { timeout: 60_000 },
        (error, stdout, stderr) => {
          if (error || !/All 16384 slots covered/.test(stdout)) reject(new Error(`redis-cli --cluster create failed: ${stderr || stdout || error?.message}`));
          else resolve();
        },
      );
    });
    await waitForOk({ timeoutMs: readyTimeoutMs, replicasPerMaster });
    log(`ready: ${addresses.join(',')}`);
  } catch (error) {
    await stop();
    throw error;
  }

  async function waitForPing(node) {
    for (let i = 0; i < 200; i += 1) {
      if (node.child.exitCode !== null) {
        let tail = '';
        try {
          tail = readFileSync(join(node.dir, 'redis.log'), 'utf8').split('\n').slice(-10).join('\n');
        } catch {
          /* no log yet */
        }
        throw new Error(`redis-server on port ${node.port} exited with code ${node.child.exitCode}\n${tail}`);
      }
      try {
        if ((await redisCli(node.port, ['ping'], { timeoutMs: 1000 })).trim() === 'PONG') return;
      } catch {
        /* not up yet */
      }
      await sleep(50);
    }
    throw new Error(`redis-server on port ${node.port} did not answer PING`);
  }

  function alive() {
    return nodes.filter((n) => n.child && n.child.exitCode === null && n.child.signalCode === null);
  }

  /**
   * Until every live node says cluster_state:ok with all slots served by a live master and knows
   * the same masters, and (when asked) every master has its replicas with the link up.
   */
  async function waitForOk({ timeoutMs = 30_000, replicasPerMaster: wantReplicas = 0 } = {}) {
    const deadline = Date.now() + timeoutMs;
    let last = 'not checked yet';
    while (Date.now() < deadline) {
      try {
        last = await clusterHealthy(wantReplicas);
        if (last === 'ok') return;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      await sleep(100);
    }
    throw new Error(`Redis Cluster not ok within ${timeoutMs} ms: ${last}`);
  }

  async function clusterHealthy(wantReplicas) {
    const live = alive();
    const livePorts = new Set(live.map((n) => n.port));
    let mastersSeen = null;
    for (const node of live) {
      const info = parseInfo(await redisCli(node.port, ['cluster', 'info'], { timeoutMs: 2000 }));
      if (info.cluster_state !== 'ok') return `${node.port}: cluster_state:${info.cluster_state}`;
      if (Number(info.cluster_slots_ok) !== SLOTS) return `${node.port}: cluster_slots_ok:${info.cluster_slots_ok}`;
      const view = await clusterNodes(node.port);
      // A killed master keeps its slots (flagged fail? then fail) until its replica takes them over.
      const servingMasters = view.filter((n) => n.role === 'master' && n.slots.length > 0);
      if (servingMasters.some((m) => !livePorts.has(m.port) || m.failed)) return `${node.port} still routes slots to a dead master`;
      const key = servingMasters.map((m) => m.port).sort().join(',');
      if (mastersSeen !== null && mastersSeen !== key) return 'nodes disagree on the masters';
      mastersSeen = key;
      if (wantReplicas > 0 && view.filter((n) => n.role === 'replica' && !n.failed).length < servingMasters.length * wantReplicas) {
        return `${node.port}: replicas not all known yet`;
      }
    }
    for (const node of live) {
      const info = parseInfo(await redisCli(node.port, ['info', 'replication'], { timeoutMs: 2000 }));
      // A replica whose master is gone keeps trying; only one with a live master has to be in sync.
      if (info.role === 'slave' && livePorts.has(Number(info.master_port)) && info.master_link_status !== 'up') {
        return `${node.port}: replica link to ${info.master_port} is ${info.master_link_status}`;
      }
    }
    return 'ok';
  }

  return {
    nodes: nodes.map(({ host, port }) => ({ host, port })),
    nodesEnv: nodes.map((n) => `${n.host}:${n.port}`).join(','),
    dirs: nodes.map((n) => n.dir),
    pids: () => alive().map((n) => n.pid),
    /** The live nodes currently serving slots, as a live node sees them. */
    async masters() {
      for (const node of alive()) {
        try {
          const view = await clusterNodes(node.port);
          return view.filter((n) => n.role === 'master' && n.slots.length > 0 && !n.failed).map(({ host, port, id, slots }) => ({ host, port, id, slots }));
        } catch {
          /* ask the next one */
        }
      }
      throw new Error('no live cluster node answers');
    },
    /** The live master serving `key`'s slot right now. */
    async masterOf(key) {
      const slot = keySlot(key);
      for (const node of alive()) {
        try {
          const view = await clusterNodes(node.port);
          const master = view.find((n) => n.role === 'master' && !n.failed && n.slots.some((entry) => coversSlot(entry, slot)));
          if (master) return { host: master.host, port: master.port, id: master.id };
        } catch {
          /* ask the next one */
        }
      }
      throw new Error(`no live master serves slot ${slot}`);
    },
    /** SIGKILLs one node of this cluster (no goodbye to its peers: a crash, as in production). */
    async killNode(port) {
      const node = nodes.find((n) => n.port === port);
      if (!node) throw new Error(`port ${port} is not a node of this cluster`);
      const child = node.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    /** Starts a killed node again on its port and data dir; it rejoins (a former master as a replica). */
    async restartNode(port) {
      const node = nodes.find((n) => n.port === port);
      if (!node) throw new Error(`port ${port} is not a node of this cluster`);
      if (node.child && node.child.exitCode === null && node.child.signalCode === null) return;
      spawnNode(node);
      await waitForPing(node);
    },
    waitForOk,
    stop,
  };
}

function pidIsRedis(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('redis-server');
  } catch {
    return false;
  }
}

async function cli(command) {
  if (command === 'start') {
    if (existsSync(STATE_FILE)) {
      const state = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
      if (state.pids.some(pidIsRedis)) {
        console.error(`a cluster is already running (${STATE_FILE}); \`node infra/scripts/redis-cluster.mjs stop\` first`);
        process.exit(1);
      }
    }
    const cluster = await startRedisCluster({ detached: true });
    writeFileSync(STATE_FILE, JSON.stringify({ nodes: cluster.nodes, pids: cluster.pids(), nodesEnv: cluster.nodesEnv, dirs: cluster.dirs }, null, 2));
    console.log(`REDIS_CLUSTER_NODES=${cluster.nodesEnv}`);
    return;
  }
  if (command === 'stop') {
    if (!existsSync(STATE_FILE)) {
      console.error(`no cluster recorded in ${STATE_FILE}`);
      process.exit(1);
    }
    const state = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
    for (const pid of state.pids) {
      // Only the redis-server processes `start` recorded; a reused pid is left alone.
      if (pidIsRedis(pid)) process.kill(pid, 'SIGTERM');
    }
    for (let i = 0; i < 50 && state.pids.some(pidIsRedis); i += 1) await sleep(100);
    for (const pid of state.pids) if (pidIsRedis(pid)) process.kill(pid, 'SIGKILL');
    // Only the temp dirs `start` made (named after their node's port).
    for (const dir of state.dirs ?? []) if (/tafel-redis-cluster-\d+-/.test(dir)) rmSync(dir, { recursive: true, force: true });
    rmSync(STATE_FILE, { force: true });
    console.log('stopped');
    return;
  }
  if (command === 'run') {
    const cluster = await startRedisCluster();
    console.log(`REDIS_CLUSTER_NODES=${cluster.nodesEnv}`);
    console.error('[redis-cluster] running; Ctrl-C stops it');
    await new Promise(() => {});
    return;
  }
  console.error('usage: node infra/scripts/redis-cluster.mjs start|stop|run');
  process.exit(2);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  cli(process.argv[2]).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
