import { Inject, Injectable } from '@nestjs/common';
import { MAX_TRACKING_EVENTS_PER_CALL } from '@tafel/domain';
import type { RedisClient } from '../redis/redis-client.js';
import { LuaScript } from '../redis/lua-script.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { hashedSubject } from '../redis/window-counter.js';

/**
 * How long an event id is remembered. A client sends an event again within seconds (a retry after
 * a lost answer, or the batch going along when the page is left); a reloaded page makes new ids.
 */
export const TRACKED_EVENT_ID_TTL_MS = 10 * 60 * 1000;

/** KEYS: one per event id; ARGV: ttl ms. Answers 1 for each id claimed now, 0 for one seen before. */
const CLAIM = new LuaScript(
  `local claimed = {}
for i, key in ipairs(KEYS) do
  claimed[i] = redis.call('SET', key, '1', 'NX', 'PX', ARGV[1]) and 1 or 0
end
return claimed`,
  Array.from({ length: MAX_TRACKING_EVENTS_PER_CALL }, (_, n) => n + 1),
);

/** One remembered event id below the visitor's hash tag (`tag`: the visitor's hashed id, or `anonymous`). */
export function trackedEventKey(prefix: string, tag: string, id: string): string {
  return `${prefix}:tracking:{${tag}}:event:${id}`;
}

/**
 * The event ids the orchestrator passed on to the upstream's tracking recently, so an event sent
 * twice is recorded once (the upstream's tracking_addEvents has no idempotency of its own). Ids are
 * kept per visitor (their user id, or one scope for visitors without one); the keys of one visitor
 * share a hash tag, so a batch's ids are claimed by one command.
 */
@Injectable()
export class TrackedEventIds {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly keys: RedisKeys,
  ) {}

  private keysOf(visitor: string | undefined, ids: readonly string[]): string[] {
    // The visitor's hash tag, hashed: a user id holding a brace could not break it (nor stand in a key).
    const tag = visitor === undefined ? 'anonymous' : hashedSubject(visitor);
    return ids.map((id) => trackedEventKey(this.keys.prefix, tag, id));
  }

  /** Claims the ids (at most a batch's 50) for the visitor; answers those not seen before. */
  async claim(visitor: string | undefined, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const answers = (await CLAIM.run(this.redis, this.keysOf(visitor, ids), [TRACKED_EVENT_ID_TTL_MS])) as number[];
    return new Set(ids.filter((_, index) => answers[index] === 1));
  }

  /** Forgets claimed ids whose events did not reach the upstream, so sending them again records them. */
  async release(visitor: string | undefined, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.redis.del(...this.keysOf(visitor, ids));
  }
}
