/**
 * INTERNAL_API_SECRET, shared by the storefront and the orchestrator: the storefront sends it with
 * the browser's address at staff sign-in, and only a request carrying it may name that address.
 * 32–256 printable ASCII characters without spaces (a header value as it is, at least ~190 bits
 * when random).
 */
const INTERNAL_API_SECRET_PATTERN = /^[\x21-\x7e]{32,256}$/;

/** The rule, as both apps' configuration names it (never with the value: a secret is not echoed). */
export const INTERNAL_API_SECRET_RULE = 'INTERNAL_API_SECRET must be 32-256 printable ASCII characters without spaces';

/** Whether a non-empty INTERNAL_API_SECRET has the required form. */
export function isInternalApiSecret(value: string): boolean {
  return INTERNAL_API_SECRET_PATTERN.test(value);
}
