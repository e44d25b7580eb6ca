import { randomUUID } from 'node:crypto';

/** A new return's workflow id: opaque and unguessable (the storefront keeps it in an http-only cookie). */
export function newReturnId(): string {
  return `rt-${randomUUID()}`;
}

/** Return ids this API hands out; anything else is not found without touching Redis. */
export const RETURN_ID_PATTERN = /^rt-[0-9a-f-]{36}$/;
