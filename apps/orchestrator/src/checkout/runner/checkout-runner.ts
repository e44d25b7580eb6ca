import { Injectable } from '@nestjs/common';
import type { CheckoutEvent, CheckoutInput, GuardReason } from '@tafel/checkout-machine';
import type { WorkflowActor, WorkflowEventInput, WorkflowRecordInput } from '../../workflow/workflow-save-script.js';
import type { WorkflowConflictError } from '../../workflow/workflow-store.js';
import { WorkflowRunner, type ActorResults, type PlannedEvent as KernelPlannedEvent, type RunOutcome } from '../../workflow/workflow-runner.js';
import type { LoadedCheckout, CheckoutMeta } from './checkout-snapshot.js';
import { CheckoutWorkflow, type CheckoutHostInput, type CheckoutPrincipal } from './checkout-workflow.js';

/** An event a command wants to send; an optional one is skipped when the machine refuses it. */
export type PlannedEvent = CheckoutEvent | { event: CheckoutEvent; optional: true };

/** One command on a checkout, as the kernel runs it (see WorkflowCommand). */
export interface CheckoutChange {
  /** Command class name, recorded with every event. */
  command: string;
  actor: WorkflowActor;
  /** Who asks; a shopper must own the checkout (the definition's access policy). */
  principal: CheckoutPrincipal;
  /** Events to send, planned from the checkout as loaded (planned again after a conflict). */
  plan: (checkout: LoadedCheckout) => PlannedEvent[];
  /** This command's upstream calls for the machine's host actors (reach them as the invoked actor's input). */
  actors?: CheckoutHostInput;
  /** The checkout as the caller loaded it a moment ago: the first attempt starts from it. */
  loaded?: LoadedCheckout;
  /** A record kept beside the workflow, written by the same Redis command as the save. */
  alongside?: WorkflowRecordInput;
  /** Creates the checkout when it does not exist yet. */
  create?: { input: CheckoutInput; meta: CheckoutMeta };
  /** A further precondition (e.g. the attempt still submitting); others answer notFound. */
  when?: (checkout: LoadedCheckout) => boolean;
  /** Meta to update with the change (e.g. the owner after a login moved the cart). */
  meta?: (checkout: LoadedCheckout) => Partial<CheckoutMeta>;
  /** Attempts in all when another change wins the race; 1 for commands whose host actors call the upstream. */
  attempts?: number;
}

export type ChangeOutcome =
  | { kind: 'saved'; checkout: LoadedCheckout; events: WorkflowEventInput[]; created: boolean; actors: ActorResults }
  | { kind: 'unchanged'; checkout: LoadedCheckout; actors: ActorResults }
  | { kind: 'refused'; checkout: LoadedCheckout; reason: GuardReason; event: CheckoutEvent }
  | { kind: 'notFound' }
  | { kind: 'conflict'; error: WorkflowConflictError };

type CheckoutOutcome = RunOutcome<CheckoutWorkflow['definition']>;

function outcomeOf(outcome: CheckoutOutcome): ChangeOutcome {
  switch (outcome.kind) {
    case 'saved':
      return { kind: 'saved', checkout: outcome.record as LoadedCheckout, events: outcome.events, created: outcome.created, actors: outcome.actors };
    case 'unchanged':
      return { kind: 'unchanged', checkout: outcome.record as LoadedCheckout, actors: outcome.actors };
    case 'refused':
      return { kind: 'refused', checkout: outcome.record as LoadedCheckout, reason: outcome.reason as GuardReason, event: outcome.event as CheckoutEvent };
    default:
      return outcome;
  }
}

/** The checkout's commands on the workflow kernel: the checkout definition plus its typed records. */
@Injectable()
export class CheckoutRunner {
  constructor(
    private readonly kernel: WorkflowRunner,
    private readonly workflow: CheckoutWorkflow,
  ) {}

  get definition(): CheckoutWorkflow['definition'] {
    return this.workflow.definition;
  }

  /** The checkout as stored (one Redis command), or null. */
  async load(workflowId: string): Promise<LoadedCheckout | null> {
    return (await this.kernel.load(this.workflow.definition, workflowId)) as LoadedCheckout | null;
  }

  async change(workflowId: string, change: CheckoutChange): Promise<ChangeOutcome> {
    const outcome = await this.kernel.run(this.workflow.definition, workflowId, {
      name: change.command,
      actor: change.actor,
      principal: change.principal,
      plan: (record) => change.plan(record as LoadedCheckout) as KernelPlannedEvent[],
      host: change.actors,
      loaded: change.loaded,
      when: change.when as ((record: unknown) => boolean) | undefined,
      alongside: change.alongside,
      create: change.create,
      meta: change.meta as never,
      attempts: change.attempts,
    });
    return outcomeOf(outcome);
  }
}
