import { checkQuantity, isShopId, SHOP_ID_RULE } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { validationFailed, type TypedValidationError } from '../../cart/index.js';
import { inputExcerpt } from '../../common/input-excerpt.js';
import { LIGHTNING_GENERIC_KEY } from './lightning-results.js';

export type LightningInputCheck<T> = { ok: true; value: T } | { ok: false; result: TypedValidationError };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function idError(field: string, value: unknown): FieldError | null {
  return isShopId(value) ? null : { field, messageKey: LIGHTNING_GENERIC_KEY, message: `${field} ${SHOP_ID_RULE} (got ${inputExcerpt(value)})`, params: [] };
}

/** The domain rule 1..9999 (the deal's own bound is the machine's QUANTITY_ABOVE_ALLOWED), with the spec's keys. */
function quantityError(quantity: unknown): FieldError | null {
  const check = checkQuantity(quantity);
  if (check.ok) return null;
  return { field: 'quantity', messageKey: check.messageKey, message: `quantity must be a whole number from 1 to 9999 (got ${inputExcerpt(quantity)})`, params: [{ name: 'limit', value: String(check.limit) }] };
}

function checked<T>(errors: (FieldError | null)[], value: T): LightningInputCheck<T> {
  const found = errors.filter((e): e is FieldError => e !== null);
  return found.length > 0 ? { ok: false, result: validationFailed(found) } : { ok: true, value };
}

/** AddLightningDealToCartInput: shop ids and a whole quantity 1..9999; anything else answers ValidationError, nothing is called. */
export function checkAddInput(input: unknown): LightningInputCheck<{ cartId: string; itemId: string; quantity: number }> {
  const { cartId, itemId, quantity } = isRecord(input) ? input : {};
  return checked([idError('cartId', cartId), idError('itemId', itemId), quantityError(quantity)], { cartId: cartId as string, itemId: itemId as string, quantity: quantity as number });
}

/** LightningCartRefInput. */
export function checkCartRef(input: unknown): LightningInputCheck<{ cartId: string }> {
  const { cartId } = isRecord(input) ? input : {};
  return checked([idError('cartId', cartId)], { cartId: cartId as string });
}
