import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../../redis/redis-client.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { REDIS } from '../../redis/redis.module.js';
import type { ReturnSubmitJob } from './job-payloads.js';

const member = ({ workflowId, attempt }: ReturnSubmitJob): string => `${workflowId}|${attempt}`;

/** The submission a member names, or null for one that is not ours (the set is read back from Redis). */
function submissionOf(text: string): ReturnSubmitJob | null {
  const bar = text.lastIndexOf('|');
  const attempt = Number(text.slice(bar + 1));
  return bar > 0 && Number.isSafeInteger(attempt) && attempt > 0 ? { workflowId: text.slice(0, bar), attempt } : null;
}

/**
 * The return submissions a return-submit job has started and not yet seen recorded: one small
 * Redis sorted set (score: when the job first ran). ReturnSubmitSweep reads it instead of every
 * failed job in the queue. A job adds its submission before it asks the upstream, so a job that
 * fails afterwards, however, is in it; the job, or the sweep once the return has moved on, takes
 * it out again.
 */
@Injectable()
export class ReturnSubmittingIndex {
  private readonly key: string;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) keys: RedisKeys,
  ) {
    this.key = keys.key('returns', 'submitting');
  }

  /** Adds the submission (its first time counts: NX). */
  async add(job: ReturnSubmitJob, now = Date.now()): Promise<void> {
    await this.redis.zadd(this.key, 'NX', now, member(job));
  }

  async remove(job: ReturnSubmitJob): Promise<void> {
    await this.redis.zrem(this.key, member(job));
  }

  /** Drops submissions started before `before` (their returns have expired), then answers the `limit` oldest. */
  async oldest(limit: number, before: number): Promise<ReturnSubmitJob[]> {
    await this.redis.zremrangebyscore(this.key, '-inf', `(${before}`);
    const members = await this.redis.zrange(this.key, '0', String(limit - 1));
    return members.flatMap((text) => submissionOf(text) ?? []);
  }
}
