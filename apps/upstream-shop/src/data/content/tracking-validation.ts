// Checks of the tracking mutations' arguments. Tracking is all-or-nothing per call: the client
// resends a batch or drops it, it never needs to know which half arrived.
import { maxLength, required, firstProblem, ValidationKeys } from '@tafel/domain';

export const MAX_EVENTS_PER_CALL = 50;
export const MAX_PAYLOAD_BYTES = 8192;
export const MAX_EVENT_NAME_LENGTH = 64;
export const MAX_DOMAIN_LENGTH = 253;
export const MAX_ID_LENGTH = 100;

export const TRACKING_KEYS = {
  invalidName: 'ishop.api.error.tracking.invalid_name',
  invalidJson: 'ishop.api.error.tracking.invalid_json',
  invalidTimestamp: 'ishop.api.error.tracking.invalid_timestamp',
  tooManyEvents: 'ishop.api.error.tracking.too_many_events',
  invalidInput: 'ishop.api.error.tracking.invalid_input',
  productNotFound: 'ishop.api.error.product_not_found',
  itemNotFound: 'ishop.api.error.item_not_found',
  invalidDomain: 'ishop.api.error.tracking.invalid_domain',
  teaserNotFound: 'ishop.api.error.teaser_not_found',
} as const;

export interface FieldErrorRecord {
  fieldName: string;
  errorMessage: string;
}

export interface TrackingEventArgs {
  name: string;
  payload?: string | null;
  timestamp?: string | null;
}

// view_promotion, web-vitals, Meta, ...: a letter first, then word characters, '-' and '.'.
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_.-]*$/;
// ISO 8601 date-time with seconds and a zone, e.g. 2024-09-01T10:00:00.000Z or +02:00.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const DOMAIN = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

export function isIsoDateTime(value: string): boolean {
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Every problem of a batch of events; empty when it can be stored. */
export function eventProblems(events: readonly TrackingEventArgs[]): FieldErrorRecord[] {
  if (events.length > MAX_EVENTS_PER_CALL) return [{ fieldName: 'events', errorMessage: TRACKING_KEYS.tooManyEvents }];
  const problems: FieldErrorRecord[] = [];
  events.forEach((event, i) => {
    const nameProblem = firstProblem(event.name, [required, maxLength(MAX_EVENT_NAME_LENGTH)]);
    if (nameProblem) problems.push({ fieldName: `events.${i}.name`, errorMessage: nameProblem.messageKey });
    else if (!EVENT_NAME.test(event.name)) problems.push({ fieldName: `events.${i}.name`, errorMessage: TRACKING_KEYS.invalidName });
    const payload = event.payload ?? null;
    if (payload !== null) {
      if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) problems.push({ fieldName: `events.${i}.payload`, errorMessage: ValidationKeys.maxLength });
      else if (!isJson(payload)) problems.push({ fieldName: `events.${i}.payload`, errorMessage: TRACKING_KEYS.invalidJson });
    }
    const timestamp = event.timestamp ?? null;
    if (timestamp !== null && !isIsoDateTime(timestamp)) problems.push({ fieldName: `events.${i}.timestamp`, errorMessage: TRACKING_KEYS.invalidTimestamp });
  });
  return problems;
}

/** Shape checks of recordGlanceView's arguments (existence is checked against the catalogue). */
export function glanceViewProblems(productId: string, itemId: string | null, domain: string | null): FieldErrorRecord[] {
  const problems: FieldErrorRecord[] = [];
  const idProblem = (field: string, value: string) => {
    const problem = firstProblem(value, [required, maxLength(MAX_ID_LENGTH)]);
    if (problem) problems.push({ fieldName: field, errorMessage: problem.messageKey });
  };
  idProblem('productId', productId);
  if (itemId !== null) idProblem('itemId', itemId);
  if (domain !== null) {
    const problem = firstProblem(domain, [maxLength(MAX_DOMAIN_LENGTH)]);
    if (problem) problems.push({ fieldName: 'domain', errorMessage: problem.messageKey });
    else if (domain !== '' && !DOMAIN.test(domain)) problems.push({ fieldName: 'domain', errorMessage: TRACKING_KEYS.invalidDomain });
  }
  return problems;
}
