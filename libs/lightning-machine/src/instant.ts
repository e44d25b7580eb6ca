/**
 * Whether two timestamps name the same instant: a reservation end travels as ISO text (the
 * upstream's, our snapshot's, a job's payload) and two spellings of one instant are the same end.
 * Anything that is not a readable timestamp is never the same.
 */
export function sameInstant(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const at = Date.parse(a);
  return Number.isFinite(at) && at === Date.parse(b);
}
