import { restore, UnknownMachineVersionError } from '@tafel/workflow-machine';
import { createActor, type Snapshot, type SnapshotFrom } from 'xstate';
import type { AnyWorkflowDefinition, WorkflowRecord } from './workflow-definition.js';
import type { StoredWorkflow } from './workflow-store.js';

/** Thrown when a stored workflow is not of the kind asked for, or from a machine version this build cannot read. */
export class WorkflowKindError extends Error {
  readonly code = 'WORKFLOW_DATA';
  constructor(workflowId: string, problem: string) {
    super(`Workflow ${workflowId}: ${problem}`);
    this.name = 'WorkflowKindError';
  }
}

/** The persisted snapshot of a stored workflow, migrated to this build's machine version (the machine kit's restore). */
export function persistedOf(definition: AnyWorkflowDefinition, stored: StoredWorkflow, workflowId: string): Snapshot<unknown> {
  if (stored.machine !== definition.kind) throw new WorkflowKindError(workflowId, `is a '${stored.machine.slice(0, 40)}' workflow, not '${definition.kind}'`);
  try {
    return restore({ version: stored.machineVersion, snapshot: stored.snapshot as Snapshot<unknown> }, { currentVersion: definition.version, migrations: definition.migrations, machineName: definition.kind });
  } catch (error) {
    if (error instanceof UnknownMachineVersionError) throw new WorkflowKindError(workflowId, error.message);
    throw error;
  }
}

/** A readable machine snapshot of a persisted one (the actor is not started: nothing runs). */
export function snapshotOf<D extends AnyWorkflowDefinition>(definition: D, persisted: Snapshot<unknown>): SnapshotFrom<D['machine']> {
  return createActor(definition.machine, { snapshot: persisted }).getSnapshot() as SnapshotFrom<D['machine']>;
}

/** The record of a stored workflow; its readable snapshot is restored when first asked for. */
export function recordOf<D extends AnyWorkflowDefinition>(definition: D, stored: StoredWorkflow, workflowId: string): WorkflowRecord<SnapshotFrom<D['machine']>, ReturnType<D['readMeta']>> {
  const persisted = persistedOf(definition, stored, workflowId);
  let snapshot: SnapshotFrom<D['machine']> | undefined;
  return {
    kind: definition.kind,
    id: workflowId,
    version: stored.version,
    get snapshot(): SnapshotFrom<D['machine']> {
      return (snapshot ??= snapshotOf(definition, persisted));
    },
    persisted,
    meta: definition.readMeta(stored.meta, workflowId, stored.updatedAt) as ReturnType<D['readMeta']>,
    updatedAt: stored.updatedAt,
  };
}
