import type { Actor, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, Snapshot, SnapshotFrom } from 'xstate';

/** A persisted workflow: the JSON-safe snapshot and the machine version that wrote it. */
export interface PersistedSnapshot {
  version: number;
  snapshot: Snapshot<unknown>;
}

/** Upgrades a persisted snapshot of version N to version N + 1. */
export type SnapshotMigration = (snapshot: Snapshot<unknown>) => Snapshot<unknown>;

/** Migrations keyed by the version they upgrade from. */
export type SnapshotMigrations = Readonly<Record<number, SnapshotMigration>>;

/** How to read a persisted snapshot: the version this build runs and how to get there. */
export interface RestoreOptions {
  currentVersion: number;
  migrations?: SnapshotMigrations;
  /** Names the machine in the error message (default 'workflow'). */
  machineName?: string;
  /** Builds the error for a version this build cannot read (a machine lib may throw its own subclass). */
  unknownVersion?: (version: unknown, currentVersion: number) => Error;
}

/** Thrown when a persisted snapshot comes from a machine version this code cannot read. */
export class UnknownMachineVersionError extends Error {
  readonly code = 'UNKNOWN_MACHINE_VERSION';
  constructor(
    readonly version: unknown,
    readonly currentVersion: number,
    machineName = 'workflow',
  ) {
    super(`Cannot restore ${machineName} snapshot of machine version ${String(version)}: this build runs version ${currentVersion} and has no migration from it`);
    this.name = 'UnknownMachineVersionError';
  }
}

function isActor(source: unknown): source is AnyActorRef {
  return typeof source === 'object' && source !== null && 'getPersistedSnapshot' in source && typeof source.getPersistedSnapshot === 'function';
}

/** The persistable form of an actor or snapshot of `machine` (JSON-safe, invoked children included) with its version. */
export function persist(machine: AnyStateMachine, version: number, source: AnyActorRef | AnyMachineSnapshot): PersistedSnapshot {
  const snapshot = isActor(source) ? source.getPersistedSnapshot() : machine.getPersistedSnapshot(source);
  return { version, snapshot: snapshot as Snapshot<unknown> };
}

/**
 * The snapshot to pass to `createActor(machine, { snapshot })`, migrated step by step to
 * `currentVersion`; a version outside 1..current, or one with a gap in the chain, is refused.
 * A snapshot taken while an actor was in flight restarts that actor on start, so host actors
 * must be idempotent.
 */
export function restore(persisted: PersistedSnapshot, options: RestoreOptions): Snapshot<unknown> {
  const { currentVersion: current, migrations = {} } = options;
  const refuse = (): Error => options.unknownVersion?.(persisted.version, current) ?? new UnknownMachineVersionError(persisted.version, current, options.machineName);
  let { version } = persisted;
  if (!Number.isInteger(version) || version < 1 || version > current) throw refuse();
  let snapshot = persisted.snapshot;
  while (version < current) {
    const migrate = migrations[version];
    if (migrate === undefined) throw refuse();
    snapshot = migrate(snapshot);
    version += 1;
  }
  return snapshot;
}

/** How a machine lib persists its machine: the version this build writes, its migrations and its own version error. */
export interface MachinePersistenceOptions {
  version: number;
  migrations?: SnapshotMigrations;
  unknownVersion: (version: unknown, currentVersion: number) => Error;
}

/** Overrides of a machine's restore defaults (tests try other versions and migration chains). */
export interface RestoreOverrides {
  migrations?: SnapshotMigrations;
  currentVersion?: number;
}

/** persist and restore bound to one machine, its version and migrations. */
export interface MachinePersistence<TMachine extends AnyStateMachine> {
  persist(source: Actor<TMachine> | SnapshotFrom<TMachine>): PersistedSnapshot;
  restore(persisted: PersistedSnapshot, overrides?: RestoreOverrides): Snapshot<unknown>;
}

/** The persist/restore pair a machine lib exports, so each lib states only its version, migrations and error. */
export function machinePersistence<TMachine extends AnyStateMachine>(machine: TMachine, options: MachinePersistenceOptions): MachinePersistence<TMachine> {
  return {
    persist: (source) => persist(machine, options.version, source as AnyActorRef | AnyMachineSnapshot),
    restore: (persisted, overrides = {}) =>
      restore(persisted, {
        currentVersion: overrides.currentVersion ?? options.version,
        migrations: overrides.migrations ?? options.migrations,
        unknownVersion: options.unknownVersion,
      }),
  };
}
