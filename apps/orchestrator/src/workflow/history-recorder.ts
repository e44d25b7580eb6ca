import type { EventObject, InspectionEvent } from 'xstate';
import type { WorkflowActor, WorkflowEventInput } from './workflow-save-script.js';
import { HOST_FIELD } from './host-input.js';

/**
 * The dotted state value of a snapshot, e.g. active.shipping.editing. A parallel state names
 * every region, separated by ", " (e.g. "flow.preparing.selection, uploads.idle"): a region
 * left out would hide half of where the workflow stands.
 */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries((value ?? {}) as Record<string, unknown>);
  if (entries.length > 1) return entries.map(([region, child]) => stateName({ [region]: child })).join(', ');
  const [key, child] = entries[0] ?? ['', ''];
  return child === undefined || child === '' ? key : `${key}.${stateName(child)}`;
}

/**
 * Collects the events the root actor accepted during one command, with the state each one led
 * to: the events the command sent (by its actor: shopper, system or support) and the ones the
 * machine raised itself when a host actor finished (by "system"). XState's internal events
 * (xstate.init, xstate.done.actor.*) are left out; an event that ran several microsteps (e.g.
 * through a transient routing state) is one entry. The per-call host input an event carries is
 * never recorded (it may hold a session token).
 */
export class HistoryRecorder {
  private readonly entries: { event: EventObject; state: string }[] = [];
  private readonly sent = new WeakSet<object>();

  constructor(
    private readonly command: string,
    private readonly actor: WorkflowActor,
  ) {}

  /** Marks an event as sent by the command (so it is credited to the command's actor). */
  sending(event: EventObject): void {
    this.sent.add(event);
  }

  /** The inspect callback for createActor. */
  readonly inspect = (inspection: InspectionEvent): void => {
    if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
    const event = inspection.event;
    // An event no transition took was ignored by the machine: nothing to record.
    if (event.type.startsWith('xstate.') || inspection._transitions.length === 0) return;
    const state = stateName(inspection.snapshot && 'value' in inspection.snapshot ? inspection.snapshot.value : '');
    const last = this.entries[this.entries.length - 1];
    if (last && last.event === event) last.state = state;
    else this.entries.push({ event, state });
  };

  /** The accepted events as store entries. */
  events(at: Date = new Date()): WorkflowEventInput[] {
    return this.entries.map(({ event, state }) => {
      const { type, [HOST_FIELD]: _host, ...payload } = event as EventObject & Record<string, unknown>;
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
