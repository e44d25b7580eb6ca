import {
  machinePersistence,
  UnknownMachineVersionError as WorkflowVersionError,
  type PersistedSnapshot,
  type RestoreOverrides,
  type SnapshotMigration,
  type SnapshotMigrations,
} from '@tafel/workflow-machine';
import type { Actor, Snapshot } from 'xstate';
import { checkoutMachine } from './checkout.machine.js';
import type { CheckoutSnapshot } from './why-not.js';

/**
 * Version of the checkout machine definition; bump it when a persisted snapshot would no longer fit.
 * 2: the context has `cartChange` (the lightning cart-change notice the submit must name).
 */
export const CHECKOUT_MACHINE_VERSION = 2;

/** A persisted checkout: the JSON-safe snapshot and the machine version that wrote it. */
export type PersistedCheckout = PersistedSnapshot;

/** Upgrades a persisted snapshot of version N to version N + 1. */
export type CheckoutMigration = SnapshotMigration;

/** 1 → 2: a checkout saved before cart-change notices existed has none (so its submit is not held back). */
function addCartChange(snapshot: Snapshot<unknown>): Snapshot<unknown> {
  const persisted = snapshot as unknown as { context?: Record<string, unknown> };
  if (persisted.context === undefined || 'cartChange' in persisted.context) return snapshot;
  return { ...persisted, context: { ...persisted.context, cartChange: null } } as unknown as Snapshot<unknown>;
}

/** Migrations keyed by the version they upgrade from. */
export const CHECKOUT_MIGRATIONS: SnapshotMigrations = { 1: addCartChange };

/** Options of restoreCheckout; both default to this build's values (overridable for tests). */
export type RestoreOptions = RestoreOverrides;

/** Thrown when a persisted snapshot comes from a machine version this code cannot read. */
export class UnknownMachineVersionError extends WorkflowVersionError {
  constructor(version: unknown, currentVersion: number = CHECKOUT_MACHINE_VERSION) {
    super(version, currentVersion, 'checkout');
  }
}

const checkoutPersistence = machinePersistence(checkoutMachine, {
  version: CHECKOUT_MACHINE_VERSION,
  migrations: CHECKOUT_MIGRATIONS,
  unknownVersion: (version, current) => new UnknownMachineVersionError(version, current),
});

/** The checkout's persistable form (JSON-safe, invoked children included) with the machine version. */
export function persistCheckout(source: Actor<typeof checkoutMachine> | CheckoutSnapshot): PersistedCheckout {
  return checkoutPersistence.persist(source);
}

/**
 * The snapshot to pass to `createActor(checkoutMachine, { snapshot })`, migrated to the current
 * version; refuses versions it does not know with UnknownMachineVersionError.
 * Note: a snapshot taken while an actor was in flight (e.g. `submitting`) restarts that actor
 * with the same input on start, so host actors must be idempotent (the attempt number keys them).
 */
export function restoreCheckout(persisted: PersistedCheckout, options: RestoreOptions = {}): Snapshot<unknown> {
  return checkoutPersistence.restore(persisted, options);
}
