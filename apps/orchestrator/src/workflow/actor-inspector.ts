import type { InspectionEvent } from 'xstate';
import { HOST_FIELD } from './host-input.js';

type Inspect = (event: InspectionEvent) => void;

// An extra inspector for every workflow actor (development only: @statelyai/inspect, see
// support/stately-inspect.ts); none by default, so production runs only the history recorder.
let extra: Inspect | null = null;

export function setActorInspector(inspect: Inspect | null): void {
  extra = inspect;
}

/** The runner's inspect callback, joined with the extra inspector when one is set. */
export function withActorInspector(own: Inspect): Inspect {
  const other = extra;
  return other === null ? own : (event) => {
    own(event);
    other(withoutHostInput(event));
  };
}

/** The inspection as a tool outside the process may see it: the command's host input (a session token, ...) left out. */
function withoutHostInput(inspection: InspectionEvent): InspectionEvent {
  const event = 'event' in inspection ? (inspection.event as Record<string, unknown> | undefined) : undefined;
  if (event === undefined || !(HOST_FIELD in event)) return inspection;
  const { [HOST_FIELD]: _host, ...rest } = event;
  return { ...inspection, event: rest } as InspectionEvent;
}
