/** A Redis the caller may use, and how to stop it when the caller started it. */
export interface ResolvedRedis {
  /** The Redis's URL; for a cluster one seed node (use a cluster client). */
  url: string;
  /** Set for a Redis Cluster: its nodes as REDIS_CLUSTER_NODES lists them ("host:port,..."). */
  clusterNodes?: string;
  source: string;
  pid?: number;
  stop(): Promise<void>;
}
export function pingRedis(url: string, timeoutMs?: number): Promise<boolean>;
export function freePort(): Promise<number>;
export function spawnRedisServer(): Promise<ResolvedRedis | null>;
export function resolveTestRedisCluster(env?: NodeJS.ProcessEnv): Promise<ResolvedRedis>;
export function resolveTestRedis(env?: NodeJS.ProcessEnv): Promise<ResolvedRedis>;
export function resolveDevRedis(env?: NodeJS.ProcessEnv): Promise<ResolvedRedis | null>;
export const REDIS_HOW_TO: string;
export function keyPrefixFor(label?: string): string;
