import { detachedFromRequest } from '../upstream/request-signal.js';

/**
 * A small in-process cache for catalogue reads: answers are reused for `ttlMs` (or until
 * `validUntil(value)`, when that comes first: a lightning deal in the answer ends), concurrent
 * misses of one key share a single upstream call, failures are never cached, and the oldest
 * entries go first once `maxEntries` is reached. Each orchestrator instance keeps its own:
 * catalogue data may be seconds old, carts and checkouts never pass through here.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
    private readonly validUntil: (value: V) => number = () => Number.POSITIVE_INFINITY,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const running = this.inFlight.get(key);
    if (running) return running;
    // Shared by the requests that join it: a client going away must not abort it for the others.
    const loading = detachedFromRequest(load).then(
      (value) => {
        this.inFlight.delete(key);
        this.store(key, value);
        return value;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, loading);
    return loading;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Math.min(this.now() + this.ttlMs, this.validUntil(value)) });
  }
}
