import { returnableQuantity } from '../orders/order-status.js';
import type { OrderItemRecord, OrderRecord } from '../orders/order-types.js';
import type { IllustrationKind } from '../types.js';
import { carriersFor, type ReturnCarrierDef } from './carriers.js';
import { regulationsFor, type RegulationDef } from './regulations.js';
import { problem, RETURN_MESSAGES, type ReturnProblem } from './return-messages.js';
import { isBulky, returnReason, type ReturnReasonDef } from './return-reasons.js';

/** An item picked for return as clients send it (spec §7: selectedItems with id, quantity, reason). */
export interface SelectedItem {
  id: string;
  quantity: number;
  reason: string;
}

export interface ResolvedItem {
  line: OrderItemRecord;
  quantity: number;
  reason: ReturnReasonDef;
  kind: IllustrationKind | undefined;
}

/** A checked selection with what it allows next (regulations, then carriers). */
export interface Selection {
  items: ResolvedItem[];
  regulations: RegulationDef[];
  carriers: ReturnCarrierDef[];
}

/** At most one entry per order line; a bound for the loops below. */
export const MAX_SELECTED_ITEMS = 50;

/**
 * Checks a selection against the order: every id a line with something left to return, each
 * line once, a whole quantity from 1 to the returnable quantity, a known reason. `field` names
 * the input list in problems (e.g. items.2.quantity).
 */
export function checkSelection(
  order: OrderRecord,
  selected: readonly SelectedItem[],
  now: number,
  kindOf: (line: OrderItemRecord) => IllustrationKind | undefined,
  field = 'selectedItems',
): { ok: true; selection: Selection } | ({ ok: false } & ReturnProblem) {
  const fail = (key: string, at: string | null = field) => ({ ok: false as const, ...problem(key, at) });
  if (selected.length === 0) return fail(RETURN_MESSAGES.noItemsSelected);
  if (selected.length > MAX_SELECTED_ITEMS) return fail(RETURN_MESSAGES.invalidSelection);
  const items: ResolvedItem[] = [];
  for (const [index, entry] of selected.entries()) {
    const at = `${field}.${index}`;
    const line = order.items.find((l) => l.itemId === entry.id);
    const returnable = line ? returnableQuantity(order, line, now) : 0;
    if (!line || returnable === 0 || items.some((i) => i.line === line)) return fail(RETURN_MESSAGES.invalidSelection, `${at}.id`);
    if (!Number.isInteger(entry.quantity) || entry.quantity < 1) return fail(RETURN_MESSAGES.invalidSelection, `${at}.quantity`);
    if (entry.quantity > returnable) return fail(RETURN_MESSAGES.quantityExceeded, `${at}.quantity`);
    const reason = returnReason(entry.reason);
    if (!reason) return fail(RETURN_MESSAGES.invalidReason, `${at}.reason`);
    items.push({ line, quantity: entry.quantity, reason, kind: kindOf(line) });
  }
  const reasons = items.map((i) => i.reason);
  return {
    ok: true,
    selection: {
      items,
      regulations: regulationsFor(reasons, order.shop === 'b2b'),
      carriers: carriersFor(order.shop, items.some((i) => isBulky(i.kind))),
    },
  };
}
