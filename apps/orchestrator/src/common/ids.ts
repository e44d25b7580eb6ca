import { badUserInput } from './app-error.js';

/** Ids we pass on to the upstream: non-empty, at most 64 characters of A-Z a-z 0-9 - _. */
export const SAFE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const SAFE_ID_RULE = 'must be 1-64 characters of A-Z a-z 0-9 - _';

export function isSafeId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_ID_PATTERN.test(value);
}

/** Refuses an unsafe id with BAD_USER_INPUT naming the argument; the value is shown shortened. */
export function requireSafeId(name: string, value: unknown): string {
  if (isSafeId(value)) return value;
  const shown = typeof value === 'string' ? value.slice(0, 70) : String(value);
  throw badUserInput(`${name} ${SAFE_ID_RULE} (got '${shown}')`);
}
