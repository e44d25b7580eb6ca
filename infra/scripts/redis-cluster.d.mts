export const STATE_FILE: string;
export interface ClusterNode {
  host: string;
  port: number;
}
export interface RedisClusterOptions {
  /** Default 3 (the minimum redis-cli accepts). */
  masters?: number;
  /** Default 1. */
  replicasPerMaster?: number;
  /** cluster-node-timeout in ms; a dead master is failed over about this long after it stops answering. Default 2000. */
  nodeTimeoutMs?: number;
  /** Let the nodes outlive this process (the CLI's `start`). Default false: they die with it. */
  detached?: boolean;
  /** No progress lines on stderr. */
  quiet?: boolean;
  /** How long start waits for cluster_state:ok and synced replicas. Default 60000. */
  readyTimeoutMs?: number;
}
export interface RedisCluster {
  /** Every node, masters and replicas, as started. */
  nodes: ClusterNode[];
  /** The value for REDIS_CLUSTER_NODES: "127.0.0.1:p1,127.0.0.1:p2,...". */
  nodesEnv: string;
  /** The nodes' temp dirs (removed by stop()). */
  dirs: string[];
  /** Pids of the nodes still running. */
  pids(): number[];
  /** The live masters serving slots right now, with their slot ranges as CLUSTER NODES lists them ("0-5460"). */
  masters(): Promise<(ClusterNode & { id: string; slots: string[] })[]>;
  /** The live master serving the slot of `key` right now. */
  masterOf(key: string): Promise<ClusterNode & { id: string }>;
  /** SIGKILLs one node; resolves once it has exited. */
  killNode(port: number): Promise<void>;
  /** Starts a killed node again; it rejoins the cluster (a former master as a replica). */
  restartNode(port: number): Promise<void>;
  /** Until every live node reports cluster_state:ok with all slots on live masters (and, if asked, replicas in sync). */
  waitForOk(options?: { timeoutMs?: number; replicasPerMaster?: number }): Promise<void>;
  /** Ends this cluster's processes and removes its temp dirs. */
  stop(): Promise<void>;
}
/** The Redis Cluster slot of a key (CRC16 of its {hash tag} when it has a non-empty one). */
export function keySlot(key: string): number;
export function redisCli(port: number, args: string[], options?: { timeoutMs?: number }): Promise<string>;
export function startRedisCluster(options?: RedisClusterOptions): Promise<RedisCluster>;
