/** The quantity field's bounds for a lightning deal (spec §5: bounded by the max lightning quantity). */
export interface LightningQuantityBounds {
  min: number;
  max: number;
}

// Upstream numbers are outside input: anything that is not a finite number counts as nothing, and
// fractions are floored, so a bad value can only ever lower what a cart may add.
function wholeOrZero(value: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * How many of a deal's item the cart may still add at the deal price (spec §4): the deal's
 * maximum per cart minus what the cart already holds at the deal price, floored at 0, and at
 * most the stock left when that is known.
 */
export function allowedLightningQuantity(quantityMax: number, inCart: number, stockLeft?: number): number {
  // An unreadable inCart must not hand out the whole maximum again.
  if (typeof inCart !== 'number' || !Number.isFinite(inCart)) return 0;
  const allowed = Math.max(0, wholeOrZero(quantityMax) - Math.max(0, Math.ceil(inCart)));
  return stockLeft === undefined ? allowed : Math.min(allowed, wholeOrZero(stockLeft));
}

/** The quantity field's bounds: minimum 1 (0 when nothing may be added), maximum the allowed quantity. */
export function lightningQuantityBounds(allowed: number): LightningQuantityBounds {
  const max = wholeOrZero(allowed);
  return { min: max === 0 ? 0 : 1, max };
}
