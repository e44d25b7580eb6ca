import type { ReturnImageRecord, ReturnRecord } from './return-types.js';

/** Images one return draft (hash) may hold: enough for every line, bounded against abuse. */
export const MAX_IMAGES_PER_HASH = 20;

/** Placed returns and the photos of returns being prepared, both keyed by the order's hash. */
export class ReturnStore {
  private readonly returns: ReturnRecord[] = [];
  private readonly images = new Map<string, ReturnImageRecord>();

  constructor(seed: readonly ReturnRecord[] = []) {
    this.returns.push(...seed);
  }

  /** Returns of one order, oldest first. */
  listByHash(hash: string): ReturnRecord[] {
    return this.returns.filter((r) => r.hash === hash).sort((a, b) => a.placedDate.localeCompare(b.placedDate));
  }

  /** The return an identical earlier submit of this hash created. */
  findByPayload(hash: string, payloadKey: string): ReturnRecord | undefined {
    return this.returns.find((r) => r.hash === hash && r.payloadKey === payloadKey);
  }

  /** Return numbers count up per order, so they stay stable however requests interleave elsewhere. */
  nextRma(orderId: string, hash: string): string {
    return `R${orderId}-${this.listByHash(hash).length + 1}`;
  }

  add(record: ReturnRecord): ReturnRecord {
    this.returns.push(record);
    return record;
  }

  addImage(image: ReturnImageRecord): ReturnImageRecord {
    this.images.set(image.imageId, image);
    return image;
  }

  image(imageId: string): ReturnImageRecord | undefined {
    return this.images.get(imageId);
  }

  imageCount(hash: string): number {
    let count = 0;
    for (const image of this.images.values()) if (image.hash === hash) count++;
    return count;
  }
}
