import { isShopId, SHOP_ID_RULE } from '@tafel/domain';
import { badUserInput } from './app-error.js';
import { inputExcerpt } from './input-excerpt.js';

/** Ids we pass on to the upstream: the shop's ids of libs/domain (SHOP_ID_PATTERN). */
export function isSafeId(value: unknown): value is string {
  return isShopId(value);
}

/** Refuses an unsafe id with BAD_USER_INPUT naming the argument; the value is shown as a short excerpt. */
export function requireSafeId(name: string, value: unknown): string {
  if (isSafeId(value)) return value;
  throw badUserInput(unsafeIdMessage(name, value));
}

/** "<name> must be 1-64 characters … (got '<excerpt>')": the message of every refused id. */
export function unsafeIdMessage(name: string, value: unknown): string {
  return `${name} ${SHOP_ID_RULE} (got ${inputExcerpt(value)})`;
}
