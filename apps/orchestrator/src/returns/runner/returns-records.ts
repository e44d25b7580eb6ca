import { RETURNS_MACHINE_VERSION, RETURNS_MIGRATIONS, returnsMachine, type ReturnsSnapshot } from '@tafel/returns-machine';
import { isSite, type Site } from '../../common/site.js';
import { stateName } from '../../workflow/history-recorder.js';
import type { AnyWorkflowDefinition, WorkflowRecord } from '../../workflow/workflow-definition.js';
import { recordOf, WorkflowKindError } from '../../workflow/workflow-records.js';
import type { StoredWorkflow } from '../../workflow/workflow-store.js';

/** Name of the returns machine in the workflow store (and support's URL segment). */
export const RETURNS_KIND = 'returns';

/** Facts kept beside a return's snapshot (workflow meta). */
export interface ReturnsMeta {
  /** The visitor's user id (X-iSHOP-API-USERID) that started the return; only it may read or drive it. */
  owner: string;
  /** The storefront variant it was started in. */
  site: Site;
  createdAt: string;
  /** Currency of the order's prices (the machine keeps cents only). */
  currency: string;
  /** Submissions of this return that failed (support's index counts them). */
  failedSubmissions: number;
}

/** A return as loaded from the store. */
export type LoadedReturn = WorkflowRecord<ReturnsSnapshot, ReturnsMeta>;

const COUNT = /^\d{1,9}$/;

/** The returns meta of a stored workflow; a workflow without an owner or site is corrupt. */
export function returnsMetaOf(stored: Readonly<Record<string, string>>, workflowId: string, updatedAt: string): ReturnsMeta {
  const { owner, site, createdAt, currency, failedSubmissions } = stored;
  if (!owner || !site) throw new WorkflowKindError(workflowId, 'has no owner or site');
  if (!isSite(site)) throw new WorkflowKindError(workflowId, `has an unknown site '${site.slice(0, 20)}'`);
  return {
    owner,
    site,
    createdAt: createdAt ?? updatedAt,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : 'EUR',
    failedSubmissions: failedSubmissions !== undefined && COUNT.test(failedSubmissions) ? Number(failedSubmissions) : 0,
  };
}

/** The meta as the workflow store keeps it (strings). */
export function storedReturnsMeta(meta: ReturnsMeta): Record<string, string> {
  return { ...meta, failedSubmissions: String(meta.failedSubmissions) };
}

/** What the kernel needs to read a stored return (a job reads records with it without the Nest graph). */
export const RETURNS_RECORDS = {
  kind: RETURNS_KIND,
  machine: returnsMachine,
  version: RETURNS_MACHINE_VERSION,
  migrations: RETURNS_MIGRATIONS,
  readMeta: returnsMetaOf,
} as const;

/** The return of a stored workflow (its readable snapshot restored when first asked for). */
export function loadedReturn(stored: StoredWorkflow, workflowId: string): LoadedReturn {
  return recordOf(RETURNS_RECORDS as unknown as AnyWorkflowDefinition, stored, workflowId) as LoadedReturn;
}

/** The state of one region of the parallel root, dotted with the region first, e.g. flow.preparing.confirm. */
export function regionState(value: unknown, region: 'flow' | 'uploads'): string {
  const child = (value as Record<string, unknown> | null)?.[region];
  return child === undefined ? '' : stateName({ [region]: child });
}

/** Where a return's submission stands, read from its persisted form without restoring the machine. */
export function submissionOf(record: { persisted: unknown }): { state: string; attempt: number } {
  const { value, context } = record.persisted as { value?: unknown; context?: { submissionAttempt?: unknown } };
  const attempt = context?.submissionAttempt;
  return { state: regionState(value, 'flow'), attempt: typeof attempt === 'number' ? attempt : 0 };
}

/** A job's result only counts for the attempt still being submitted. */
export function isCurrentAttempt(record: { persisted: unknown }, attempt: number): boolean {
  const submission = submissionOf(record);
  return submission.state === 'flow.submitting' && submission.attempt === attempt;
}
