import { badUserInput } from '../../errors.js';
import { cleanQuery } from '../../data/catalogue/search-text.js';

// Argument checks of the catalogue queries: malformed input is BAD_USER_INPUT, never a crash.

export const MAX_ID_LENGTH = 64;
export const MAX_TEXT_LENGTH = 100;

/** An id of 1 to 64 characters without control characters. */
export function checkId(value: string, name: string): string {
  // eslint-disable-next-line no-control-regex
  if (value.length === 0 || value.length > MAX_ID_LENGTH || /[\u0000-\u001f]/.test(value)) {
    throw badUserInput(`${name} must be 1 to ${MAX_ID_LENGTH} characters, got ${value.length}.`);
  }
  return value;
}

/** Free text: trimmed, inner blanks collapsed, 1 to 100 characters. */
export function checkText(value: string, name: string): string {
  if (value.length > MAX_TEXT_LENGTH * 4) throw badUserInput(`${name} must be at most ${MAX_TEXT_LENGTH} characters.`);
  const text = cleanQuery(value);
  if (text === '') throw badUserInput(`${name} must not be blank.`);
  if (text.length > MAX_TEXT_LENGTH) throw badUserInput(`${name} must be at most ${MAX_TEXT_LENGTH} characters, got ${text.length}.`);
  return text;
}

export function checkInt(value: number, name: string, min: number, max: number = Number.MAX_SAFE_INTEGER): number {
  if (value < min || value > max) {
    throw badUserInput(max === Number.MAX_SAFE_INTEGER ? `${name} must be ${min} or more, got ${value}.` : `${name} must be between ${min} and ${max}, got ${value}.`);
  }
  return value;
}

/** Copies an object's properties including getters, so lazy fields stay lazy. */
export function withLazy<T extends object, U extends object>(target: T, lazy: U): T & U {
  return Object.defineProperties(target, Object.getOwnPropertyDescriptors(lazy)) as T & U;
}
