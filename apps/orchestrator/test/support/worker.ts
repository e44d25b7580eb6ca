import { ROOT } from '@tafel/infra/scripts/stack';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY = join(ROOT, 'apps', 'orchestrator', 'dist', 'worker.js');

export interface TestWorker {
  /** Ends the process at once, like a crash or an OOM kill (no graceful shutdown). */
  kill(): Promise<void>;
  /** SIGTERM: running jobs finish, then it exits. */
  stop(): Promise<void>;
}

/** Starts the built worker entry point (dist/worker.js) as a process of its own. */
export async function startWorker(env: Record<string, string>): Promise<TestWorker> {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build the orchestrator first (npx tsc -b apps/orchestrator)`);
  const child: ChildProcess = spawn(process.execPath, [ENTRY], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    // Usually up in 2-4 s; on a loaded two-core machine (the cluster run beside other work) a start
    // took over 15 s, so the bound is generous: it only decides how long a broken start takes to fail.
    const timer = setTimeout(() => reject(new Error(`worker did not start within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-8000);
      if (output.includes('Checkout workers running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code} before it was ready:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  try {
    await ready;
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return { kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
