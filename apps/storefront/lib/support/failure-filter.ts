import type { FailedSubmissionFilter } from '@tafel/graphql-schema/storefront';
import { SITE_CODES } from '@/lib/site/site';
import { CATEGORY_LABELS, KIND_LABELS, STATUS_LABELS } from './labels';

/** The list filter as it stands in the URL (`/support/submissions?kind=RETURN_SUBMISSION&category=…&from=2026-11-01`). */
export interface FilterValues {
  kind?: string;
  category?: string;
  site?: string;
  state?: string;
  status?: string;
  from?: string;
  to?: string;
}

export const FILTER_FIELD_LABELS: Readonly<Record<keyof FilterValues, string>> = { kind: 'Art', category: 'Grund', site: 'Shop', state: 'Zustand', status: 'Status', from: 'von', to: 'bis' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string): boolean => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const VALID: Readonly<Record<keyof FilterValues, (value: string) => boolean>> = {
  kind: (value) => value in KIND_LABELS,
  category: (value) => value in CATEGORY_LABELS,
  site: (value) => (SITE_CODES as readonly string[]).includes(value),
  // A state path such as failed.upstreamUnavailable (the orchestrator's own rule).
  state: (value) => /^[A-Za-z.]{1,80}$/.test(value),
  status: (value) => value in STATUS_LABELS,
  from: isDate,
  to: isDate,
};

/**
 * Reads the filter from the query string: values that are not one of the offered options (a
 * hand-edited or outdated link) are left out and named in `invalid`, so the page can say so
 * instead of failing.
 */
export function parseFailureFilter(params: Readonly<Record<string, string | string[] | undefined>>): { values: FilterValues; filter: FailedSubmissionFilter; invalid: (keyof FilterValues)[] } {
  const values: FilterValues = {};
  const invalid: (keyof FilterValues)[] = [];
  for (const field of Object.keys(VALID) as (keyof FilterValues)[]) {
    const raw = params[field];
    const value = typeof raw === 'string' ? raw.trim() : undefined;
    if (!value) continue;
    if (VALID[field](value)) values[field] = value;
    else invalid.push(field);
  }
  const filter: FailedSubmissionFilter = {};
  if (values.kind) filter.kind = values.kind as FailedSubmissionFilter['kind'];
  if (values.category) filter.category = values.category as FailedSubmissionFilter['category'];
  if (values.site) filter.site = values.site;
  if (values.state) filter.state = values.state;
  if (values.status) filter.status = values.status as FailedSubmissionFilter['status'];
  if (values.from) filter.from = `${values.from}T00:00:00`;
  if (values.to) filter.to = `${values.to}T23:59:59.999`;
  return { values, filter, invalid };
}
