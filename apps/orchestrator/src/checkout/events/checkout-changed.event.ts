import type { WorkflowActor } from '../../workflow/workflow-save-script.js';

/** One accepted machine event of a saved change, as it went into the workflow's history. */
export interface AcceptedCheckoutEvent {
  readonly type: string;
  readonly actor: WorkflowActor;
  readonly state: string;
  readonly payload: Readonly<Record<string, unknown>> | null;
}

/** A checkout change was saved (published after the Redis write, once per command). */
export class CheckoutChangedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly cartId: string,
    public readonly site: string,
    public readonly version: number,
    public readonly command: string,
    public readonly state: string,
    public readonly events: readonly AcceptedCheckoutEvent[],
  ) {}
}
