import { maxQuantityFor, minQuantityFor, QUANTITY_BELOW_MINIMUM_KEY, QUANTITY_OVER_LIMIT_KEY, type QuantityLimits } from './quantity.js';

/** The bounds a quantity field keeps its value within (spec catalogue §5). */
export interface QuantityFieldBounds {
  min: number;
  max: number;
}

/** What a clamped field signals: the spec's key and the limit it hit. */
export interface QuantityFieldSignal {
  messageKey: typeof QUANTITY_OVER_LIMIT_KEY | typeof QUANTITY_BELOW_MINIMUM_KEY;
  limit: number;
}

/** The outcome of clampQuantityField: the field's new text, the whole number it holds (null when none), the signal, and whether the line goes. */
export interface ClampedQuantityField {
  value: string;
  quantity: number | null;
  signal: QuantityFieldSignal | null;
  /** Spec §5: below 1 with delete-on-zero deletes the line. */
  remove: boolean;
}

/** A typed quantity: a whole number of up to 7 digits (sign allowed), else NaN (also empty text). */
export function parseQuantityText(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  return /^[+-]?\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Spec §5 bounds of a quantity field: minimum the minimumOrderQuantity, but 0 when the current
 * quantity is already below it (a line the shop lowered stays editable); maximum the item's
 * maxQuantity, else 9999; a lightning deal's field is bounded by its allowed lightning quantity.
 */
export function quantityFieldBounds(limits: QuantityLimits & { currentQuantity?: number | null; lightningMax?: number | null }): QuantityFieldBounds {
  const moq = minQuantityFor(limits);
  const current = limits.currentQuantity;
  const min = typeof current === 'number' && current < moq ? 0 : moq;
  const lightning = limits.lightningMax;
  const max = typeof lightning === 'number' && lightning >= 0 ? Math.min(maxQuantityFor(limits), Math.floor(lightning)) : maxQuantityFor(limits);
  return { min: Math.min(min, max), max };
}

/**
 * Spec §5, the one rule for every quantity field: typing above the maximum clamps the field to it
 * and signals the limit (vue.buybox.text.quantity.error); below the minimum clamps to it and signals
 * the minimum (vue.pdp.minQuantity); below 1 with `deleteOnZero` removes the line instead.
 * `leaving`: the shopper left the field (or submits); only then is a value below the minimum
 * clamped, so typing "12" for a minimum of 5 is not cut short at the "1". Text that is no whole
 * number yet is left as it is (quantity null).
 */
export function clampQuantityField(
  text: string,
  bounds: QuantityFieldBounds,
  options: { leaving: boolean; deleteOnZero?: boolean },
): ClampedQuantityField {
  const quantity = parseQuantityText(text);
  if (Number.isNaN(quantity)) return { value: text, quantity: null, signal: null, remove: false };
  if (quantity > bounds.max) return { value: String(bounds.max), quantity: bounds.max, signal: { messageKey: QUANTITY_OVER_LIMIT_KEY, limit: bounds.max }, remove: false };
  if (!options.leaving) return { value: text, quantity, signal: null, remove: false };
  if (quantity < 1 && options.deleteOnZero) return { value: '0', quantity: 0, signal: null, remove: true };
  if (quantity < bounds.min) return { value: String(bounds.min), quantity: bounds.min, signal: { messageKey: QUANTITY_BELOW_MINIMUM_KEY, limit: bounds.min }, remove: false };
  // Below 1 without delete-on-zero is no quantity at all, even where the minimum is 0.
  if (quantity < 1) return { value: '1', quantity: 1, signal: { messageKey: QUANTITY_BELOW_MINIMUM_KEY, limit: 1 }, remove: false };
  return { value: String(quantity), quantity, signal: null, remove: false };
}
