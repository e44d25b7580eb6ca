import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../../redis/redis-client.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { bullPrefix, openBull } from '../../queues/index.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { bullErrorListener, RedisOutage } from '../../redis/redis-outage.js';
import { REDIS } from '../../redis/redis.module.js';
import { StaffAuthService } from '../auth/staff-auth.service.js';
import type { StaffMember } from '../auth/staff.js';
import type { ReplayOutcome } from './replay-audit.js';
import { SubmissionReplayer } from './submission-replayer.js';

export interface BulkReplayRecord {
  id: string;
  byEmail: string;
  startedAt: string;
  finishedAt: string | null;
  items: { workflowId: string; outcome: ReplayOutcome | null }[];
}

/** The queue of bulk replays: one job per bulk replay, so another worker carries on if one dies. */
export const BULK_REPLAY_QUEUE = 'support-bulk-replay';

/** Bulk replays are kept a day for their progress page. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Replays of one bulk run two at a time: the upstream is the bottleneck, and it just recovered. */
const CONCURRENCY = 2;
const BULK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The payload of a bulk-replay job, checked before use (it comes from Redis). */
export function parseBulkReplayJob(data: unknown): { bulkId: string } {
  const bulkId = (data as { bulkId?: unknown } | null)?.bulkId;
  if (typeof bulkId !== 'string' || !BULK_ID.test(bulkId)) throw new Error('bulk-replay job without a valid bulkId');
  return { bulkId };
}

/**
 * Bulk replay of a selection. Starting one saves its record (the selection, every item pending)
 * and enqueues a BullMQ job; the job replays the pending items through SubmissionReplayer (each
 * checked, audited and idempotent like a single replay) and saves the progress after every item.
 * A worker that dies mid-way leaves its job stalled: BullMQ hands it to a worker again, which
 * carries on with the items still pending. The author's right to replay is checked again when the
 * job runs: an account removed or demoted meanwhile gets its remaining items refused.
 */
@Injectable()
export class BulkReplays implements OnApplicationShutdown {
  private readonly logger = new Logger('BulkReplay');
  /** Its queue (also shown read-only on the queue board). */
  readonly queue: Queue;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: StaffAuthService,
    private readonly replayer: SubmissionReplayer,
    @Inject(RedisOutage) outage: RedisOutage,
  ) {
    this.queue = openBull(config, 'bulk-replay-queue', (connection) => new Queue(BULK_REPLAY_QUEUE, { connection, prefix: bullPrefix(config, BULK_REPLAY_QUEUE) }), 'commands');
    this.queue.on('error', bullErrorListener(outage, this.logger, `queue ${BULK_REPLAY_QUEUE}`));
  }

  private key(id: string): string {
    return this.keys.key('support', 'bulk', id);
  }

  async get(id: string): Promise<BulkReplayRecord | null> {
    if (!BULK_ID.test(id)) return null;
    const text = await this.redis.get(this.key(id));
    return text === null ? null : (JSON.parse(text) as BulkReplayRecord);
  }

  private async save(record: BulkReplayRecord): Promise<void> {
    await this.redis.set(this.key(record.id), JSON.stringify(record), 'PX', KEEP_MS);
  }

  async start(workflowIds: string[], by: StaffMember): Promise<BulkReplayRecord> {
    const record: BulkReplayRecord = { id: randomUUID(), byEmail: by.email, startedAt: new Date().toISOString(), finishedAt: workflowIds.length === 0 ? new Date().toISOString() : null, items: workflowIds.map((workflowId) => ({ workflowId, outcome: null })) };
    await this.save(record);
    if (workflowIds.length > 0) {
      await this.queue.add(
        'bulk-replay',
        { bulkId: record.id },
        { jobId: `bulk-${record.id}`, attempts: 3, backoff: { type: 'exponential', delay: this.config.jobBackoffMs }, removeOnComplete: { age: KEEP_MS / 1000 }, removeOnFail: false },
      );
    }
    return record;
  }

  /** Runs the pending items of a bulk replay (the job's work; safe to run again after a crash). */
  async run(bulkId: string): Promise<void> {
    const record = await this.get(bulkId);
    if (record === null || record.finishedAt !== null) return;
    const by = await this.auth.accountAllowed(record.byEmail, 'replay');
    const pending = record.items.filter((item) => item.outcome === null);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < pending.length) {
        const item = pending[next++]!;
        item.outcome = by === null ? 'REFUSED' : await this.replayOne(record.id, item.workflowId, by);
        await this.save(record);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pending.length) }, worker));
    record.finishedAt = new Date().toISOString();
    await this.save(record);
    if (by === null) this.logger.warn(`bulk ${record.id}: ${record.byEmail} may not replay any more; ${pending.length} item(s) refused`);
  }

  private async replayOne(bulkId: string, workflowId: string, by: StaffMember): Promise<ReplayOutcome> {
    try {
      return (await this.replayer.replay(workflowId, by, bulkId)).outcome;
    } catch (error) {
      this.logger.warn(`bulk ${bulkId}: ${workflowId}: ${error instanceof Error ? error.message : String(error)}`);
      return 'REFUSED';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
