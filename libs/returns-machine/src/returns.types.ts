/** Every reason the returns machine (or its route gate) gives for refusing an event or a route; shared by the API and the UI. */
export const GUARD_REASONS = [
  // Route gate (spec §2 redirect rules)
  'RETURNS_DISABLED',
  'LOGGED_IN',
  'ORDER_PARAM_MISSING',
  'ORDER_NOT_FOUND',
  'NOT_RETURNABLE',
  // Lookup
  'LOOKUP_INPUT_INVALID',
  // Item selection
  'ITEM_UNKNOWN',
  'QUANTITY_INVALID',
  'QUANTITY_EXCEEDS_RETURNABLE',
  'REASON_UNKNOWN',
  'REASON_REQUIRED',
  'COMMENT_REQUIRED',
  'COMMENT_TOO_LONG',
  'COMPONENT_UNKNOWN',
  'NOTHING_SELECTED',
  'ITEM_NOT_SELECTED',
  // Photos
  'PHOTO_LIMIT_REACHED',
  'ITEM_PHOTO_LIMIT_REACHED',
  'PHOTO_ID_TAKEN',
  'PHOTO_UNKNOWN',
  'PHOTO_STATE_CONFLICT',
  'PHOTO_REQUIRED',
  'PHOTO_UPLOADING',
  'PHOTO_FAILED',
  // Regulation, carrier, labels, contact
  'REGULATION_NOT_SELECTED',
  'REGULATION_UNAVAILABLE',
  'CARRIER_NOT_SELECTED',
  'CARRIER_UNAVAILABLE',
  'LABEL_COUNT_INVALID',
  'CONTACT_INVALID',
  // Submission and ways out
  'SUBMISSION_IN_PROGRESS',
  'ALREADY_SUBMITTED',
  // The submit got no answer: the return may be filed. Only the same submission again is safe.
  'SUBMISSION_OUTCOME_UNKNOWN',
  'NOT_RETRYABLE',
  'NOT_IN_THIS_STATE',
] as const;

/** Why the returns machine (or its route gate) refuses an event or a route. */
export type ReturnsGuardReason = (typeof GUARD_REASONS)[number];

/** A reason the shopper may give for an item (upstream ReturnReason). */
export interface ReturnReasonOption {
  code: string;
  name: string;
  /** A comment (additionalInfo) is required with this reason. */
  comment: boolean;
  /** At least one photo is required with this reason. */
  image: boolean;
  /** Parts the shopper may mark as affected; empty for single-part articles. */
  components: readonly string[];
}

/** An order line that can be returned (spec §3 Return flow items). */
export interface ReturnableItem {
  id: string;
  lineNo: number;
  name: string;
  shippedQuantity: number;
  orderedQuantity: number;
  /** Shipped and delivered minus what was already returned. */
  returnableQuantity: number;
  priceCents: number;
  reasons: readonly ReturnReasonOption[];
}

/** The order as the return flow sees it (spec §3): what a successful lookup hands the machine. */
export interface ReturnOrder {
  hash: string;
  orderId: string;
  salesOrderNo: string;
  orderDate: string;
  items: readonly ReturnableItem[];
  /** Number of returns already placed for this order (shown, never changed by this flow). */
  previousReturnCount: number;
}

/** One item the shopper picked (spec §3 Selected state). */
export interface SelectedItem {
  id: string;
  lineNo: number;
  quantity: number;
  /** Reason code; null until the shopper picked one. */
  reason: string | null;
  /** The additionalInfo comment. */
  comment: string;
  components: readonly string[];
}

/** A photo's own state: queued → uploading → uploaded | failed (retry → queued). */
export type PhotoState = 'queued' | 'uploading' | 'uploaded' | 'failed';

/** One photo of a return; the file itself never lives in the machine, only its state. */
export interface ReturnPhoto {
  /** Chosen by the host (unique within the return). */
  id: string;
  itemId: string;
  lineNo: number;
  state: PhotoState;
  /** The upstream's image id once uploaded. */
  imageId: string | null;
  /** Upload attempts started for this photo. */
  attempts: number;
  /** Message key of the last failure; null otherwise. */
  messageKey: string | null;
}

/** A settlement the upstream offers for the selection (spec §3 selectedRegulation). */
export interface ReturnRegulation {
  code: string;
  name: string;
}

/** A return carrier (spec §3 carriers: name, price). */
export interface ReturnCarrier {
  code: string;
  name: string;
  priceCents: number;
}

/** The confirm form (spec §3). */
export interface ReturnContact {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** How the shopper asked for the order: number + postcode, or the hash of a return link. */
export type ReturnLookup = { kind: 'order'; orderId: string; zipCode: string } | { kind: 'hash'; hash: string };

/** What the last lookup found. */
export type LookupResult = 'pending' | 'found' | 'notFound' | 'notReturnable';

/** The call a failure happened in: where `return.retry` and `return.back` lead. */
export type ReturnsStage = 'lookup' | 'regulation' | 'carrier' | 'submit';

/** The last error the return recorded. */
export interface ReturnsError {
  code: 'ORDER_NOT_FOUND' | 'NOT_RETURNABLE' | 'UPSTREAM_REFUSED' | 'UPSTREAM_UNAVAILABLE';
  messageKey: string;
  /** The input field the upstream names (e.g. items.0.quantity, contact.email); absent when none. */
  field?: string;
}

/** The whole return context; holds no secrets and no files. */
export interface ReturnsContext {
  lookup: ReturnLookup | null;
  lookupResult: LookupResult | null;
  /** The hash of the order the state belongs to; another hash clears the state (spec §4). */
  hash: string | null;
  order: ReturnOrder | null;
  selection: SelectedItem[];
  photos: ReturnPhoto[];
  /** Photos uploaded for this hash so far, removed ones included: the upstream counts them against its limit. */
  uploadedPhotoCount: number;
  regulations: ReturnRegulation[];
  selectedRegulation: string | null;
  carriers: ReturnCarrier[];
  /** A carrier code, 'nolabel', or null while no carrier step was reached. */
  selectedCarrier: string | null;
  /** Labels to print (spec §9 default 1); 0 means no carrier and no labels (spec §5). */
  labels: number;
  contact: ReturnContact | null;
  /** Submissions started (1-based once submitting): the host's idempotency key. */
  submissionAttempt: number;
  failedAt: ReturnsStage | null;
  rma: string | null;
  labelUrl: string | null;
  lastError: ReturnsError | null;
}

/** Every event of the returns machine (dot-namespaced). Host reports are the events without a shopper. */
export type ReturnsEvent =
  | { type: 'lookup.byOrder'; orderId: string; zipCode: string }
  | { type: 'lookup.byHash'; hash: string }
  | { type: 'lookup.found'; order: ReturnOrder }
  | { type: 'lookup.notFound'; messageKey?: string }
  | {
      type: 'item.select';
      itemId: string;
      quantity: number;
      reason?: string | null;
      comment?: string;
      components?: readonly string[];
    }
  | { type: 'item.deselect'; itemId: string }
  | { type: 'selection.done' }
  | { type: 'selection.edit' }
  | { type: 'photo.add'; photoId: string; itemId: string }
  | { type: 'photo.uploading'; photoId: string }
  | { type: 'photo.uploaded'; photoId: string; imageId: string }
  | { type: 'photo.failed'; photoId: string; messageKey?: string }
  | { type: 'photo.retry'; photoId: string }
  | { type: 'photo.remove'; photoId: string }
  | { type: 'regulations.loaded'; regulations: readonly ReturnRegulation[] }
  | { type: 'regulation.select'; code: string }
  | { type: 'regulation.done' }
  | { type: 'regulation.edit' }
  | { type: 'carriers.loaded'; carriers: readonly ReturnCarrier[] }
  | { type: 'carrier.select'; code: string }
  | { type: 'labels.set'; count: number }
  | { type: 'carrier.done' }
  | { type: 'carrier.edit' }
  | { type: 'return.submit'; contact: ReturnContact }
  | { type: 'submit.succeeded'; rma: string; labelUrl?: string | null }
  | { type: 'upstream.refused'; messageKey: string; field?: string }
  | { type: 'upstream.unavailable'; messageKey?: string }
  | { type: 'return.retry' }
  | { type: 'return.back' }
  | { type: 'return.restart' };

/** What submitReturnOrder receives (spec §3 Submitted payload). */
export interface ReturnPayload {
  hash: string;
  orderId: string;
  salesOrderNo: string;
  regulation: string;
  items: {
    id: string;
    lineNo: number;
    quantity: number;
    reason: string;
    additionalInfo: string | null;
    images: string[];
    components: string[];
  }[];
  /** null when no labels are sent (label count 0, spec §5). */
  carrier: string | null;
  labels: number;
  contact: { salutation: string | null; firstName: string; lastName: string; email: string; phone: string | null };
}
