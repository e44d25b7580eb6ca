import { globalParameter, PARAMETERS } from '../content/parameters.js';

/** Reads one global parameter entry; null when it is not set. */
export type ParameterSource = (name: string, entry: string) => string | null;

// The seeded parameter table is read-only, so the source is swappable: a test (or a dev
// experiment) can switch returns off without a second copy of the rule below.
let source: ParameterSource = globalParameter;

/**
 * The global return switch, read in this one place (spec §2/§6: returns only when the switch
 * equals 'true'). Read on every call so a changed parameter applies to the next request.
 */
export function returnsEnabled(): boolean {
  return source(PARAMETERS.returnSwitch.name, PARAMETERS.returnSwitch.returns) === 'true';
}

/** Replaces where the switch is read from; returns a function that restores the previous source. */
export function useReturnSwitchSource(next: ParameterSource): () => void {
  const previous = source;
  source = next;
  return () => {
    source = previous;
  };
}
