import type { ShopId } from '../customers/customer-types.js';

/** How many events the stand-in keeps: enough for tests, bounded for a long-running dev server. */
export const TRACKING_CAPACITY = 1000;

export type TrackingSource = 'tracking_addEvents' | 'recordGlanceView' | 'teaserClick';

export interface TrackingEventRecord {
  sequence: number;
  name: string;
  payload: string | null;
  timestamp: string;
  receivedAt: string;
  source: TrackingSource;
  shop: ShopId;
  userId: string | null;
  customerId: string | null;
}

export type NewTrackingEvent = Omit<TrackingEventRecord, 'sequence'>;

/**
 * The last TRACKING_CAPACITY events in arrival order (a ring buffer). The real upstream forwards
 * them to analytics; the stand-in only keeps them so tests can see what was sent.
 */
export class TrackingStore {
  private readonly events: TrackingEventRecord[] = [];
  private next = 1;

  constructor(private readonly capacity: number = TRACKING_CAPACITY) {}

  /** Appends all events (callers validate first, so a batch is stored whole). */
  add(events: readonly NewTrackingEvent[]): TrackingEventRecord[] {
    const stored = events.map((e) => ({ ...e, sequence: this.next++ }));
    this.events.push(...stored);
    if (this.events.length > this.capacity) this.events.splice(0, this.events.length - this.capacity);
    return stored;
  }

  /** Newest first. */
  recent(limit: number): TrackingEventRecord[] {
    return this.events.slice(-limit).reverse();
  }

  get size(): number {
    return this.events.length;
  }
}
