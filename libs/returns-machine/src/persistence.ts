import {
  machinePersistence,
  UnknownMachineVersionError as WorkflowVersionError,
  type PersistedSnapshot,
  type RestoreOverrides,
  type SnapshotMigrations,
} from '@tafel/workflow-machine';
import type { Actor, Snapshot } from 'xstate';
import { returnsMachine } from './returns.machine.js';
import type { ReturnsSnapshot } from './why-not.js';

/** Version of the returns machine definition; bump it when a persisted snapshot would no longer fit. */
export const RETURNS_MACHINE_VERSION = 1;

/** A persisted return: the JSON-safe snapshot and the machine version that wrote it. */
export type PersistedReturn = PersistedSnapshot;

/** Migrations keyed by the version they upgrade from (none yet: version 1 is the first). */
export const RETURNS_MIGRATIONS: SnapshotMigrations = {};

/** Options of restoreReturn; both default to this build's values (overridable for tests). */
export type RestoreReturnOptions = RestoreOverrides;

/** Thrown when a persisted return comes from a machine version this code cannot read. */
export class UnknownReturnsVersionError extends WorkflowVersionError {
  constructor(version: unknown, currentVersion: number = RETURNS_MACHINE_VERSION) {
    super(version, currentVersion, 'returns');
  }
}

const returnsPersistence = machinePersistence(returnsMachine, {
  version: RETURNS_MACHINE_VERSION,
  migrations: RETURNS_MIGRATIONS,
  unknownVersion: (version, current) => new UnknownReturnsVersionError(version, current),
});

/** The return's persistable form (JSON-safe) with the machine version. */
export function persistReturn(source: Actor<typeof returnsMachine> | ReturnsSnapshot): PersistedReturn {
  return returnsPersistence.persist(source);
}

/** The snapshot to pass to `createActor(returnsMachine, { snapshot })`, migrated to the current version. */
export function restoreReturn(persisted: PersistedReturn, options: RestoreReturnOptions = {}): Snapshot<unknown> {
  return returnsPersistence.restore(persisted, options);
}
