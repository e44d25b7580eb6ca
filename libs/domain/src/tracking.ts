import { firstProblem, maxLength, required, ValidationKeys, type FieldProblem } from './validation.js';

/**
 * Rules of a batch of data-layer tracking events (catalogue spec §7), as the upstream's
 * tracking_addEvents checks them; shared by the stand-in and the orchestrator (which refuses a bad
 * batch before calling the upstream). A batch is all or nothing: a client resends it or drops it.
 */

/** Message keys of the tracking problems (the upstream's ishop.api.error.tracking.*). */
export const TrackingKeys = {
  invalidName: 'ishop.api.error.tracking.invalid_name',
  invalidJson: 'ishop.api.error.tracking.invalid_json',
  invalidTimestamp: 'ishop.api.error.tracking.invalid_timestamp',
  tooManyEvents: 'ishop.api.error.tracking.too_many_events',
  /** The key of a refused batch as a whole (the upstream's errorMessage). */
  invalidInput: 'ishop.api.error.tracking.invalid_input',
  /** recordGlanceView's domain argument. */
  invalidDomain: 'ishop.api.error.tracking.invalid_domain',
  /** Ours (the upstream knows no event ids): an event id that is malformed, or repeated within a batch. */
  invalidId: 'vue.tracking.error.invalidId',
  duplicateId: 'vue.tracking.error.duplicateId',
} as const;

/** Events per tracking_addEvents call. */
export const MAX_TRACKING_EVENTS_PER_CALL = 50;
/** Size of an event's payload in UTF-8 bytes (not characters). */
export const MAX_TRACKING_PAYLOAD_BYTES = 8192;
/** Length of an event name in characters. */
export const MAX_TRACKING_EVENT_NAME_LENGTH = 64;

/**
 * A client's own id of an event (8 to 64 of A-Z a-z 0-9 _ -), so that an event sent twice — a
 * batch whose answer was lost and that was sent again — is recorded once. The orchestrator keeps
 * the ids it passed on for a while; the upstream never sees them.
 */
export const TRACKING_EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Event names such as view_promotion, web-vitals, Meta: a letter first, then letters, digits, '_', '-' and '.'. */
export const TRACKING_EVENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

// ISO 8601 date-time with seconds and a zone, e.g. 2024-09-01T10:00:00.000Z or +02:00.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date-time with seconds and a zone that names a real point in time. */
export function isIsoDateTime(value: string): boolean {
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** Any JSON text (what JSON.parse accepts). */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Length of a string in UTF-8 bytes, counted without Buffer or TextEncoder so the rule runs in
 * any JavaScript runtime. A lone surrogate counts 3 bytes: encoders write it as U+FFFD.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair: one code point above U+FFFF
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** One event of a batch as a client sends it. */
export interface TrackingEventFields {
  /** The client's id of the event (TRACKING_EVENT_ID_PATTERN); optional. */
  id?: string | null;
  name: string;
  payload?: string | null;
  timestamp?: string | null;
}

/** A problem of a batch: the input path (events, events.2.payload, ...) and the message key. */
export interface TrackingProblem extends FieldProblem {
  field: string;
}

function eventProblems(event: TrackingEventFields, index: number): TrackingProblem[] {
  const problems: TrackingProblem[] = [];
  const at = (field: string, problem: FieldProblem) => problems.push({ field: `events.${index}.${field}`, ...problem });
  const id = event.id ?? null;
  if (id !== null && !TRACKING_EVENT_ID_PATTERN.test(id)) at('id', { messageKey: TrackingKeys.invalidId });
  const nameProblem = firstProblem(event.name, [required, maxLength(MAX_TRACKING_EVENT_NAME_LENGTH)]);
  if (nameProblem) at('name', nameProblem);
  else if (!TRACKING_EVENT_NAME_PATTERN.test(event.name)) at('name', { messageKey: TrackingKeys.invalidName });
  const payload = event.payload ?? null;
  if (payload !== null) {
    if (utf8ByteLength(payload) > MAX_TRACKING_PAYLOAD_BYTES) at('payload', { messageKey: ValidationKeys.maxLength, params: { max: String(MAX_TRACKING_PAYLOAD_BYTES) } });
    else if (!isJsonText(payload)) at('payload', { messageKey: TrackingKeys.invalidJson });
  }
  const timestamp = event.timestamp ?? null;
  if (timestamp !== null && !isIsoDateTime(timestamp)) at('timestamp', { messageKey: TrackingKeys.invalidTimestamp });
  return problems;
}

/**
 * Every problem of a batch of tracking events, in event order (an id repeated within the batch
 * last); empty when it can be recorded. More than 50 events is one problem on `events` (the
 * events themselves are not looked at).
 */
export function trackingBatchProblems(events: readonly TrackingEventFields[]): TrackingProblem[] {
  if (events.length > MAX_TRACKING_EVENTS_PER_CALL) {
    return [{ field: 'events', messageKey: TrackingKeys.tooManyEvents, params: { max: String(MAX_TRACKING_EVENTS_PER_CALL) } }];
  }
  const problems = events.flatMap(eventProblems);
  const seen = new Set<string>();
  events.forEach((event, index) => {
    if (!event.id) return;
    if (seen.has(event.id)) problems.push({ field: `events.${index}.id`, messageKey: TrackingKeys.duplicateId });
    seen.add(event.id);
  });
  return problems;
}
