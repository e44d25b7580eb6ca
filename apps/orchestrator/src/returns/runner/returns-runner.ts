import { Injectable } from '@nestjs/common';
import type { ReturnsEvent, ReturnsGuardReason } from '@tafel/returns-machine';
import type { WorkflowActor, WorkflowEventInput, WorkflowRecordInput } from '../../workflow/workflow-save-script.js';
import type { WorkflowConflictError } from '../../workflow/workflow-store.js';
import { WorkflowRunner, type PlannedEvent as KernelPlannedEvent } from '../../workflow/workflow-runner.js';
import type { LoadedReturn, ReturnsMeta } from './returns-records.js';
import { mayAccess, ReturnsWorkflow, type ReturnsPrincipal } from './returns-workflow.js';

/** An event a command wants to send; an optional one is skipped when the machine refuses it. */
export type PlannedReturnEvent = ReturnsEvent | { event: ReturnsEvent; optional: true };

/** One command on a return, as the kernel runs it (see WorkflowCommand). */
export interface ReturnChange {
  /** Command class name, recorded with every event. */
  command: string;
  actor: WorkflowActor;
  /** Who asks; a visitor must own the return. */
  principal: ReturnsPrincipal;
  /** Events to send, planned from the return as loaded (planned again after a conflict). */
  plan: (record: LoadedReturn) => PlannedReturnEvent[];
  /** The return as the caller loaded it a moment ago: the first attempt starts from it. */
  loaded?: LoadedReturn;
  /** A further precondition (e.g. still submitting this attempt); others answer notFound. */
  when?: (record: LoadedReturn) => boolean;
  /** Creates the return when it does not exist yet (a lookup without returnId). */
  create?: { meta: ReturnsMeta };
  /** Meta to update with the change. */
  meta?: (record: LoadedReturn) => Partial<ReturnsMeta>;
  /** A record kept beside the workflow, written by the same Redis command as the save. */
  alongside?: WorkflowRecordInput;
  /** Attempts in all when another change wins the race (default 3: the events only move the machine). */
  attempts?: number;
}

export type ReturnOutcome =
  | { kind: 'saved'; record: LoadedReturn; events: WorkflowEventInput[]; created: boolean }
  | { kind: 'unchanged'; record: LoadedReturn }
  | { kind: 'refused'; record: LoadedReturn; reason: ReturnsGuardReason; event: ReturnsEvent }
  | { kind: 'notFound' }
  | { kind: 'conflict'; error: WorkflowConflictError };

/**
 * The returns' front to the workflow kernel: loads a return for a principal (another visitor's is
 * not found) and runs a command's events through the kernel (access, guard reasons, save, outbox,
 * domain events). Used by the core's commands and by the photos' commands and jobs.
 */
@Injectable()
export class ReturnsRunner {
  constructor(
    private readonly kernel: WorkflowRunner,
    private readonly workflow: ReturnsWorkflow,
  ) {}

  get definition(): ReturnsWorkflow['definition'] {
    return this.workflow.definition;
  }

  /** The return as stored (one Redis command), whoever owns it, or null. */
  async load(workflowId: string): Promise<LoadedReturn | null> {
    return (await this.kernel.load(this.workflow.definition, workflowId)) as LoadedReturn | null;
  }

  /** The return if this principal may read it; null when it does not exist or is someone else's (the caller cannot tell which). */
  async find(workflowId: string, principal: ReturnsPrincipal): Promise<LoadedReturn | null> {
    const record = await this.load(workflowId);
    return record !== null && mayAccess(record.meta, principal) ? record : null;
  }

  async change(workflowId: string, change: ReturnChange): Promise<ReturnOutcome> {
    const outcome = await this.kernel.run(this.workflow.definition, workflowId, {
      name: change.command,
      actor: change.actor,
      principal: change.principal,
      plan: (record) => change.plan(record as LoadedReturn) as KernelPlannedEvent[],
      loaded: change.loaded,
      when: change.when as ((record: unknown) => boolean) | undefined,
      create: change.create === undefined ? undefined : { input: undefined, meta: change.create.meta },
      meta: change.meta as never,
      alongside: change.alongside,
      attempts: change.attempts,
    });
    switch (outcome.kind) {
      case 'saved':
        return { kind: 'saved', record: outcome.record as LoadedReturn, events: outcome.events, created: outcome.created };
      case 'unchanged':
        return { kind: 'unchanged', record: outcome.record as LoadedReturn };
      case 'refused':
        return { kind: 'refused', record: outcome.record as LoadedReturn, reason: outcome.reason as ReturnsGuardReason, event: outcome.event as ReturnsEvent };
      default:
        return outcome;
    }
  }
}
