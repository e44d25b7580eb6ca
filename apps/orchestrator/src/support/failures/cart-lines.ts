import { toCents } from '@tafel/domain';
import type { UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';

/** A cart line as support compares it. */
export interface CartLine {
  itemId: string;
  articleNumber: string;
  name: string;
  quantity: number;
  unitCents: number;
}

/** A cart as captured for support: lines and total, no personal data. */
export interface CartCapture {
  lines: CartLine[];
  totalCents: number;
  /** The cart was already ordered upstream when read. */
  submitted: boolean;
  capturedAt: string;
}

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

export function captureCart(cart: UpstreamCartFragment, at: Date = new Date()): CartCapture {
  return {
    lines: cart.items.map((item) => ({
      itemId: item.itemId,
      articleNumber: item.articleNumber,
      name: item.name,
      quantity: item.quantity,
      unitCents: toCents(item.unitPrices.current.amount),
    })),
    totalCents: toCents(cart.details.total.amount),
    submitted: cart.attributes.submitted,
    capturedAt: at.toISOString(),
  };
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
