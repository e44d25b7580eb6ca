import type { ImageType } from './image-file.js';

/** One returned line of a return. */
export interface ReturnedItemRecord {
  itemId: string;
  lineNo: number;
  quantity: number;
  /** Reason code (return-reasons.ts). */
  reason: string;
  additionalInfo: string | null;
  imageIds: string[];
  components: string[];
}

export interface ReturnContactRecord {
  salutation: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** A placed return (spec §3 Return flow: previous returns). */
export interface ReturnRecord {
  rma: string;
  /** Hash of the order's return link. */
  hash: string;
  orderId: string;
  /** ISO 8601 date-time. */
  placedDate: string;
  /** Regulation code (regulations.ts). */
  regulation: string;
  /** Carrier code, null when shipped without a label. */
  carrier: string | null;
  labels: number;
  labelUrl: string | null;
  items: ReturnedItemRecord[];
  contact: ReturnContactRecord | null;
  /** Canonical form of the submitted payload: a second identical submit finds this return. */
  payloadKey: string | null;
}

/**
 * A photo uploaded for a return that is being prepared (the draft is the order's hash). The
 * stand-in keeps type and size only: nothing reads the picture back, and megabytes per upload
 * would only make the process grow.
 */
export interface ReturnImageRecord {
  imageId: string;
  hash: string;
  itemId: string;
  lineNo: number;
  contentType: ImageType;
  size: number;
  uploadedAt: string;
}
