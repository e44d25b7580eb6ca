import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../../redis/redis-client.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { REDIS } from '../../redis/redis.module.js';
import type { StaffMember } from '../auth/staff.js';

/** What a replay did. */
export type ReplayOutcome =
  /** The workflow went back to submitting and the attempt's job runs again. */
  | 'STARTED'
  /** The workflow was already submitting this attempt but its job had stopped: the job runs again. */
  | 'RESUMED'
  /** The attempt is being submitted already (e.g. another agent's replay): nothing more was done. */
  | 'ALREADY_RUNNING'
  /** The checkout has its order: nothing was done. */
  | 'ALREADY_CONFIRMED'
  /** The shopper's session for the upstream is gone: nothing was sent (the shopper must submit again). */
  | 'SESSION_MISSING'
  /** The machine refused (the checkout is not in a failure state any more). */
  | 'REFUSED';

/** One entry of the replay audit trail. */
export interface ReplayAuditEntry {
  id: string;
  at: string;
  workflowId: string;
  attempt: number;
  by: StaffMember;
  outcome: ReplayOutcome;
  /** Refusal reason, job note, bulk id. */
  detail: string | null;
  bulkId: string | null;
}

const PER_WORKFLOW = 500;

/**
 * The audit trail's keys: a workflow's list and the stream of all replays, written by one MULTI,
 * so both carry the `{audit}` hash tag: the trail lives on one Redis Cluster slot by design
 * (replays are staff actions, a few a day; the stream is capped).
 */
export function replayAuditKeys(prefix: string, workflowId: string): { perWorkflow: string; all: string } {
  return { perWorkflow: `${prefix}:support:{audit}:${workflowId}`, all: `${prefix}:support:{audit}` };
}

/** The audit trail of replays: per workflow (newest first) and one stream of all of them. */
@Injectable()
export class ReplayAudit {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(workflowId: string): string {
    return replayAuditKeys(this.keys.prefix, workflowId).perWorkflow;
  }

  async record(entry: Omit<ReplayAuditEntry, 'id' | 'at'>): Promise<ReplayAuditEntry> {
    const full: ReplayAuditEntry = { id: randomUUID(), at: new Date().toISOString(), ...entry };
    const text = JSON.stringify(full);
    const key = this.key(entry.workflowId);
    await this.redis
      .multi()
      .lpush(key, text)
      .ltrim(key, 0, PER_WORKFLOW - 1)
      .pexpire(key, this.config.checkoutTtlMs)
      .xadd(replayAuditKeys(this.keys.prefix, entry.workflowId).all, 'MAXLEN', '~', '100000', '*', 'entry', text)
      .exec();
    return full;
  }

  async forWorkflow(workflowId: string): Promise<ReplayAuditEntry[]> {
    return (await this.redis.lrange(this.key(workflowId), 0, PER_WORKFLOW - 1)).map((text) => JSON.parse(text) as ReplayAuditEntry);
  }
}
