import type { CheckoutLine } from '../../src/data/checkout/checkout-lines.js';

/** A checkout line for unit specs; only what a spec names differs from a plain 2,49 € article. */
export function line(overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  const quantity = overrides.quantity ?? 1;
  const unitCents = overrides.unitCents ?? 249;
  return {
    positionId: 'p1',
    itemId: '10401-01',
    productId: '10401',
    name: 'Schnellhefter, Blau',
    articleNumber: '501.048',
    variationText: 'Farbe: Blau',
    quantity,
    unitCents,
    lightningQuantity: 0,
    lightningUnitCents: 0,
    lineCents: unitCents * quantity,
    spedition: false,
    amazonPayBlocked: false,
    ...overrides,
  };
}
