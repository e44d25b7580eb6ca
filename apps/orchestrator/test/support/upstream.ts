import { freePort } from '@tafel/infra/test-support/redis';
import { ROOT, waitForHttp } from '@tafel/infra/scripts/stack';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY = join(ROOT, 'apps', 'upstream-shop', 'dist', 'main.js');

/** A fault of the stand-in's /__faults API: the next `times` calls of `operation` misbehave. */
export interface Fault {
  operation?: string;
  times: number;
  kind: 'error' | 'delay' | 'drop' | 'http';
  classification?: string;
  message?: string;
  messageKey?: string;
  delayMs?: number;
  status?: number;
  /** drop/http: 'after' runs the operation, then loses the answer. */
  phase?: 'before' | 'after';
}

/** An order submitCart placed (stand-in inspection). */
export interface PlacedOrder {
  orderId: string;
  cartId: string;
  orderedAt: string;
}

export interface TestUpstream {
  url: string;
  fault(fault: Fault & { operation: string }): Promise<void>;
  tokenFault(fault: Fault): Promise<void>;
  revokeTokens(): Promise<void>;
  expireTokens(): Promise<void>;
  clearFaults(): Promise<void>;
  /** The orders submitCart placed, all or of one cart (GET /__faults/orders). */
  orders(cartId?: string): Promise<PlacedOrder[]>;
  /** Asks the stand-in directly (own token, of the German shop unless `site` names another scope), to compare with what the orchestrator answers. */
  graphql<T>(query: string, variables?: Record<string, unknown>, site?: string): Promise<T>;
  stop(): Promise<void>;
}

/** Starts the real upstream stand-in (built) as a child process on a free port, faults enabled. */
export async function startUpstream(): Promise<TestUpstream> {
  if (!existsSync(ENTRY)) {
    throw new Error(`${ENTRY} is missing: build the stand-in first (npx tsc -b apps/upstream-shop)`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: { ...process.env, UPSTREAM_PORT: String(port), UPSTREAM_HOST: '127.0.0.1', UPSTREAM_FAULTS: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHttp(`${url}/healthz`, { child, timeoutMs: 30_000, name: 'upstream-shop' });
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`);
  }

  const post = async (path: string, body?: unknown): Promise<void> => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  };
  return {
    url,
    fault: (fault) => post('/__faults', fault),
    tokenFault: (fault) => post('/__faults/token', fault),
    revokeTokens: () => post('/__faults/revoke-tokens'),
    expireTokens: () => post('/__faults/expire-tokens'),
    async clearFaults() {
      const response = await fetch(`${url}/__faults`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`DELETE /__faults answered ${response.status}`);
    },
    async orders(cartId) {
      const response = await fetch(`${url}/__faults/orders${cartId ? `?cartId=${encodeURIComponent(cartId)}` : ''}`);
      if (!response.ok) throw new Error(`GET /__faults/orders answered ${response.status}`);
      return ((await response.json()) as { orders: PlacedOrder[] }).orders;
    },
    async graphql<T>(query: string, variables?: Record<string, unknown>, site?: string): Promise<T> {
      const basic = Buffer.from('tafel:tafel-secret').toString('base64');
      const tokenResponse = await fetch(`${url}/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
        body: new URLSearchParams({ grant_type: 'client_credentials', ...(site ? { scope: site } : {}) }),
      });
      const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
      const response = await fetch(`${url}/api/shop/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: T; errors?: unknown };
      if (body.errors) throw new Error(`upstream answered errors: ${JSON.stringify(body.errors)}`);
      return body.data;
    },
    stop,
  };
}
