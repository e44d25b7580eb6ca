import type { RedisCluster } from './redis-cluster.mjs';

export interface FailoverOptions {
  cluster: RedisCluster;
  orchestratorUrls: string[];
  /** The stand-in, started with UPSTREAM_FAULTS=1 (its /__faults/orders list). */
  upstreamUrl: string;
  checkouts?: number;
  spreadMs?: number;
  killAfterMs?: number;
  queueTag?: string;
  retryEveryMs?: number;
  submitDeadlineMs?: number;
  settleTimeoutMs?: number;
  log?: (line: string) => void;
}
export interface FailoverOutcome {
  n: number;
  cartId: string;
  checkoutId: string;
  onVictim: boolean;
  state: string | null;
  orderId: string | null;
  /** Orders the stand-in placed for this cart. */
  orders: number;
  /** The submit's answer (__typename) once one came. */
  answer: string | null;
  /** unanswered: every submit refused or unanswered until the shopper gave up, the checkout still before submitting and no order placed. */
  outcome: 'confirmed' | 'failed' | 'lost' | 'doubled' | 'unanswered';
}
export interface FailoverReport {
  checkouts: number;
  killed_port: number;
  on_killed_master: number;
  submit_attempts: number;
  submit_attempts_failed: number;
  submit_errors: string[];
  /** The longest any submit attempt took to be answered (taken or refused), or to time out (10 s). */
  slowest_submit_s: number;
  /** The three slowest submit attempts: how long, when they began after the kill, where, and why not taken (null: taken). */
  slowest_submits: { s: number; from_kill_s: number; on_killed_master: boolean; error: string | null }[];
  /** The longest this process's event loop was held up during the submits (the apps run in it in the test). */
  loop_delay_max_s: number;
  /** Submit attempts the client gave up on after 10 s without an answer. */
  submits_unanswered: number;
  /** From the kill to the first answered submit (begun after it) of a workflow on the killed master's slots. */
  recovery_s: number | null;
  /** From the kill to the end of the last submit attempt that got no answer. */
  last_failure_s: number;
  /** From the kill until every live node reported cluster_state:ok on live masters. */
  cluster_ok_s: number;
  confirmed: number;
  failed: number;
  lost: number;
  doubled: number;
  unanswered: number;
  /** Submit attempts by the second (after the kill) they ended in: answered, not answered and why. */
  timeline: { second: number; answered: number; not: number; why: Record<string, number> }[];
  outcomes: FailoverOutcome[];
}
export function runFailover(options: FailoverOptions): Promise<FailoverReport>;
export interface ShopperAtSummary {
  n: number;
  cartId: string;
  checkoutId: string;
  headers: Record<string, string>;
  fingerprint: string;
}
export function toSummary(orchestratorUrl: string, n: number): Promise<ShopperAtSummary>;
