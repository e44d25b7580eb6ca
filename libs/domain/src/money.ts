/** Currency of every Tafel storefront (spec: EUR on all sites). */
export const SHOP_CURRENCY = 'EUR';

const euroFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in cents for a shop language, by default the German way: 349 → "3,49 €"
 * (en-DE: "€3.49"). Formatters are built once per locale.
 */
export function formatCents(cents: number, locale = 'de-DE'): string {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: SHOP_CURRENCY });
    euroFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

/** Rounds a euro amount to whole cents, e.g. for amounts received as floats. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Discount in whole percent between an old and a current price; null below 1 %. */
export function discountPercent(oldCents: number, currentCents: number): number | null {
  if (oldCents <= 0 || currentCents >= oldCents) return null;
  const percent = Math.floor(((oldCents - currentCents) / oldCents) * 100);
  return percent >= 1 ? percent : null;
}

/** Spec: a discount badge is shown only at 5 percent or more. */
export function showsDiscountBadge(percent: number | null | undefined): boolean {
  return typeof percent === 'number' && percent >= 5;
}
