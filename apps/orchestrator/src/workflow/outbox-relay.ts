import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { scanKeys, type RedisClient } from '../redis/redis-client.js';
import { isRedisUnavailableError } from '../redis/redis-errors.js';
import { RedisOutage } from '../redis/redis-outage.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import type { AnyWorkflowDefinition, JobRequest, WorkflowRecord } from './workflow-definition.js';
import { workflowKeys } from './workflow-keys.js';
import { WorkflowRegistry } from './workflow-registry.js';
import type { OutboxEntryInput } from './workflow-save-script.js';

/** What running a job again did: retried in place, added (it was gone), or left alone (waiting or running). */
export type RerunOutcome = 'rerun' | 'enqueued' | 'running';

/** The app's BullMQ queues as the relay uses them. */
export interface OutboxQueues {
  /** Adds a job; a job id that exists already is a no-op. */
  add(queue: string, name: string, data: Record<string, unknown>, options: JobsOptions): Promise<unknown>;
  /** Runs the job with this id again: a finished one is retried in place, a missing one added, a waiting or running one left. */
  rerun(queue: string, name: string, data: Record<string, unknown>, options: JobsOptions & { jobId: string }): Promise<RerunOutcome>;
}
export const OUTBOX_QUEUES = Symbol('OUTBOX_QUEUES');

/** What an outbox entry holds: the job, by the kind and name its definition declares. */
interface OutboxJob {
  kind: string;
  job: string;
  jobId: string;
  data: Record<string, unknown>;
  /** Run a job of this id again (a replay) instead of adding one. */
  rerun?: boolean;
  /** When the save wrote it (ms): the periodic sweep leaves entries alone that their own relay is still on. */
  savedAt?: number;
}

/** How often every process looks for entries nobody relayed (their process died between save and enqueue). */
const SWEEP_INTERVAL_MS = 60_000;
/** A relay that failed (Redis or BullMQ away) is tried again after this long, doubling to a minute. */
const RETRY_MS = 500;
/** The periodic sweep takes only entries at least this old (the saving process relays younger ones itself). */
const SWEEP_MIN_AGE_MS = 30_000;
/** An add that does not answer in this long (BullMQ's connection waits for Redis) goes to the background retry. */
const ADD_TIMEOUT_MS = 2_000;

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
    const entry: OutboxJob = {
      kind: definition.kind,
      job: request.job,
      jobId: request.jobId ?? defaultJobId(definition.kind, after.id, after.version, request.job),
      data: request.data,
      ...(request.rerun ? { rerun: true } : {}),
      savedAt: Date.now(),
    };
    // Refused before the save: the relay would drop the entry, and the saved state's job would be lost.
    if (!JOB_ID_PATTERN.test(entry.jobId)) throw new Error(`workflow kind '${definition.kind}' asks for the job '${request.job}' with the job id '${entry.jobId.slice(0, 60)}', which is not 1-200 characters of A-Z a-z 0-9 . _ -`);
    return { key, value: JSON.stringify(entry) };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry read back (Redis is outside input): the job, 'foreign' (a kind or job this process does not know), or 'garbage'. */
type ParsedEntry = OutboxJob | 'foreign' | 'garbage';

class AddTimeoutError extends Error {
  constructor(queue: string) {
    super(`queue ${queue} did not take the job within ${ADD_TIMEOUT_MS} ms`);
    this.name = 'AddTimeoutError';
  }
}

/**
 * Hands the jobs a saved transition asked for to BullMQ. The runner calls relay() right after the
 * save committed; an entry is deleted from the outbox only once its job is in its queue. Entries a
 * process could not relay (Redis or BullMQ away: retried here, once per workflow, from what is
 * still in its outbox) or never got to (killed between the save and the enqueue) are found by the
 * sweep every process runs at start and every minute. Job ids are idempotent, so a duplicate
 * enqueue by two processes is a no-op while the job exists; the periodic sweep leaves entries
 * younger than SWEEP_MIN_AGE_MS to the process that saved them. Entries of a kind this process
 * does not run (a newer version's, during a rolling deploy) are left for a process that does.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | null = null;
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private readonly reportedForeign = new Set<string>();
  private sweeping: Promise<number> | null = null;
  private closed = false;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
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
    // At start every entry counts: a process that saved it and is gone will never relay it.
    void this.sweep(0);
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (const retry of this.retries.values()) clearTimeout(retry);
    this.retries.clear();
  }

  /** Enqueues a saved workflow's outbox entries, then deletes them; a failure is retried in the background. */
  async relay(workflowId: string, entries: readonly OutboxEntryInput[]): Promise<void> {
    try {
      await this.relayEntries(workflowId, entries);
    } catch (error) {
      this.warn(`outbox of ${workflowId}: ${entries.length} job(s) not enqueued yet; trying again in ${RETRY_MS} ms`, error);
      this.retryLater(workflowId, RETRY_MS);
    }
  }

  /** One retry per workflow at a time, relaying what is still in its outbox then (a sweep may have taken it). */
  private retryLater(workflowId: string, delayMs: number): void {
    if (this.closed || this.retries.has(workflowId)) return;
    const retry = setTimeout(() => {
      this.retries.delete(workflowId);
      void this.relayStored(workflowId).catch((error: unknown) => {
        this.warn(`outbox of ${workflowId}: still not enqueued; trying again in ${Math.min(delayMs * 2, 60_000)} ms`, error);
        this.retryLater(workflowId, Math.min(delayMs * 2, 60_000));
      });
    }, delayMs);
    retry.unref();
    this.retries.set(workflowId, retry);
  }

  private outboxKey(workflowId: string): string {
    return workflowKeys(this.keys.prefix, workflowId).outbox;
  }

  /** Relays the entries still in the workflow's outbox (at least `minAgeMs` old); returns how many it relayed. */
  private async relayStored(workflowId: string, minAgeMs = 0): Promise<number> {
    const hash = await this.redis.hgetall(this.outboxKey(workflowId));
    const entries = Object.entries(hash).map(([key, value]) => ({ key, value }));
    return entries.length === 0 ? 0 : this.relayEntries(workflowId, entries, minAgeMs);
  }

  /**
   * Enqueues each entry it can and deletes exactly those (and unreadable ones) from the outbox;
   * a failure stops it (the rest stays for the retry or the sweep). Returns how many it enqueued.
   */
  private async relayEntries(workflowId: string, entries: readonly OutboxEntryInput[], minAgeMs = 0): Promise<number> {
    const done: string[] = [];
    let relayed = 0;
    try {
      for (const entry of entries) {
        const job = this.parse(workflowId, entry);
        if (job === 'garbage') done.push(entry.key);
        if (typeof job !== 'object' || Date.now() - (job.savedAt ?? 0) < minAgeMs) continue;
        await this.enqueue(job);
        done.push(entry.key);
        relayed += 1;
      }
    } finally {
      if (done.length > 0) await this.redis.hdel(this.outboxKey(workflowId), ...done);
    }
    return relayed;
  }

  private async enqueue(job: OutboxJob): Promise<void> {
    const spec = this.registry.get(job.kind).jobs[job.job]!;
    const options = { ...spec.options({ job: job.job, data: job.data, jobId: job.jobId, rerun: job.rerun }), jobId: job.jobId };
    const add = job.rerun ? this.queues.rerun(spec.queue, spec.name, job.data, options) : this.queues.add(spec.queue, spec.name, job.data, options);
    // BullMQ's connections wait for Redis rather than fail: a command must not hang on it.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AddTimeoutError(spec.queue)), ADD_TIMEOUT_MS);
    });
    try {
      await Promise.race([add, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** An entry as read back: unreadable ones are dropped (logged), unknown kinds or jobs left for a process that knows them. */
  private parse(workflowId: string, entry: OutboxEntryInput): ParsedEntry {
    let value: unknown;
    try {
      value = JSON.parse(entry.value);
    } catch {
      value = null;
    }
    if (!isRecord(value) || typeof value.kind !== 'string' || typeof value.job !== 'string' || typeof value.jobId !== 'string' || !isRecord(value.data) || !JOB_ID_PATTERN.test(value.jobId)) {
      this.logger.error(`outbox of ${workflowId}: entry ${entry.key.slice(0, 60)} is not a job entry; dropped`);
      return 'garbage';
    }
    if (this.registry.find(value.kind)?.jobs[value.job] === undefined) {
      const what = `${value.kind.slice(0, 40)}/${value.job.slice(0, 40)}`;
      if (!this.reportedForeign.has(what)) {
        this.reportedForeign.add(what);
        this.logger.warn(`outbox of ${workflowId}: job ${what} is not one this process runs; left for one that does`);
      }
      return 'foreign';
    }
    return value as unknown as OutboxJob;
  }

  /**
   * Relays every outbox entry left in Redis at least `minAgeMs` old (a process died between a
   * save and its enqueue, or its retries gave up). Returns how many it relayed. Runs once at a
   * time per process; one workflow's failure does not stop it.
   */
  sweep(minAgeMs = SWEEP_MIN_AGE_MS): Promise<number> {
    this.sweeping ??= this.sweepOnce(minAgeMs).finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(minAgeMs: number): Promise<number> {
    let relayed = 0;
    const prefix = `${this.keys.prefix}:wf:{`;
    try {
      // Every master of a cluster: each holds the outboxes of its own slots.
      for await (const keys of scanKeys(this.redis, `${prefix}*}:outbox`, 1000, () => this.closed)) {
        for (const key of keys) {
          const workflowId = key.slice(prefix.length, -'}:outbox'.length);
          try {
            relayed += await this.relayStored(workflowId, minAgeMs);
          } catch (error) {
            this.warn(`outbox sweep: ${workflowId} not relayed; the next sweep tries again`, error);
          }
        }
      }
      if (relayed > 0) this.logger.warn(`relayed ${relayed} outbox job(s) a process had saved but not enqueued`);
    } catch (error) {
      if (!this.closed) this.warn('outbox sweep stopped; the next one goes on', error);
    }
    return relayed;
  }
}
