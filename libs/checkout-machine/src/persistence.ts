import type { Actor, Snapshot } from 'xstate';
import { checkoutMachine } from './checkout.machine.js';
import type { CheckoutSnapshot } from './why-not.js';

/** Version of the checkout machine definition; bump it when a persisted snapshot would no longer fit. */
export const CHECKOUT_MACHINE_VERSION = 1;

/** A persisted checkout: the JSON-safe snapshot and the machine version that wrote it. */
export interface PersistedCheckout {
  version: number;
  snapshot: Snapshot<unknown>;
}

/** Upgrades a persisted snapshot of version N to version N + 1. */
export type CheckoutMigration = (snapshot: Snapshot<unknown>) => Snapshot<unknown>;

/** Migrations keyed by the version they upgrade from (none yet: version 1 is the first). */
export const CHECKOUT_MIGRATIONS: Readonly<Record<number, CheckoutMigration>> = {};

/** Options of restoreCheckout; both default to this build's values (overridable for tests). */
export interface RestoreOptions {
  migrations?: Readonly<Record<number, CheckoutMigration>>;
  currentVersion?: number;
}

/** Thrown when a persisted snapshot comes from a machine version this code cannot read. */
export class UnknownMachineVersionError extends Error {
  readonly code = 'UNKNOWN_MACHINE_VERSION';
  constructor(
    readonly version: unknown,
    readonly currentVersion: number = CHECKOUT_MACHINE_VERSION,
  ) {
    super(`Cannot restore checkout snapshot of machine version ${String(version)}: this build runs version ${currentVersion} and has no migration from it`);
    this.name = 'UnknownMachineVersionError';
  }
}

function isActor(source: unknown): source is Actor<typeof checkoutMachine> {
  return typeof source === 'object' && source !== null && 'getPersistedSnapshot' in source && typeof source.getPersistedSnapshot === 'function';
}

/** The checkout's persistable form (JSON-safe, invoked children included) with the machine version. */
export function persistCheckout(source: Actor<typeof checkoutMachine> | CheckoutSnapshot): PersistedCheckout {
  const snapshot = isActor(source) ? source.getPersistedSnapshot() : checkoutMachine.getPersistedSnapshot(source);
  return { version: CHECKOUT_MACHINE_VERSION, snapshot: snapshot as Snapshot<unknown> };
}

/**
 * The snapshot to pass to `createActor(checkoutMachine, { snapshot })`, migrated to the current
 * version; refuses versions it does not know with UnknownMachineVersionError.
 * Note: a snapshot taken while an actor was in flight (e.g. `submitting`) restarts that actor
 * with the same input on start, so host actors must be idempotent (the attempt number keys them).
 */
export function restoreCheckout(persisted: PersistedCheckout, options: RestoreOptions = {}): Snapshot<unknown> {
  const migrations = options.migrations ?? CHECKOUT_MIGRATIONS;
  const current = options.currentVersion ?? CHECKOUT_MACHINE_VERSION;
  let { version } = persisted;
  if (!Number.isInteger(version) || version < 1 || version > current) throw new UnknownMachineVersionError(version, current);
  let snapshot = persisted.snapshot;
  while (version < current) {
    const migrate = migrations[version];
    if (migrate === undefined) throw new UnknownMachineVersionError(persisted.version, current);
    snapshot = migrate(snapshot);
    version += 1;
  }
  return snapshot;
}
