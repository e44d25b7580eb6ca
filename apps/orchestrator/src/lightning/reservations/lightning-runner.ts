import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { lightningWorkflowId, type LightningEvent, type LightningGuardReason } from '@tafel/lightning-machine';
import type { WorkflowActor } from '../../workflow/workflow-save-script.js';
import type { WorkflowConflictError } from '../../workflow/workflow-store.js';
import { WorkflowRunner, type PlannedEvent } from '../../workflow/workflow-runner.js';
import { mayAccessLightning, type LightningMeta, type LightningPrincipal } from './lightning-meta.js';
import type { LoadedLightning } from './lightning-records.js';
import { LightningWorkflow } from './lightning-workflow.js';

/** An event a command wants to send; an optional one is skipped when the machine refuses it. */
export type PlannedLightningEvent = LightningEvent | { event: LightningEvent; optional: true };

/** One command on a cart's reservation, as the kernel runs it (see WorkflowCommand). */
export interface LightningChangeCommand {
  command: string;
  actor: WorkflowActor;
  principal: LightningPrincipal;
  plan: (record: LoadedLightning) => PlannedLightningEvent[];
  loaded?: LoadedLightning;
  /** Creates the reservation workflow when the cart has none yet. */
  create?: LightningMeta;
  /** Meta to update with the change (the owner after a login moved the cart). */
  meta?: (record: LoadedLightning) => Partial<LightningMeta>;
  /** Attempts in all when another change wins the race (the events are the upstream's answer: safe to send again). */
  attempts?: number;
}

export type LightningOutcome =
  | { kind: 'saved'; record: LoadedLightning; created: boolean }
  | { kind: 'unchanged'; record: LoadedLightning }
  | { kind: 'refused'; record: LoadedLightning; reason: LightningGuardReason; event: LightningEvent }
  | { kind: 'notFound' }
  | { kind: 'conflict'; error: WorkflowConflictError };

/**
 * The reservation a shopper's change left: null when no workflow was ever saved, the record as it
 * stands when the machine refused the change (a request in flight). Throws CART_NOT_FOUND for a
 * visitor refused on a record changed meanwhile (a race with another owner change), and
 * SERVICE_UNAVAILABLE when every attempt lost its race.
 */
export function changedRecord(outcome: LightningOutcome): LoadedLightning | null {
  switch (outcome.kind) {
    case 'saved':
    case 'unchanged':
      // Nothing written: a workflow that was never saved does not exist.
      return outcome.record.version === 0 ? null : outcome.record;
    case 'refused':
      return outcome.record;
    case 'notFound':
      throw new AppError('CART_NOT_FOUND', 'The lightning reservation belongs to another visitor');
    case 'conflict':
      throw new AppError('SERVICE_UNAVAILABLE', 'The lightning reservation changed meanwhile; try again', { cause: outcome.error });
  }
}

/**
 * The lightning reservations' front to the workflow kernel: loads a cart's reservation for a
 * principal (another visitor's is not found) and runs a command's events through the kernel
 * (access, guard reasons, save, outbox of the expiry job, domain events).
 */
@Injectable()
export class LightningRunner {
  constructor(
    private readonly kernel: WorkflowRunner,
    private readonly workflow: LightningWorkflow,
  ) {}

  get definition(): LightningWorkflow['definition'] {
    return this.workflow.definition;
  }

  /** The reservation workflow of a cart, whoever owns it, or null. */
  async load(workflowId: string): Promise<LoadedLightning | null> {
    return (await this.kernel.load(this.workflow.definition, workflowId)) as LoadedLightning | null;
  }

  async loadForCart(cartId: string): Promise<LoadedLightning | null> {
    return this.load(lightningWorkflowId(cartId));
  }

  /** The reservation if this principal may read it; null when there is none or it is someone else's. */
  async find(cartId: string, principal: LightningPrincipal): Promise<LoadedLightning | null> {
    const record = await this.loadForCart(cartId);
    return record !== null && mayAccessLightning(record.meta, principal) ? record : null;
  }

  async change(cartId: string, change: LightningChangeCommand): Promise<LightningOutcome> {
    const outcome = await this.kernel.run(this.workflow.definition, lightningWorkflowId(cartId), {
      name: change.command,
      actor: change.actor,
      principal: change.principal,
      plan: (record) => change.plan(record as LoadedLightning) as PlannedEvent[],
      loaded: change.loaded,
      create: change.create === undefined ? undefined : { input: undefined, meta: change.create },
      meta: change.meta as never,
      attempts: change.attempts,
    });
    switch (outcome.kind) {
      case 'saved':
        return { kind: 'saved', record: outcome.record as LoadedLightning, created: outcome.created };
      case 'unchanged':
        return { kind: 'unchanged', record: outcome.record as LoadedLightning };
      case 'refused':
        return { kind: 'refused', record: outcome.record as LoadedLightning, reason: outcome.reason as LightningGuardReason, event: outcome.event as LightningEvent };
      default:
        return outcome;
    }
  }
}
