import type { IEvent } from '@nestjs/cqrs';
import type { JobsOptions } from 'bullmq';
import type { AnyStateMachine, EventObject, Snapshot, SnapshotFrom } from 'xstate';
import type { WorkflowActor, WorkflowEventInput } from './workflow-save-script.js';

/** Upgrades a persisted snapshot of machine version N to N + 1. */
export type SnapshotMigration = (snapshot: Snapshot<unknown>) => Snapshot<unknown>;

/** A workflow as loaded from the store: version for the optimistic check, the live snapshot, meta. */
export interface WorkflowRecord<TSnapshot = unknown, TMeta = Record<string, unknown>> {
  kind: string;
  id: string;
  version: number;
  /** The machine's snapshot (restored when first read: a command restores its own actor). */
  snapshot: TSnapshot;
  /** The persisted (JSON) form, migrated to this build's machine version. */
  persisted: Snapshot<unknown>;
  meta: TMeta;
  updatedAt: string;
}

/** An event the runner accepted during a command, as the definition's domain events see it. */
export interface AcceptedEvent {
  type: string;
  actor: WorkflowActor;
  /** The state the workflow was in after it. */
  state: string;
  payload: Record<string, unknown> | null;
}

/** A job a saved transition asks for; the outbox relay enqueues it after the save committed. */
export interface JobRequest {
  /** Name of a job the definition declares in `jobs`. */
  job: string;
  data: Record<string, unknown>;
  /**
   * BullMQ job id; a repeated enqueue with the same id is a no-op. Default: derived from the
   * workflow, the version the save wrote and the job name.
   */
  jobId?: string;
  /**
   * Run the job of this id again (a replay of a step that ran before): a finished job is retried
   * in place, a missing one added, a waiting or running one left alone.
   */
  rerun?: boolean;
}

/** What the definition says of a job it may ask for. */
export interface JobSpec {
  queue: string;
  /** BullMQ job name. */
  name: string;
  /** Attempts, backoff, retention (the job id comes from the request). */
  options: (request: JobRequest) => JobsOptions;
}

/** A delayed job the workflow's current state waits for (e.g. a lightning reservation's expiry), as the inspector shows it. */
export interface ScheduledJob {
  /** Name of a job the definition declares in `jobs`. */
  job: string;
  jobId: string;
  /** When it is due (ISO 8601). */
  runAt: string;
}

/** The record before and after a command, for the definition's derived facts. */
export interface Transition<TSnapshot, TMeta> {
  before: WorkflowRecord<TSnapshot, TMeta> | null;
  after: WorkflowRecord<TSnapshot, TMeta>;
  accepted: readonly AcceptedEvent[];
  command: string;
}

/**
 * A workflow kind as the kernel runs it. Nothing in the kernel names a kind: the checkout, the
 * returns and the lightning reservations each register one of these.
 */
export interface WorkflowDefinition<TMachine extends AnyStateMachine = AnyStateMachine, TMeta = Record<string, unknown>, TPrincipal = unknown> {
  /** Stored as the workflow's machine name; also the URL segment of support's workflow pages. */
  kind: string;
  /** Human name for support's lists and the inspector. */
  title: string;
  /** The machine as the libs define it (charts, gating, readable snapshots). */
  machine: TMachine;
  /** The same machine with the host's actors provided once (runs the commands). */
  hostMachine: TMachine;
  /** The machine version this build writes, and migrations keyed by the version they upgrade from. */
  version: number;
  migrations?: Readonly<Record<number, SnapshotMigration>>;
  /** A workflow expires this long after its last save. */
  ttlMs: number;
  /** The guard reason the machine refuses `event` with in `snapshot`, or null when it accepts it. */
  whyNot(snapshot: SnapshotFrom<TMachine>, event: EventObject): string | null;
  /** Meta from the stored strings (throw for a corrupt record) and back. */
  readMeta(stored: Readonly<Record<string, string>>, workflowId: string, updatedAt: string): TMeta;
  writeMeta(meta: TMeta): Record<string, string>;
  /** Meta of a workflow the command creates, before its first save. */
  initialMeta?(meta: TMeta): TMeta;
  /** Meta after a command (e.g. a failure count), from what it accepted. */
  nextMeta?(transition: Transition<SnapshotFrom<TMachine>, TMeta>, meta: TMeta): TMeta;
  /** Access policy: may this principal read and drive this workflow? */
  access(record: WorkflowRecord<SnapshotFrom<TMachine>, TMeta>, principal: TPrincipal): boolean;
  /** The domain events a saved command publishes on the EventBus. */
  domainEvents(transition: Transition<SnapshotFrom<TMachine>, TMeta>): IEvent[];
  /** The jobs a definition may ask for, by name. */
  jobs: Readonly<Record<string, JobSpec>>;
  /** The jobs a saved transition asks for (written to the outbox with the save). */
  requestedJobs(transition: Transition<SnapshotFrom<TMachine>, TMeta>): JobRequest[];
  /** The delayed jobs the workflow's current state waits for (support's inspector shows each with its queue state). */
  scheduledJobs?(record: WorkflowRecord<SnapshotFrom<TMachine>, TMeta>): ScheduledJob[];
  /** The payload of the history's first entry of a new workflow. */
  startedPayload?(input: unknown, meta: TMeta): Record<string, unknown>;
  /** Named host actors and what each does, for the inspector (in the support console's German). */
  hostActors?: Readonly<Record<string, string>>;
}

/** Any definition, as the registry, support and the inspector hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWorkflowDefinition = WorkflowDefinition<AnyStateMachine, any, any>;

/** The history entry the kernel writes when it creates a workflow. */
export type StartedEntry = WorkflowEventInput;
