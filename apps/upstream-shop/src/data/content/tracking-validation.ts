// Checks of the tracking mutations' arguments. The batch rules of tracking_addEvents (limits, name
// pattern, JSON payload, ISO timestamp) are the shared domain rules (libs/domain tracking.ts), so
// the orchestrator refuses exactly what this API refuses.
import { firstProblem, maxLength, required, trackingBatchProblems, TrackingKeys, type TrackingEventFields } from '@tafel/domain';

export const MAX_DOMAIN_LENGTH = 253;
export const MAX_ID_LENGTH = 100;

export const TRACKING_KEYS = {
  ...TrackingKeys,
  productNotFound: 'ishop.api.error.product_not_found',
  itemNotFound: 'ishop.api.error.item_not_found',
  teaserNotFound: 'ishop.api.error.teaser_not_found',
} as const;

export interface FieldErrorRecord {
  fieldName: string;
  errorMessage: string;
}

const DOMAIN = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** Every problem of a batch of events, as the API reports them; empty when it can be stored. */
export function eventProblems(events: readonly TrackingEventFields[]): FieldErrorRecord[] {
  return trackingBatchProblems(events).map((problem) => ({ fieldName: problem.field, errorMessage: problem.messageKey }));
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
