import { CHECKOUT_MACHINE_VERSION, CHECKOUT_MIGRATIONS, checkoutMachine, type CheckoutSnapshot } from '@tafel/checkout-machine';
import { matchesState } from 'xstate';
import type { AnyWorkflowDefinition, WorkflowRecord } from '../../workflow/workflow-definition.js';
import { stateName } from '../../workflow/history-recorder.js';
import { recordOf, WorkflowKindError } from '../../workflow/workflow-records.js';
import type { StoredWorkflow } from '../../workflow/workflow-store.js';
import { isSite, type Site } from '../../common/site.js';

/** Name of the checkout machine in the workflow store. */
export const CHECKOUT_MACHINE_NAME = 'checkout';

/** Facts kept beside a checkout's snapshot (workflow meta). */
export interface CheckoutMeta {
  /** The user id owning the checkout; only it may read or drive it. */
  owner: string;
  /** The storefront variant it runs in (upstream token scope). */
  site: Site;
  /** The cart the checkout was started for (its id is derived from it). */
  originCartId: string;
  createdAt: string;
  /** The cart fingerprint the last submission was started with (a retry or replay sends the same). */
  submittedFingerprint?: string;
  /**
   * Submissions of this checkout that failed, counted by the runner with every accepted
   * submit.failed. Absent for checkouts saved before the count existed: unknown.
   */
  failedSubmissions?: number;
}

/** A checkout as loaded from the store: version for the optimistic check, the live snapshot, meta. */
export type LoadedCheckout = WorkflowRecord<CheckoutSnapshot, CheckoutMeta>;

/** The checkout meta of a stored workflow; a workflow without an owner is corrupt. */
export function metaOf(stored: Pick<StoredWorkflow, 'meta' | 'updatedAt'>, workflowId: string): CheckoutMeta {
  const { owner, site, originCartId, createdAt, submittedFingerprint, failedSubmissions } = stored.meta;
  if (!owner || !site || !originCartId) throw new WorkflowKindError(workflowId, 'has no owner, site or origin cart');
  if (!isSite(site)) throw new WorkflowKindError(workflowId, `has an unknown site '${site.slice(0, 20)}'`);
  const failed = failedSubmissions !== undefined && /^\d{1,9}$/.test(failedSubmissions) ? Number(failedSubmissions) : undefined;
  return {
    owner,
    site,
    originCartId,
    createdAt: createdAt ?? stored.updatedAt,
    ...(submittedFingerprint ? { submittedFingerprint } : {}),
    ...(failed !== undefined ? { failedSubmissions: failed } : {}),
  };
}

/** The checkout meta as the workflow store keeps it (strings; the inverse of metaOf). */
export function storedMeta(meta: CheckoutMeta): Record<string, string> {
  const { failedSubmissions, ...texts } = meta;
  return failedSubmissions === undefined ? { ...texts } : { ...texts, failedSubmissions: String(failedSubmissions) };
}

/** Whether a submission of the checkout may have failed before (unknown counts as maybe). */
export function mayHaveFailedBefore(meta: CheckoutMeta): boolean {
  return meta.failedSubmissions !== 0;
}

/**
 * What the kernel needs to read a stored checkout (kind, machine, version, migrations, meta): the
 * checkout's definition is built on it, and a job reads records with it without the Nest graph.
 */
export const CHECKOUT_RECORDS = {
  kind: CHECKOUT_MACHINE_NAME,
  machine: checkoutMachine,
  version: CHECKOUT_MACHINE_VERSION,
  migrations: CHECKOUT_MIGRATIONS,
  readMeta: (stored: Readonly<Record<string, string>>, workflowId: string, updatedAt: string): CheckoutMeta => metaOf({ meta: { ...stored }, updatedAt }, workflowId),
} as const;

/** The checkout of a stored workflow; its readable snapshot is restored when first asked for (a command restores its own actor). */
export function loadedCheckout(stored: StoredWorkflow, workflowId: string): LoadedCheckout {
  return recordOf(CHECKOUT_RECORDS as unknown as AnyWorkflowDefinition, stored, workflowId) as LoadedCheckout;
}

/**
 * Where a checkout's submission stands, read from its persisted form without restoring the
 * machine (a submit job asks this before anything else; restoring costs more than the answer).
 */
export function submissionOf(checkout: LoadedCheckout): { state: string; attempt: number } {
  const { value, context } = checkout.persisted as { value?: unknown; context?: { submissionAttempt?: unknown } };
  const attempt = context?.submissionAttempt;
  return { state: value === undefined ? '' : stateName(value), attempt: typeof attempt === 'number' ? attempt : 0 };
}

/** A result only counts for the attempt that is still being submitted; anything else is stale. */
export function isCurrentAttempt(checkout: LoadedCheckout, attempt: number): boolean {
  const submission = submissionOf(checkout);
  return matchesState('submitting', submission.state) && submission.attempt === attempt;
}

/** The dotted state value of a snapshot, e.g. active.shipping.editing (the kernel's). */
export { stateName };

export { CHECKOUT_MACHINE_VERSION };

/**
 * The order a checkout waits for the payment provider to pay (PayPal page, card form, Amazon Pay):
 * its key, the order id the submission got (a card form may name none); null when not waiting.
 */
export function awaitedPayment(checkout: LoadedCheckout): { orderId: string | null } | null {
  return checkout.snapshot.matches('awaitingPaymentProvider') ? { orderId: checkout.snapshot.context.pendingOrderId } : null;
}
