/** A Redis the caller may use, and how to stop it when the caller started it. */
export interface ResolvedRedis {
  url: string;
  source: string;
  pid?: number;
  stop(): Promise<void>;
}
export function pingRedis(url: string, timeoutMs?: number): Promise<boolean>;
export function freePort(): Promise<number>;
export function spawnRedisServer(): Promise<ResolvedRedis | null>;
export function resolveTestRedis(env?: NodeJS.ProcessEnv): Promise<ResolvedRedis>;
export function resolveDevRedis(env?: NodeJS.ProcessEnv): Promise<ResolvedRedis | null>;
export const REDIS_HOW_TO: string;
export function keyPrefixFor(label?: string): string;
