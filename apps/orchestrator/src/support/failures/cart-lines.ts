import type { CartLine } from '../../checkout/index.js';

export type CartLineChange = 'SAME' | 'ADDED' | 'REMOVED' | 'CHANGED';

export interface CartDiffRow {
  itemId: string;
  articleNumber: string;
  name: string;
  change: CartLineChange;
  submittedQuantity: number | null;
  currentQuantity: number | null;
  submittedUnitCents: number | null;
  currentUnitCents: number | null;
}

/** Line by line: what was submitted against what the upstream cart holds now (pure). */
export function diffCarts(submitted: readonly CartLine[], current: readonly CartLine[]): CartDiffRow[] {
  const now = new Map(current.map((line) => [line.itemId, line]));
  const rows: CartDiffRow[] = submitted.map((line) => {
    const other = now.get(line.itemId);
    now.delete(line.itemId);
    const change: CartLineChange = other === undefined ? 'REMOVED' : other.quantity !== line.quantity || other.unitCents !== line.unitCents ? 'CHANGED' : 'SAME';
    return {
      itemId: line.itemId,
      articleNumber: line.articleNumber,
      name: line.name,
      change,
      submittedQuantity: line.quantity,
      currentQuantity: other?.quantity ?? null,
      submittedUnitCents: line.unitCents,
      currentUnitCents: other?.unitCents ?? null,
    };
  });
  for (const line of now.values()) {
    rows.push({ itemId: line.itemId, articleNumber: line.articleNumber, name: line.name, change: 'ADDED', submittedQuantity: null, currentQuantity: line.quantity, submittedUnitCents: null, currentUnitCents: line.unitCents });
  }
  return rows;
}
