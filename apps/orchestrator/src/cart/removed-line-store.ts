import { Inject, Injectable, Logger } from '@nestjs/common';
import { DELETED_ITEM_UNDO_MS } from '@tafel/domain';
import type { RemovedCartLine } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { RedisClient } from '../redis/redis-client.js';
import { LuaScript } from '../redis/lua-script.js';
import { RedisKeys } from '../redis/redis-keys.js';
import { REDIS } from '../redis/redis.module.js';
import { hashedSubject } from '../redis/window-counter.js';

/* KEYS[1]: the cart's removed line; ARGV[1]: the record read. Deletes it only while it is still that record. */
const TAKE_IF_SAME = new LuaScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`, 1);

/** What is remembered of a removed line: enough to add it again, and whose it was. */
interface Remembered {
  owner: string;
  line: RemovedCartLine;
}

/**
 * The line removed last per cart (spec §4: remembered 8 s for the undo hint), in Redis with the
 * 8 s as its expiry: every orchestrator instance sees it, and it goes by itself. Kept per cart,
 * readable only with the owner's user id (stored hashed). Best effort: without Redis a removal
 * still succeeds, it just offers no undo.
 */
@Injectable()
export class RemovedLineStore {
  private readonly logger = new Logger('RemovedLineStore');

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
  ) {}

  private key(cartId: string): string {
    return this.keys.key('cart-undo', hashedSubject(cartId));
  }

  async remember(cartId: string, userId: string, line: Omit<RemovedCartLine, 'undoUntil'>, now = Date.now()): Promise<RemovedCartLine> {
    const removed: RemovedCartLine = { ...line, undoUntil: new Date(now + DELETED_ITEM_UNDO_MS).toISOString() };
    const record: Remembered = { owner: hashedSubject(userId), line: removed };
    try {
      await this.redis.set(this.key(cartId), JSON.stringify(record), 'PX', DELETED_ITEM_UNDO_MS);
    } catch (error) {
      this.logger.warn(`the removed line cannot be remembered for its undo: ${error instanceof Error ? error.message : String(error)}`);
    }
    return removed;
  }

  /** The owner's line removed last, while its 8 s run; null otherwise (also when Redis does not answer). */
  async peek(cartId: string, userId: string | undefined): Promise<RemovedCartLine | null> {
    if (!userId) return null;
    try {
      return this.ownLine(await this.redis.get(this.key(cartId)), userId);
    } catch (error) {
      this.logger.warn(`the removed line cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** Takes the remembered line for its undo (atomically, so a double click re-adds it once); null when gone or not this line. */
  async take(cartId: string, userId: string, lineId: string): Promise<RemovedCartLine | null> {
    const key = this.key(cartId);
    const text = await this.redis.get(key);
    const line = this.ownLine(text, userId);
    if (!line || line.lineId !== lineId) return null;
    // Deleted only if still the same record: a removal in between wins.
    const deleted = Number(await TAKE_IF_SAME.run(this.redis, [key], [text ?? '']));
    return deleted === 1 ? line : null;
  }

  /** Puts a taken line back for the rest of its time (the undo's add failed on the way). */
  async giveBack(cartId: string, userId: string, line: RemovedCartLine, now = Date.now()): Promise<void> {
    const left = Date.parse(line.undoUntil) - now;
    if (left <= 0) return;
    const record: Remembered = { owner: hashedSubject(userId), line };
    await this.redis.set(this.key(cartId), JSON.stringify(record), 'PX', left, 'NX').catch(() => undefined);
  }

  private ownLine(text: string | null, userId: string): RemovedCartLine | null {
    if (!text) return null;
    const record = JSON.parse(text) as Remembered;
    return record.owner === hashedSubject(userId) ? record.line : null;
  }
}
