import { badUserInput } from './app-error.js';
import { inputExcerpt } from './input-excerpt.js';

/** Ids we pass on to the upstream: non-empty, at most 64 characters of A-Z a-z 0-9 - _. */
export const SAFE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const SAFE_ID_RULE = 'must be 1-64 characters of A-Z a-z 0-9 - _';

export function isSafeId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_ID_PATTERN.test(value);
}

/** Refuses an unsafe id with BAD_USER_INPUT naming the argument; the value is shown as a short excerpt. */
export function requireSafeId(name: string, value: unknown): string {
  if (isSafeId(value)) return value;
  throw badUserInput(unsafeIdMessage(name, value));
}

/** "<name> must be 1-64 characters … (got '<excerpt>')": the message of every refused id. */
export function unsafeIdMessage(name: string, value: unknown): string {
  return `${name} ${SAFE_ID_RULE} (got ${inputExcerpt(value)})`;
}
