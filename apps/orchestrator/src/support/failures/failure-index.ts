import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { LuaScript } from '../../redis/lua-script.js';
import { REDIS } from '../../redis/redis.module.js';
import { failureCategory, type FailureCategory } from './failure-category.js';

export type FailureStatus = 'OPEN' | 'REPLAYING' | 'RESOLVED';

/** One checkout whose submission failed, as the support console lists it. */
export interface FailureRecord {
  workflowId: string;
  cartId: string;
  site: string;
  /** The machine's SubmitFailureReason of the last failure. */
  reason: string;
  category: FailureCategory;
  messageKey: string | null;
  attempt: number;
  /** Time of the last failure (ISO). */
  failedAt: string;
  /** How many times a submission of this checkout failed. */
  failures: number;
  /** The workflow's current state (kept up to date while it is indexed). */
  state: string;
  status: FailureStatus;
  orderId: string | null;
  resolvedAt: string | null;
}

export interface FailureFilter {
  category?: FailureCategory | null;
  reason?: string | null;
  site?: string | null;
  /** State prefix, e.g. `failed` or `failed.upstreamUnavailable` or `confirmed`. */
  state?: string | null;
  status?: FailureStatus | null;
  /** Failed at or after / before (ISO). */
  from?: string | null;
  to?: string | null;
}

export interface FailurePage {
  items: FailureRecord[];
  total: number;
  /** The filter looked at at most SCAN_LIMIT failures (newest first); older ones were not counted. */
  truncated: boolean;
}

/** At most this many failures (newest first, in the date range) are filtered per request. */
export const SCAN_LIMIT = 10_000;

// Merges a JSON patch into an indexed record, only if the workflow is indexed (cjson is built into Redis).
const PATCH_SCRIPT = new LuaScript(`
local current = redis.call('HGET', KEYS[1], ARGV[1])
if not current then return 0 end
local record = cjson.decode(current)
for k, v in pairs(cjson.decode(ARGV[2])) do record[k] = v end
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(record))
return 1
`, 1);

/** Whether a record passes a filter (pure). */
export function matchesFilter(record: FailureRecord, filter: FailureFilter): boolean {
  if (filter.category && record.category !== filter.category) return false;
  if (filter.reason && record.reason !== filter.reason) return false;
  if (filter.site && record.site !== filter.site) return false;
  if (filter.status && record.status !== filter.status) return false;
  if (filter.state && record.state !== filter.state && !record.state.startsWith(`${filter.state}.`)) return false;
  return true;
}

/**
 * The failed-submission index in Redis, maintained from the runner's domain events: a sorted set
 * of workflow ids by the time of their last failure and a hash of their records. Entries leave
 * it with the workflows (CHECKOUT_TTL_DAYS after the last failure).
 */
@Injectable()
export class FailureIndex {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get byTime(): string {
    return this.keys.key('support', 'failures');
  }

  private get data(): string {
    return this.keys.key('support', 'failures', 'data');
  }

  async recordFailure(input: { workflowId: string; cartId: string; site: string; reason: string; messageKey: string | null; attempt: number; state: string; at: Date }): Promise<void> {
    const previous = await this.get(input.workflowId);
    const record: FailureRecord = {
      workflowId: input.workflowId,
      cartId: input.cartId,
      site: input.site,
      reason: input.reason,
      category: failureCategory(input.reason),
      messageKey: input.messageKey,
      attempt: input.attempt,
      failedAt: input.at.toISOString(),
      failures: (previous?.failures ?? 0) + 1,
      state: input.state,
      status: 'OPEN',
      orderId: null,
      resolvedAt: null,
    };
    const cutoff = input.at.getTime() - this.config.checkoutTtlMs;
    const stale = await this.redis.zrangebyscore(this.byTime, 0, cutoff);
    const tx = this.redis.multi().zadd(this.byTime, input.at.getTime(), input.workflowId).hset(this.data, input.workflowId, JSON.stringify(record));
    if (stale.length > 0) tx.zrem(this.byTime, ...stale).hdel(this.data, ...stale);
    await tx.exec();
  }

  /** Changes fields of an indexed record; does nothing for a workflow that never failed. */
  async patch(workflowId: string, patch: Partial<FailureRecord>): Promise<boolean> {
    return (await PATCH_SCRIPT.run(this.redis, [this.data], [workflowId, JSON.stringify(patch)])) === 1;
  }

  async get(workflowId: string): Promise<FailureRecord | null> {
    const text = await this.redis.hget(this.data, workflowId);
    return text === null ? null : (JSON.parse(text) as FailureRecord);
  }

  /** Newest first, filtered, one page (1-based). */
  async list(filter: FailureFilter, page: number, pageSize: number): Promise<FailurePage> {
    const max = filter.to ? Date.parse(filter.to) : '+inf';
    const min = filter.from ? Date.parse(filter.from) : '-inf';
    const ids = await this.redis.zrevrangebyscore(this.byTime, max, min, 'LIMIT', 0, SCAN_LIMIT + 1);
    const truncated = ids.length > SCAN_LIMIT;
    const matching: FailureRecord[] = [];
    for (let i = 0; i < Math.min(ids.length, SCAN_LIMIT); i += 500) {
      const chunk = ids.slice(i, Math.min(i + 500, SCAN_LIMIT));
      const texts = await this.redis.hmget(this.data, ...chunk);
      for (const text of texts) {
        if (text === null) continue;
        const record = JSON.parse(text) as FailureRecord;
        if (matchesFilter(record, filter)) matching.push(record);
      }
    }
    const start = (page - 1) * pageSize;
    return { items: matching.slice(start, start + pageSize), total: matching.length, truncated };
  }
}
