import type { OrderRecord } from '../../data/orders/order-types.js';
import { returnsEnabled } from '../../data/returns/return-switch.js';
import { badUserInput, UpstreamError } from '../../errors.js';
import type { UpstreamContext } from '../context.js';

export const RETURNS_DISABLED_KEY = 'ishop.api.error.returns_disabled';

/** Hashes are ours (hex or base64url); anything else cannot be one. */
export const HASH_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Every return operation starts here: with the switch off the return API does not exist (spec §2: 404). */
export function requireReturns(): void {
  if (!returnsEnabled()) throw new UpstreamError('NOT_FOUND', 'Returns are not available', RETURNS_DISABLED_KEY);
}

/** A hash argument of a query: malformed is BAD_USER_INPUT. */
export function checkHash(hash: string): string {
  if (!HASH_PATTERN.test(hash)) throw badUserInput('hash must be 1 to 64 letters, digits, "-" or "_".');
  return hash;
}

/** The order of a return link's hash; undefined for a malformed or unknown hash. */
export function orderByHash(context: UpstreamContext, hash: string): OrderRecord | undefined {
  return HASH_PATTERN.test(hash) ? context.stores.orders.findByReturnHash(hash) : undefined;
}

/** Postcodes compare without blanks and case ("8001" = "8001 ", "1060" = "1060"). */
export const normalisePostcode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
