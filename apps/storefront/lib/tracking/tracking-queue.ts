import { utf8ByteLength } from '@tafel/domain';
import type { TrackingEventInput } from './tracking';

// The browser's queue of data-layer events on their way to the upstream (through /api/shop/ and
// the orchestrator's trackEvents). Events are collected for a moment and sent in batches, so a
// page that pushes several at once makes one request; when the page is left, what is queued goes
// at once. Every batch fits a keepalive request (the browser finishes it after the page is gone),
// so a navigation never cuts a batch off on its way: one cut off would come back as not delivered
// and be sent again, and recorded twice.
//
// Tracking never gets in the shopper's way: a batch the server refuses is dropped (the server
// takes all of a batch or none, so resending it cannot help), a batch that could not be delivered
// is tried once more with the next one, and the queue is bounded.

/** How a batch fared: delivered, refused as invalid (drop it), or not delivered (may be retried). */
export type SendOutcome = 'sent' | 'refused' | 'failed';

/** `leaving`: the page is being left, the answer will not be waited for. */
export type SendBatch = (events: readonly TrackingEventInput[], options: { leaving: boolean }) => Promise<SendOutcome>;

export interface TrackingQueueOptions {
  send: SendBatch;
  /** Events per request (the server's limit). */
  maxBatch: number;
  /** How long events wait for company before they are sent. */
  delayMs?: number;
  /** Most events kept while the server cannot be reached; the oldest go first. */
  maxQueued?: number;
  /** Keepalive requests may carry at most 64 KiB in all; every batch stays below this. */
  maxKeepaliveBytes?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface Queued {
  input: TrackingEventInput;
  /** Delivery attempts that failed so far. */
  failures: number;
}

export const TRACKING_FLUSH_DELAY_MS = 1000;
export const TRACKING_MAX_QUEUED = 200;
export const KEEPALIVE_MAX_BYTES = 60 * 1024;
/** Each event is tried this often before it is given up. */
const MAX_ATTEMPTS = 2;

function bytes(input: TrackingEventInput): number {
  return utf8ByteLength(JSON.stringify(input));
}

export class TrackingQueue {
  private queued: Queued[] = [];
  private timer: unknown = null;
  private sending = false;
  private readonly delayMs: number;
  private readonly maxQueued: number;
  private readonly maxKeepaliveBytes: number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: TrackingQueueOptions) {
    this.delayMs = options.delayMs ?? TRACKING_FLUSH_DELAY_MS;
    this.maxQueued = options.maxQueued ?? TRACKING_MAX_QUEUED;
    this.maxKeepaliveBytes = options.maxKeepaliveBytes ?? KEEPALIVE_MAX_BYTES;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** Events waiting to be sent. */
  get size(): number {
    return this.queued.length;
  }

  add(input: TrackingEventInput): void {
    this.queued.push({ input, failures: 0 });
    this.trim();
    if (this.queued.length >= this.options.maxBatch) void this.flush();
    else this.schedule();
  }

  /**
   * Sends what is queued, one batch after another. `leaving` (the page is being left): every batch
   * at once, without waiting for answers.
   */
  async flush(options: { leaving?: boolean } = {}): Promise<void> {
    this.cancelTimer();
    if (options.leaving) {
      while (this.queued.length > 0) void this.options.send(this.takeBatch().map((q) => q.input), { leaving: true });
      return;
    }
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.queued.length > 0) {
        const batch = this.takeBatch();
        const outcome = await this.safeSend(batch);
        if (outcome === 'failed') {
          // Back to the front, in order; each event gets MAX_ATTEMPTS tries. Wait for the next turn.
          const again = batch.map((q) => ({ ...q, failures: q.failures + 1 })).filter((q) => q.failures < MAX_ATTEMPTS);
          this.queued.unshift(...again);
          this.trim();
          if (this.queued.length > 0) this.schedule();
          return;
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private async safeSend(batch: readonly Queued[]): Promise<SendOutcome> {
    try {
      return await this.options.send(
        batch.map((q) => q.input),
        { leaving: false },
      );
    } catch {
      return 'failed';
    }
  }

  /** The next batch: at most maxBatch events and (but at least one event) at most maxKeepaliveBytes. */
  private takeBatch(): Queued[] {
    const maxBytes = this.maxKeepaliveBytes;
    let size = 0;
    let count = 0;
    while (count < this.queued.length && count < this.options.maxBatch) {
      const next = bytes(this.queued[count]!.input);
      if (count > 0 && size + next > maxBytes) break;
      size += next;
      count += 1;
    }
    return this.queued.splice(0, count);
  }

  private trim(): void {
    if (this.queued.length > this.maxQueued) this.queued.splice(0, this.queued.length - this.maxQueued);
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.clearTimer(this.timer);
    this.timer = null;
  }
}
