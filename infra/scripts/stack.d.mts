import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export interface StackOptions {
  redisUrl: string;
  keyPrefix: string;
  upstreamPort: number;
  orchestratorPort: number;
  storefrontPort: number;
  dev?: boolean;
  faults?: boolean;
  output?: 'inherit' | 'prefix' | 'silent';
  env?: Record<string, string>;
}
export interface Stack {
  urls: { upstream: string; orchestrator: string; storefront: string };
  children: { name: string; child: ChildProcess }[];
  stop(): Promise<void>;
}
export function waitForHttp(url: string, options?: { child?: ChildProcess; timeoutMs?: number; name?: string }): Promise<void>;
export function startStack(options: StackOptions): Promise<Stack>;
