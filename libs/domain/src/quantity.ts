/** Spec §9 (catalogue): quantities are at most 9999 unless the item allows fewer. */
export const MAX_QUANTITY = 9999;
/** Spec: the minimum quantity defaults to 1. */
export const MIN_QUANTITY = 1;

/** Message key for a quantity above the limit (spec catalogue §8). */
export const QUANTITY_OVER_LIMIT_KEY = 'vue.buybox.text.quantity.error';
/** Message key for a quantity below the minimum order quantity (spec catalogue §8). */
export const QUANTITY_BELOW_MINIMUM_KEY = 'vue.pdp.minQuantity';

/** Limits of one item as the upstream reports them. */
export interface QuantityLimits {
  maxQuantity?: number | null;
  minimumOrderQuantity?: number | null;
}

/** The outcome of a quantity check: ok, or the message key and the bound that was broken. */
export type QuantityCheck =
  | { ok: true; quantity: number }
  | { ok: false; messageKey: string; limit: number; reason: 'NOT_A_WHOLE_NUMBER' | 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM' };

/** Effective maximum: the item's maxQuantity when set and positive, capped at 9999. */
export function maxQuantityFor(limits: QuantityLimits): number {
  const max = limits.maxQuantity;
  return typeof max === 'number' && max > 0 ? Math.min(max, MAX_QUANTITY) : MAX_QUANTITY;
}

/** Effective minimum: the item's minimumOrderQuantity when above 1, else 1. */
export function minQuantityFor(limits: QuantityLimits): number {
  const min = limits.minimumOrderQuantity;
  return typeof min === 'number' && min > MIN_QUANTITY ? min : MIN_QUANTITY;
}

/**
 * Checks a requested line quantity against the item's limits.
 * Non-integers and values below the minimum or above the maximum are refused with the spec's keys.
 */
export function checkQuantity(quantity: unknown, limits: QuantityLimits = {}): QuantityCheck {
  const min = minQuantityFor(limits);
  const max = maxQuantityFor(limits);
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) {
    return { ok: false, messageKey: QUANTITY_BELOW_MINIMUM_KEY, limit: min, reason: 'NOT_A_WHOLE_NUMBER' };
  }
  if (quantity < min) return { ok: false, messageKey: QUANTITY_BELOW_MINIMUM_KEY, limit: min, reason: 'BELOW_MINIMUM' };
  if (quantity > max) return { ok: false, messageKey: QUANTITY_OVER_LIMIT_KEY, limit: max, reason: 'ABOVE_MAXIMUM' };
  return { ok: true, quantity };
}
