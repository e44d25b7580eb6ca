import type { InspectionEvent } from 'xstate';

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
    other(event);
  };
}
