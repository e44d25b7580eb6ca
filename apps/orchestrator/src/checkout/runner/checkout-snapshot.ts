import {
  CHECKOUT_MACHINE_VERSION,
  checkoutMachine,
  restoreCheckout,
  type CheckoutSnapshot,
} from '@tafel/checkout-machine';
import { createActor, type AnyActorLogic, type Snapshot } from 'xstate';
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
}

/** A checkout as loaded from the store: version for the optimistic check, the live snapshot, meta. */
export interface LoadedCheckout {
  id: string;
  version: number;
  snapshot: CheckoutSnapshot;
  /** The persisted (JSON) form of the snapshot, migrated to this build's machine version. */
  persisted: Snapshot<unknown>;
  meta: CheckoutMeta;
  updatedAt: string;
}

/** Thrown when a stored workflow is not a checkout this build can read. */
export class CheckoutDataError extends Error {
  constructor(workflowId: string, problem: string) {
    super(`Checkout ${workflowId}: ${problem}`);
    this.name = 'CheckoutDataError';
  }
}

/**
 * The persisted snapshot of a stored checkout, migrated to this build's machine version
 * (UnknownMachineVersionError for versions it cannot read).
 */
export function persistedOf(stored: StoredWorkflow, workflowId: string): Snapshot<unknown> {
  if (stored.machine !== CHECKOUT_MACHINE_NAME) throw new CheckoutDataError(workflowId, `is a '${stored.machine}' workflow`);
  return restoreCheckout({ version: stored.machineVersion, snapshot: stored.snapshot as Snapshot<unknown> });
}

/** A readable machine snapshot of a persisted one (the actor is not started: nothing runs). */
export function snapshotFromPersisted(persisted: Snapshot<unknown>, logic: AnyActorLogic = checkoutMachine): CheckoutSnapshot {
  return createActor(logic, { snapshot: persisted }).getSnapshot() as CheckoutSnapshot;
}

/** The checkout meta of a stored workflow; a workflow without an owner is corrupt. */
export function metaOf(stored: StoredWorkflow, workflowId: string): CheckoutMeta {
  const { owner, site, originCartId, createdAt, submittedFingerprint } = stored.meta;
  if (!owner || !site || !originCartId) throw new CheckoutDataError(workflowId, 'has no owner, site or origin cart');
  if (!isSite(site)) throw new CheckoutDataError(workflowId, `has an unknown site '${site.slice(0, 20)}'`);
  return { owner, site, originCartId, createdAt: createdAt ?? stored.updatedAt, ...(submittedFingerprint ? { submittedFingerprint } : {}) };
}

/** The checkout of a stored workflow; its readable snapshot is restored when first asked for (a command restores its own actor). */
export function loadedCheckout(stored: StoredWorkflow, workflowId: string): LoadedCheckout {
  const persisted = persistedOf(stored, workflowId);
  let snapshot: CheckoutSnapshot | undefined;
  return {
    id: workflowId,
    version: stored.version,
    get snapshot(): CheckoutSnapshot {
      snapshot ??= snapshotFromPersisted(persisted);
      return snapshot;
    },
    persisted,
    meta: metaOf(stored, workflowId),
    updatedAt: stored.updatedAt,
  };
}

/** The dotted state value of a snapshot, e.g. active.shipping.editing. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  return child === undefined || child === '' ? key : `${key}.${stateName(child)}`;
}

export { CHECKOUT_MACHINE_VERSION };
