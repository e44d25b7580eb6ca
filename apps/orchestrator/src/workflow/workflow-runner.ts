import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { createActor, waitFor, type AnyActorRef, type EventObject, type InspectionEvent, type Snapshot, type SnapshotFrom } from 'xstate';
import { KeyedMutex } from '../common/keyed-mutex.js';
import { withActorInspector } from './actor-inspector.js';
import { HistoryRecorder, stateName } from './history-recorder.js';
import { withHostInput } from './host-input.js';
import { OutboxRelay, outboxEntries } from './outbox-relay.js';
import type { AcceptedEvent, AnyWorkflowDefinition, WorkflowRecord } from './workflow-definition.js';
import { recordOf } from './workflow-records.js';
import type { WorkflowActor, WorkflowEventInput, WorkflowRecordInput } from './workflow-save-script.js';
import { WorkflowStoreService } from './workflow-store.service.js';
import { WorkflowConflictError } from './workflow-store.js';

type RecordOf<D extends AnyWorkflowDefinition> = WorkflowRecord<SnapshotFrom<D['machine']>, ReturnType<D['readMeta']>>;
type MetaOf<D extends AnyWorkflowDefinition> = ReturnType<D['readMeta']>;
type PrincipalOf<D extends AnyWorkflowDefinition> = Parameters<D['access']>[1];

/** An event a command wants to send; an optional one is skipped when the machine refuses it. */
export type PlannedEvent = EventObject | { event: EventObject; optional: true };

/** One command on one workflow, as the runner runs it. */
export interface WorkflowCommand<D extends AnyWorkflowDefinition> {
  /** Command class name, recorded with every event. */
  name: string;
  actor: WorkflowActor;
  /** Who asks: checked with the definition's access policy on the record as loaded. */
  principal: PrincipalOf<D>;
  /** Events to send, planned from the record as loaded (planned again after a conflict). */
  plan: (record: RecordOf<D>) => PlannedEvent[];
  /** This call's input for the host actors, carried by the events it sends (never persisted). */
  host?: unknown;
  /**
   * The record as the caller loaded it a moment ago (e.g. to answer a refusal without running):
   * the first attempt starts from it instead of reading it again. Should it be stale by now, the
   * version check refuses the save and the next attempt reloads.
   */
  loaded?: RecordOf<D>;
  /** A further precondition (e.g. "still submitting this attempt"); a record failing it answers notFound. */
  when?: (record: RecordOf<D>) => boolean;
  /** A record kept beside the workflow, written by the same Redis command as the save. */
  alongside?: WorkflowRecordInput;
  /** Creates the workflow when it does not exist yet. */
  create?: { input: unknown; meta: MetaOf<D> };
  /** Meta to update with the change (e.g. the owner after a login moved the cart). */
  meta?: (record: RecordOf<D>) => Partial<MetaOf<D>>;
  /**
   * Attempts in all when another change wins the race (reload, plan again, send again). Commands
   * whose host actors call the upstream use 1: their side effects must not run twice.
   */
  attempts?: number;
}

/** What became of the host actors a command's events started (by invoke id). */
export type ActorResults = Record<string, { output: unknown } | { error: unknown }>;

export type RunOutcome<D extends AnyWorkflowDefinition> =
  | { kind: 'saved'; record: RecordOf<D>; events: WorkflowEventInput[]; created: boolean; actors: ActorResults }
  | { kind: 'unchanged'; record: RecordOf<D>; actors: ActorResults }
  | { kind: 'refused'; record: RecordOf<D>; reason: string; event: EventObject }
  | { kind: 'notFound' }
  | { kind: 'conflict'; error: WorkflowConflictError };

/** How long a command waits for the host actors it started (upstream calls, a job it waits for). */
const SETTLE_TIMEOUT_MS = 120_000;

/** No invoked host actor is still running: the snapshot can be persisted as it is. */
function settled(snapshot: { children: Record<string, AnyActorRef | undefined> }): boolean {
  return Object.values(snapshot.children).every((child) => child?.getSnapshot().status !== 'active');
}

function unplan(planned: PlannedEvent): { event: EventObject; optional: boolean } {
  return 'optional' in planned && planned.optional === true && 'event' in planned ? (planned as { event: EventObject; optional: boolean }) : { event: planned as EventObject, optional: false };
}

/**
 * The workflow kernel: runs one command on one workflow of any registered kind.
 * load once → check access on that record → plan and send events, refusing with the machine's
 * guard reason → wait for host actors → compare-and-set save of snapshot, version, history and
 * the outbox of requested jobs → relay the outbox to BullMQ → publish domain events.
 * Commands on one workflow queue up within this process; across processes the version check
 * decides and the loser retries (or answers a conflict).
 */
@Injectable()
export class WorkflowRunner {
  private readonly mutex = new KeyedMutex();

  constructor(
    private readonly store: WorkflowStoreService,
    private readonly eventBus: EventBus,
    private readonly relay: OutboxRelay,
  ) {}

  /** The workflow as stored (one Redis command), or null. */
  async load<D extends AnyWorkflowDefinition>(definition: D, workflowId: string): Promise<RecordOf<D> | null> {
    const stored = await this.store.load(workflowId);
    return stored === null ? null : (recordOf(definition, stored, workflowId) as RecordOf<D>);
  }

  run<D extends AnyWorkflowDefinition>(definition: D, workflowId: string, command: WorkflowCommand<D>): Promise<RunOutcome<D>> {
    // A command queued behind another one of this workflow finds it changed: it reads it afresh.
    const usable = command.loaded !== undefined && this.mutex.idle(workflowId) ? command : { ...command, loaded: undefined };
    return this.mutex.run(workflowId, () => this.runWithRetry(definition, workflowId, usable));
  }

  private async runWithRetry<D extends AnyWorkflowDefinition>(definition: D, workflowId: string, command: WorkflowCommand<D>): Promise<RunOutcome<D>> {
    const attempts = command.attempts ?? 3;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const loaded = attempt === 1 && command.loaded?.id === workflowId ? command.loaded : undefined;
        return await this.runOnce(definition, workflowId, command, loaded);
      } catch (error) {
        if (!(error instanceof WorkflowConflictError)) throw error;
        if (attempt >= attempts) return { kind: 'conflict', error };
      }
    }
  }

  private async runOnce<D extends AnyWorkflowDefinition>(definition: D, workflowId: string, command: WorkflowCommand<D>, loaded?: RecordOf<D>): Promise<RunOutcome<D>> {
    const stored = loaded ?? (await this.load(definition, workflowId));
    if (stored === null && command.create === undefined) return { kind: 'notFound' };
    if (stored !== null && (!definition.access(stored, command.principal) || (command.when && !command.when(stored)))) return { kind: 'notFound' };

    const recorder = new HistoryRecorder(command.name, command.actor);
    const actorResults: ActorResults = {};
    const inspect = withActorInspector((inspection) => {
      recorder.inspect(inspection);
      collectActorResult(inspection, actorResults);
    });
    const actor =
      stored === null
        ? createActor(definition.hostMachine, { input: command.create!.input, inspect })
        : createActor(definition.hostMachine, { snapshot: stored.persisted, inspect, input: undefined as never });
    const meta: MetaOf<D> = stored?.meta ?? (definition.initialMeta ? definition.initialMeta(command.create!.meta) : command.create!.meta);
    // Planning sees the workflow as it is now (for a new one: its initial snapshot).
    const current: RecordOf<D> = stored ?? {
      kind: definition.kind,
      id: workflowId,
      version: 0,
      snapshot: actor.getSnapshot() as SnapshotFrom<D['machine']>,
      persisted: actor.getPersistedSnapshot() as Snapshot<unknown>,
      meta,
      updatedAt: '',
    };
    // A new workflow's history starts with the state it starts in.
    const startState = stored === null ? stateName((current.snapshot as { value: unknown }).value) : null;

    actor.start();
    let finalSnapshot: SnapshotFrom<D['machine']>;
    let persisted: Snapshot<unknown>;
    try {
      for (const planned of command.plan(current)) {
        const { event, optional } = unplan(planned);
        const reason = definition.whyNot(actor.getSnapshot(), event);
        if (reason !== null) {
          if (optional) continue;
          return { kind: 'refused', record: current, reason, event };
        }
        const sent = withHostInput(event, command.host);
        recorder.sending(sent);
        actor.send(sent);
        await waitFor(actor, settled, { timeout: SETTLE_TIMEOUT_MS });
      }
      // Taken while the actor runs: a snapshot taken after stop() says "stopped", and an actor
      // restored from it would not process events any more.
      finalSnapshot = actor.getSnapshot() as SnapshotFrom<D['machine']>;
      persisted = actor.getPersistedSnapshot() as Snapshot<unknown>;
    } finally {
      actor.stop();
    }

    const at = new Date();
    const events = recorder.events(at);
    if (startState !== null) {
      const payload = definition.startedPayload?.(command.create!.input, meta);
      events.unshift({ type: `${definition.kind}.started`, command: command.name, actor: command.actor, resultingState: startState, at, ...(payload ? { payload } : {}) });
    }
    const accepted: AcceptedEvent[] = events.map((e) => ({ type: e.type, actor: e.actor, state: String(e.resultingState), payload: (e.payload as Record<string, unknown>) ?? null }));
    const after: RecordOf<D> = { kind: definition.kind, id: workflowId, version: (stored?.version ?? 0) + 1, snapshot: finalSnapshot, persisted, meta, updatedAt: at.toISOString() };
    const transition = { before: stored, after, accepted, command: command.name };
    let newMeta: MetaOf<D> = { ...meta, ...command.meta?.(current) };
    if (definition.nextMeta) newMeta = definition.nextMeta(transition, newMeta);
    const metaChanged = JSON.stringify(newMeta) !== JSON.stringify(meta);
    if (events.length === 0 && !metaChanged) return { kind: 'unchanged', record: current, actors: actorResults };
    if (events.length === 0) events.push({ type: `${definition.kind}.updated`, command: command.name, actor: command.actor, resultingState: stateName((finalSnapshot as { value: unknown }).value), at });
    after.meta = newMeta;

    const jobs = definition.requestedJobs(transition);
    const outbox = outboxEntries(definition, after, jobs);
    const saved = await this.store.save(
      workflowId,
      stored?.version ?? 0,
      { machine: definition.kind, machineVersion: definition.version, snapshot: persisted, meta: definition.writeMeta(newMeta), ttlMs: definition.ttlMs },
      events,
      command.alongside,
      outbox,
    );
    after.version = saved.version;
    // Only now, with the save committed, may a worker see the jobs.
    if (outbox.length > 0) await this.relay.relay(workflowId, outbox);
    for (const event of definition.domainEvents({ ...transition, after })) this.eventBus.publish(event);
    return { kind: 'saved', record: after, events, created: stored === null, actors: actorResults };
  }
}

/** Notes the output or error of every invoked child actor of the root as it finishes. */
function collectActorResult(inspection: InspectionEvent, results: ActorResults): void {
  if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId === inspection.rootId) return;
  const snapshot = inspection.snapshot as { status?: string; output?: unknown; error?: unknown };
  const id = (inspection.actorRef as AnyActorRef).id;
  if (snapshot.status === 'done') results[id] = { output: snapshot.output };
  else if (snapshot.status === 'error') results[id] = { error: snapshot.error };
}
