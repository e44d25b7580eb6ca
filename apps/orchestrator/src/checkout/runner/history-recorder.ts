import type { CheckoutEvent } from '@tafel/checkout-machine';
import type { InspectionEvent } from 'xstate';
import type { WorkflowActor, WorkflowEventInput } from '../../workflow/workflow-save-script.js';
import { stateName } from './checkout-snapshot.js';

/**
 * Collects the events the root checkout actor accepted during one command, with the state each
 * one led to: the events the command sent (by its actor: shopper, system or support) and the ones
 * the machine raised itself when a host actor finished (shipping.saved, submit.failed, ... by
 * "system"). XState's internal events (xstate.init, xstate.done.actor.*) are left out; an
 * event that ran several microsteps (e.g. through the transient routing state) is one entry.
 */
export class HistoryRecorder {
  private readonly entries: { event: CheckoutEvent; state: string }[] = [];
  private readonly sent = new WeakSet<object>();

  constructor(
    private readonly command: string,
    private readonly actor: WorkflowActor,
  ) {}

  /** Marks an event as sent by the command (so it is credited to the command's actor). */
  sending(event: CheckoutEvent): void {
    this.sent.add(event);
  }

  /** The inspect callback for createActor. */
  readonly inspect = (inspection: InspectionEvent): void => {
    if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
    const event = inspection.event as CheckoutEvent | { type: string };
    // An event no transition took was ignored by the machine: nothing to record.
    if (event.type.startsWith('xstate.') || inspection._transitions.length === 0) return;
    const state = stateName(inspection.snapshot && 'value' in inspection.snapshot ? inspection.snapshot.value : '');
    const last = this.entries[this.entries.length - 1];
    if (last && last.event === event) last.state = state;
    else this.entries.push({ event: event as CheckoutEvent, state });
  };

  /** The accepted events as store entries. */
  events(at: Date = new Date()): WorkflowEventInput[] {
    return this.entries.map(({ event, state }) => {
      const { type, ...payload } = event;
      return {
        type,
        command: this.command,
        actor: this.sent.has(event) ? this.actor : 'system',
        resultingState: state,
        at,
        ...(Object.keys(payload).length > 0 ? { payload } : {}),
      };
    });
  }
}
