/** Totals of one wishlist entry in cents (spec §3 totals), before they become Price views. */
export interface EntryTotalsCents {
  current: number;
  old: number | null;
  lightning: number | null;
  savings: number | null;
  /** What would be charged: the lightning price while the deal runs, else the current price. */
  pay: number;
}

export function entryTotals(unitCents: number, oldUnitCents: number | null, lightningUnitCents: number | null, quantity: number): EntryTotalsCents {
  const current = unitCents * quantity;
  const old = oldUnitCents === null ? null : oldUnitCents * quantity;
  const lightning = lightningUnitCents === null ? null : lightningUnitCents * quantity;
  const pay = lightning ?? current;
  const saved = (old ?? current) - pay;
  return { current, old, lightning, savings: saved > 0 ? saved : null, pay };
}
