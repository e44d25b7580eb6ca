import {
  machinePersistence,
  UnknownMachineVersionError as WorkflowVersionError,
  type PersistedSnapshot,
  type RestoreOverrides,
  type SnapshotMigrations,
} from '@tafel/workflow-machine';
import type { Actor, Snapshot } from 'xstate';
import { lightningMachine } from './lightning.machine.js';
import type { LightningSnapshot } from './why-not.js';

/** Version of the lightning machine definition; bump it when a persisted snapshot would no longer fit. */
export const LIGHTNING_MACHINE_VERSION = 1;

/** A persisted reservation workflow: the JSON-safe snapshot and the machine version that wrote it. */
export type PersistedLightning = PersistedSnapshot;

/** Migrations keyed by the version they upgrade from (none yet: version 1 is the first). */
export const LIGHTNING_MIGRATIONS: SnapshotMigrations = {};

/** Options of restoreLightning; both default to this build's values (overridable for tests). */
export type RestoreLightningOptions = RestoreOverrides;

/** Thrown when a persisted reservation comes from a machine version this code cannot read. */
export class UnknownLightningVersionError extends WorkflowVersionError {
  constructor(version: unknown, currentVersion: number = LIGHTNING_MACHINE_VERSION) {
    super(version, currentVersion, 'lightning');
  }
}

const lightningPersistence = machinePersistence(lightningMachine, {
  version: LIGHTNING_MACHINE_VERSION,
  migrations: LIGHTNING_MIGRATIONS,
  unknownVersion: (version, current) => new UnknownLightningVersionError(version, current),
});

/** The reservation's persistable form (JSON-safe) with the machine version. */
export function persistLightning(source: Actor<typeof lightningMachine> | LightningSnapshot): PersistedLightning {
  return lightningPersistence.persist(source);
}

/** The snapshot to pass to `createActor(lightningMachine, { snapshot })`, migrated to the current version. */
export function restoreLightning(persisted: PersistedLightning, options: RestoreLightningOptions = {}): Snapshot<unknown> {
  return lightningPersistence.restore(persisted, options);
}
