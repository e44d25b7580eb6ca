import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RedisKeys } from '../../redis/redis-keys.js';
import { REDIS } from '../../redis/redis.module.js';
import type { StaffCredentials, StaffMember } from '../auth/staff.js';
import { ReplaySubmissionCommand } from '../commands/replay-submission.command.js';
import type { ReplayOutcome } from './replay-audit.js';

export interface BulkReplayRecord {
  id: string;
  byEmail: string;
  startedAt: string;
  finishedAt: string | null;
  items: { workflowId: string; outcome: ReplayOutcome | null }[];
}

/** Bulk replays are kept a day for their progress page. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Replays of one bulk run two at a time: the upstream is the bottleneck, and it just recovered. */
const CONCURRENCY = 2;

/**
 * Bulk replay of a selection: one ReplaySubmissionCommand per workflow (each checked, audited and
 * idempotent like a single replay), run in this process, progress kept in Redis after every item.
 * A process that stops mid-way leaves the rest unreplayed; the progress shows how far it got.
 */
@Injectable()
export class BulkReplays {
  private readonly logger = new Logger('BulkReplay');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    private readonly commands: CommandBus,
  ) {}

  private key(id: string): string {
    return this.keys.key('support', 'bulk', id);
  }

  async get(id: string): Promise<BulkReplayRecord | null> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const text = await this.redis.get(this.key(id));
    return text === null ? null : (JSON.parse(text) as BulkReplayRecord);
  }

  private async save(record: BulkReplayRecord): Promise<void> {
    await this.redis.set(this.key(record.id), JSON.stringify(record), 'PX', KEEP_MS);
  }

  async start(workflowIds: string[], by: StaffMember, credentials: StaffCredentials): Promise<BulkReplayRecord> {
    const record: BulkReplayRecord = { id: randomUUID(), byEmail: by.email, startedAt: new Date().toISOString(), finishedAt: workflowIds.length === 0 ? new Date().toISOString() : null, items: workflowIds.map((workflowId) => ({ workflowId, outcome: null })) };
    await this.save(record);
    if (workflowIds.length > 0) void this.run(record, credentials);
    return record;
  }

  private async run(record: BulkReplayRecord, credentials: StaffCredentials): Promise<void> {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < record.items.length) {
        const item = record.items[next++]!;
        try {
          const entry = await this.commands.execute(new ReplaySubmissionCommand(item.workflowId, credentials, record.id));
          item.outcome = entry.outcome;
        } catch (error) {
          this.logger.warn(`bulk ${record.id}: ${item.workflowId}: ${error instanceof Error ? error.message : String(error)}`);
          item.outcome = 'REFUSED';
        }
        await this.save(record).catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, record.items.length) }, worker));
    record.finishedAt = new Date().toISOString();
    await this.save(record).catch((error: Error) => this.logger.warn(`bulk ${record.id}: ${error.message}`));
  }
}
