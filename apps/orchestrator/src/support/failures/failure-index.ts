import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../../redis/redis-client.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { LuaScript } from '../../redis/lua-script.js';
import { REDIS } from '../../redis/redis.module.js';
import { failureCategory, returnFailureCategory, type FailureCategory, type FailureKind } from './failure-category.js';

export type FailureStatus = 'OPEN' | 'REPLAYING' | 'RESOLVED';

/**
 * One failure as the support console lists it: a checkout whose submission failed, a return whose
 * submission failed, or one photo of a return whose upload failed. Records written
 * before returns existed have no id / kind: read them with recordOf().
 */
export interface FailureRecord {
  /** The index entry: the workflow id, or for a photo `<workflow id>/<photo id>` (photoEntryId). */
  id: string;
  kind: FailureKind;
  workflowId: string;
  /** The checkout's cart; '' for returns. */
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
  /** Returns: the field the upstream refused (UPSTREAM_REFUSED), else null. */
  field: string | null;
  /** Photo uploads: the photo and the item it shows. */
  photoId: string | null;
  itemId: string | null;
  /** Returns: the RMA once the return was filed. */
  rma: string | null;
  /** Returns: the shop's order number the return is for. */
  orderNumber: string | null;
}

/** The index entry of one photo of a return. */
export function photoEntryId(workflowId: string, photoId: string): string {
  return `${workflowId}/${photoId}`;
}

/** A stored record with the fields of records written before returns were indexed. */
export function recordOf(stored: Partial<FailureRecord> & { workflowId: string }): FailureRecord {
  return {
    cartId: '',
    reason: 'UNKNOWN',
    category: 'UNKNOWN',
    messageKey: null,
    attempt: 0,
    failedAt: new Date(0).toISOString(),
    failures: 1,
    state: '',
    status: 'OPEN',
    orderId: null,
    resolvedAt: null,
    site: '',
    ...stored,
    id: stored.id ?? stored.workflowId,
    kind: stored.kind ?? 'ORDER_SUBMISSION',
    field: stored.field ?? null,
    photoId: stored.photoId ?? null,
    itemId: stored.itemId ?? null,
    rma: stored.rma ?? null,
    orderNumber: stored.orderNumber ?? null,
  };
}

/** What a failure is recorded from (a domain event). */
export interface FailureInput {
  workflowId: string;
  /** Default: an order submission of a checkout. */
  kind?: FailureKind;
  /** For a photo: photoEntryId(workflowId, photoId). Default: the workflow id. */
  id?: string;
  cartId: string;
  site: string;
  reason: string;
  messageKey: string | null;
  attempt: number;
  state: string;
  at: Date;
  field?: string | null;
  photoId?: string | null;
  itemId?: string | null;
  orderNumber?: string | null;
}

export interface FailureFilter {
  kind?: FailureKind | null;
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
  if (filter.kind && record.kind !== filter.kind) return false;
  if (filter.category && record.category !== filter.category) return false;
  if (filter.reason && record.reason !== filter.reason) return false;
  if (filter.site && record.site !== filter.site) return false;
  if (filter.status && record.status !== filter.status) return false;
  if (filter.state && record.state !== filter.state && !record.state.startsWith(`${filter.state}.`)) return false;
  return true;
}

/** The index's sorted set (by time) and hash (records), on one Redis Cluster slot (see FailureIndex). */
export function failureIndexKeys(prefix: string): { byTime: string; data: string } {
  return { byTime: `${prefix}:support:{failures}`, data: `${prefix}:support:{failures}:data` };
}

/**
 * The failed-submission index in Redis, maintained from the runner's domain events: a sorted set
 * of workflow ids by the time of their last failure and a hash of their records. Entries leave
 * it with the workflows (CHECKOUT_TTL_DAYS after the last failure).
 */
@Injectable()
export class FailureIndex {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // Both keys carry the `{failures}` hash tag: the index joins failures of every workflow, and a
  // failure's record and its place in the time order are written by one MULTI, so the whole index
  // lives on one Redis Cluster slot by design (failures are rare: one slot carries them easily).
  private get byTime(): string {
    return failureIndexKeys(this.keys.prefix).byTime;
  }

  private get data(): string {
    return failureIndexKeys(this.keys.prefix).data;
  }

  async recordFailure(input: FailureInput): Promise<void> {
    const kind = input.kind ?? 'ORDER_SUBMISSION';
    const id = input.id ?? input.workflowId;
    const previous = await this.get(id);
    const record: FailureRecord = {
      id,
      kind,
      workflowId: input.workflowId,
      cartId: input.cartId,
      site: input.site,
      reason: input.reason,
      category: kind === 'ORDER_SUBMISSION' ? failureCategory(input.reason) : returnFailureCategory(kind, input.reason),
      messageKey: input.messageKey,
      attempt: input.attempt,
      failedAt: input.at.toISOString(),
      failures: (previous?.failures ?? 0) + 1,
      state: input.state,
      status: 'OPEN',
      orderId: null,
      resolvedAt: null,
      field: input.field ?? null,
      photoId: input.photoId ?? null,
      itemId: input.itemId ?? null,
      rma: null,
      orderNumber: input.orderNumber ?? previous?.orderNumber ?? null,
    };
    // Entries leave with their workflows: the longer of the checkouts' and the returns' lifetimes.
    const cutoff = input.at.getTime() - Math.max(this.config.checkoutTtlMs, this.config.returns.ttlMs);
    const stale = await this.redis.zrangebyscore(this.byTime, 0, cutoff);
    const tx = this.redis.multi().zadd(this.byTime, input.at.getTime(), id).hset(this.data, id, JSON.stringify(record));
    if (stale.length > 0) tx.zrem(this.byTime, ...stale).hdel(this.data, ...stale);
    await tx.exec();
  }

  /** Changes fields of an indexed record (by entry id); does nothing for an entry that never failed. */
  async patch(id: string, patch: Partial<FailureRecord>): Promise<boolean> {
    return (await PATCH_SCRIPT.run(this.redis, [this.data], [id, JSON.stringify(patch)])) === 1;
  }

  /** One entry by its id (a checkout's or return's workflow id, or a photo's photoEntryId). */
  async get(id: string): Promise<FailureRecord | null> {
    const text = await this.redis.hget(this.data, id);
    return text === null ? null : recordOf(JSON.parse(text) as FailureRecord);
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
        const record = recordOf(JSON.parse(text) as FailureRecord);
        if (matchesFilter(record, filter)) matching.push(record);
      }
    }
    const start = (page - 1) * pageSize;
    return { items: matching.slice(start, start + pageSize), total: matching.length, truncated };
  }
}
