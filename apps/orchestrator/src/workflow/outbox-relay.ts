import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { isRedisUnavailableError } from '../redis/redis-errors.js';
import { RedisOutage } from '../redis/redis-outage.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import type { AnyWorkflowDefinition, JobRequest, WorkflowRecord } from './workflow-definition.js';
import { workflowKeys } from './workflow-keys.js';
import { WorkflowRegistry } from './workflow-registry.js';
import type { OutboxEntryInput } from './workflow-save-script.js';

/** Adds a job to a BullMQ queue of this app (a repeated job id is a no-op). */
export interface OutboxQueues {
  add(queue: string, name: string, data: Record<string, unknown>, options: JobsOptions): Promise<unknown>;
}
export const OUTBOX_QUEUES = Symbol('OUTBOX_QUEUES');

/** What an outbox entry holds: the job, by the kind and name its definition declares. */
interface OutboxJob {
  kind: string;
  job: string;
  jobId: string;
  data: Record<string, unknown>;
}

/** How often every process looks for entries nobody relayed (their process died between save and enqueue). */
const SWEEP_INTERVAL_MS = 60_000;
/** A relay that failed (Redis or BullMQ away) is tried again after this long, doubling to a minute. */
const RETRY_MS = 500;

/** The job ids the relay enqueues (BullMQ refuses ':'); checked when an entry is written and when it is read back. */
const JOB_ID_PATTERN = /^[A-Za-z0-9._-]{1,200}$/;

/** BullMQ job ids must not contain ':'; workflow ids may, '.' they may not (WORKFLOW_ID_PATTERN). */
function jobIdPart(text: string): string {
  return text.replaceAll(':', '.');
}

/** The default job id of a requested job: workflow, the version whose save asked for it, and job. */
export function defaultJobId(kind: string, workflowId: string, version: number, job: string): string {
  return `${kind}-${jobIdPart(workflowId)}-v${version}-${job}`;
}

/** The outbox entries of the jobs a transition asks for (validated against the definition's jobs). */
export function outboxEntries(definition: AnyWorkflowDefinition, after: WorkflowRecord<unknown, unknown>, requests: readonly JobRequest[]): OutboxEntryInput[] {
  const seen = new Set<string>();
  return requests.map((request) => {
    if (definition.jobs[request.job] === undefined) throw new Error(`workflow kind '${definition.kind}' does not declare the job '${request.job}'`);
    let key = `${after.version}:${request.job}`;
    for (let n = 2; seen.has(key); n += 1) key = `${after.version}:${request.job}-${n}`;
    seen.add(key);
    const entry: OutboxJob = { kind: definition.kind, job: request.job, jobId: request.jobId ?? defaultJobId(definition.kind, after.id, after.version, request.job), data: request.data };
    // Refused before the save: the relay would drop the entry, and the saved state's job would be lost.
    if (!JOB_ID_PATTERN.test(entry.jobId)) throw new Error(`workflow kind '${definition.kind}' asks for the job '${request.job}' with the job id '${entry.jobId.slice(0, 60)}', which is not 1-200 characters of A-Z a-z 0-9 . _ -`);
    return { key, value: JSON.stringify(entry) };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Hands the jobs a saved transition asked for to BullMQ. The runner calls relay() right after the
 * save committed; an entry is deleted from the outbox only once its job is in its queue. Entries a
 * process could not relay (Redis away: retried here) or never got to (killed between the save and
 * the enqueue) are found by the sweep every process runs at start and every minute. Job ids are
 * idempotent, so a duplicate enqueue by two processes is a no-op.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | null = null;
  private readonly retries = new Set<NodeJS.Timeout>();
  private sweeping: Promise<number> | null = null;
  private closed = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    private readonly registry: WorkflowRegistry,
    @Inject(OUTBOX_QUEUES) private readonly queues: OutboxQueues,
    @Inject(RedisOutage) private readonly outage: RedisOutage,
  ) {}

  /** Redis away is the outage log's business (one line per outage); anything else is logged here. */
  private warn(line: string, error: unknown): void {
    if (isRedisUnavailableError(error)) this.outage.report('outbox relay', error);
    else this.logger.warn(`${line} (${error instanceof Error ? error.message : String(error)})`);
  }

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (const retry of this.retries) clearTimeout(retry);
    this.retries.clear();
  }

  /** Enqueues a saved workflow's outbox entries, then deletes them; a failure is retried in the background. */
  async relay(workflowId: string, entries: readonly OutboxEntryInput[], delayMs = RETRY_MS): Promise<void> {
    try {
      await this.enqueue(workflowId, entries);
    } catch (error) {
      this.warn(`outbox of ${workflowId}: ${entries.length} job(s) not enqueued yet; trying again in ${delayMs} ms`, error);
      this.retryLater(workflowId, entries, delayMs);
    }
  }

  private retryLater(workflowId: string, entries: readonly OutboxEntryInput[], delayMs: number): void {
    if (this.closed) return;
    const retry = setTimeout(() => {
      this.retries.delete(retry);
      void this.relay(workflowId, entries, Math.min(delayMs * 2, 60_000));
    }, delayMs);
    retry.unref();
    this.retries.add(retry);
  }

  private async enqueue(workflowId: string, entries: readonly OutboxEntryInput[]): Promise<void> {
    for (const entry of entries) {
      const job = this.parse(workflowId, entry);
      if (job === null) continue;
      const definition = this.registry.get(job.kind);
      const spec = definition.jobs[job.job]!;
      await this.queues.add(spec.queue, spec.name, job.data, { ...spec.options({ job: job.job, data: job.data, jobId: job.jobId }), jobId: job.jobId });
    }
    await this.redis.hdel(workflowKeys(this.keys.prefix, workflowId).outbox, ...entries.map((entry) => entry.key));
  }

  /** An entry as read back (Redis is outside input): null, logged, when no registered kind declares it. */
  private parse(workflowId: string, entry: OutboxEntryInput): OutboxJob | null {
    let value: unknown;
    try {
      value = JSON.parse(entry.value);
    } catch {
      value = null;
    }
    if (isRecord(value) && typeof value.kind === 'string' && typeof value.job === 'string' && typeof value.jobId === 'string' && isRecord(value.data)) {
      const definition = this.registry.find(value.kind);
      if (definition?.jobs[value.job] !== undefined && JOB_ID_PATTERN.test(value.jobId)) return value as unknown as OutboxJob;
    }
    this.logger.error(`outbox of ${workflowId}: entry ${entry.key.slice(0, 60)} names no job a registered workflow declares; dropped`);
    return null;
  }

  /**
   * Relays every outbox entry left in Redis (a process died between a save and its enqueue).
   * Returns how many entries it relayed. Runs once at a time per process.
   */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<number> {
    let relayed = 0;
    const pattern = `${this.keys.prefix}:wf:{*}:outbox`;
    try {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        cursor = next;
        for (const key of keys) {
          const workflowId = key.slice(`${this.keys.prefix}:wf:{`.length, -'}:outbox'.length);
          const hash = await this.redis.hgetall(key);
          const entries = Object.entries(hash).map(([field, value]) => ({ key: field, value }));
          if (entries.length === 0) continue;
          await this.enqueue(workflowId, entries);
          relayed += entries.length;
        }
      } while (cursor !== '0' && !this.closed);
      if (relayed > 0) this.logger.warn(`relayed ${relayed} outbox job(s) a process had saved but not enqueued`);
    } catch (error) {
      if (!this.closed) this.warn('outbox sweep stopped; the next one goes on', error);
    }
    return relayed;
  }
}
