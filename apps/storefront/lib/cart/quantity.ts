import { checkQuantity, clampQuantityField, type QuantityCheck, type QuantityFieldBounds, type QuantityLimits } from '@tafel/domain';
import type { Translator } from '@/lib/i18n/i18n';

/** A quantity typed by the shopper: a whole number, or NaN for anything else (also empty). */
export function parseQuantityInput(value: FormDataEntryValue | string | null | undefined): number {
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  return /^[+-]?\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
}

/** Text for a refused quantity (spec keys vue.buybox.text.quantity.error / vue.pdp.minQuantity). */
export function quantityProblemText(check: Extract<QuantityCheck, { ok: false }>, i18n: Pick<Translator, 'message'>): string {
  if (check.reason === 'NOT_A_WHOLE_NUMBER') return i18n.message('tafel.quantity.notAWholeNumber');
  return i18n.message(check.messageKey, { limit: check.limit });
}

/** Checks typed input against an item's limits: the quantity, or the message for the field in the shop language. */
export function validateQuantityInput(
  value: FormDataEntryValue | string | null | undefined,
  limits: QuantityLimits,
  i18n: Pick<Translator, 'message'>,
): { ok: true; quantity: number } | { ok: false; message: string } {
  const check = checkQuantity(parseQuantityInput(value), limits);
  return check.ok ? check : { ok: false, message: quantityProblemText(check, i18n) };
}

/**
 * The field text after a press on − (delta -1) or + (delta 1): one step from the typed quantity,
 * or from `fallback` while the field holds no whole number, kept within min … max.
 */
export function steppedQuantity(value: string, delta: number, limits: { min: number; max: number; fallback: number }): string {
  const current = parseQuantityInput(value);
  const base = Number.isNaN(current) ? limits.fallback : current;
  return String(Math.min(limits.max, Math.max(limits.min, base + delta)));
}

/**
 * Spec §5 for a buy field (product page, lightning deal): the shared clamp rule with its signal
 * in the shop language. Above the maximum clamps at once; below the minimum only when `leaving`.
 * `error` is null when the field holds a value within its bounds (or no whole number yet).
 */
export function clampBuyQuantity(
  text: string,
  bounds: QuantityFieldBounds,
  leaving: boolean,
  i18n: Pick<Translator, 'message'>,
): { value: string; error: string | null; minimum: number | null } {
  const clamped = clampQuantityField(text, bounds, { leaving });
  return {
    value: clamped.value,
    error: clamped.signal ? i18n.message(clamped.signal.messageKey, { limit: clamped.signal.limit }) : null,
    minimum: minimumSignalled(text, clamped.signal),
  };
}

/**
 * The article's minimum order quantity when the clamp raised a field to it (spec §2
 * MinimalOrderQuantityFlyout), else null: not for the plain "at least 1" of every article. The
 * side is told by the typed number, so no message key is named here.
 */
export function minimumSignalled(text: string, signal: { limit: number } | null): number | null {
  return signal && signal.limit > 1 && Number(text.trim()) < signal.limit ? signal.limit : null;
}
