import { Logger } from '@nestjs/common';
import type { RedisClient } from './redis-client.js';
import { isRedisUnavailableError } from './redis-errors.js';

/** How long a failure reported while the app's connection is up waits before it is logged (the connection's own drop usually follows). */
const SETTLE_MS = 1000;
/** At most one "failed while the connection is up" line per this interval. */
const STRAY_LOG_INTERVAL_MS = 60_000;

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Logs a Redis outage once: one warning when the app's connection is lost, one info line when it
 * is back (with how long it took and how many calls were refused meanwhile), instead of a stack
 * trace per failed request. Failed calls and the BullMQ connections' errors are reported here; an
 * outage follows the app's own connection (the one /healthz reports), so every outage has an end.
 */
export class RedisOutage {
  private readonly logger = new Logger('Redis');
  private client: RedisClient | null = null;
  private downSince: number | null = null;
  private refused = 0;
  private settle: NodeJS.Timeout | undefined;
  private lastStrayLog = Number.NEGATIVE_INFINITY;
  // Set at shutdown: connections closing then are not an outage.
  private stopped = false;
  private readonly onLost = (): void => this.down('the connection was lost');
  private readonly onReady = (): void => this.up();

  constructor(private readonly now: () => number = Date.now) {}

  /** Follows the app's connection: ioredis reconnecting after a lost connection starts an outage, ready ends it. */
  watch(client: RedisClient): void {
    this.unwatch();
    this.stopped = false;
    this.client = client;
    client.on('reconnecting', this.onLost).on('ready', this.onReady);
  }

  /** Stops following (at shutdown, so closing the connection is not an outage). */
  unwatch(): void {
    this.client?.off('reconnecting', this.onLost).off('ready', this.onReady);
    this.client = null;
    this.stopped = true;
    clearTimeout(this.settle);
    this.settle = undefined;
  }

  /**
   * A call (or a BullMQ connection) failed because Redis is unavailable; the caller classified the
   * error (isRedisUnavailableError). Logged only when it is the first sign of an outage.
   */
  report(source: string, error: unknown): void {
    if (this.stopped) return;
    if (this.downSince !== null) {
      this.refused += 1;
      return;
    }
    if (this.client?.status !== 'ready') {
      this.refused += 1;
      this.down(`${source}: ${describe(error)}`);
      return;
    }
    // The app's connection still looks fine: a lost connection is usually noticed a moment later
    // (then the outage's line says it all); if not, one line a minute says calls are failing.
    if (this.settle) return;
    this.settle = setTimeout(() => {
      this.settle = undefined;
      const now = this.now();
      if (this.downSince !== null || now - this.lastStrayLog < STRAY_LOG_INTERVAL_MS) return;
      this.lastStrayLog = now;
      this.logger.warn(`A Redis call failed although the connection is up (${source}: ${describe(error)}); more such failures within a minute are not logged`);
    }, SETTLE_MS);
    this.settle.unref();
  }

  private down(why: string): void {
    if (this.downSince !== null) return;
    this.downSince = this.now();
    this.logger.warn(`Redis is unavailable (${why}); calls that need it answer SERVICE_UNAVAILABLE until it is back`);
  }

  private up(): void {
    if (this.downSince === null) return;
    const seconds = ((this.now() - this.downSince) / 1000).toFixed(1);
    const refused = this.refused;
    this.downSince = null;
    this.refused = 0;
    this.logger.log(`Redis is back after ${seconds} s (${refused} call${refused === 1 ? '' : 's'} refused meanwhile)`);
  }
}

/**
 * The 'error' listener of a BullMQ queue, worker or queue-events connection: a Redis that is away
 * goes to the outage log (one line per outage, not one per reconnect attempt); anything else is
 * warned as it is. Every BullMQ object needs one: without a listener BullMQ prints each error's stack.
 */
export function bullErrorListener(outage: RedisOutage, logger: Logger, source: string): (error: Error) => void {
  return (error) => {
    if (isRedisUnavailableError(error)) outage.report(source, error);
    else logger.warn(`${source}: ${error.message}`);
  };
}
