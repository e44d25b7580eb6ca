import { isShopId } from '@tafel/domain';
import { allowedLightningQuantity } from './quantity.js';
import { LIGHTNING_CHANGE_REASONS, type LightningChange, type LightningEvent, type LightningGuardReason, type LightningReservedItem } from './lightning.types.js';

/** Whether the value is a readable ISO 8601 timestamp. */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && Number.isFinite(Date.parse(value));
}

/** Whether the items are a reservation's items: shop ids, each once, positive whole quantities. */
export function areReservedItems(items: unknown): items is LightningReservedItem[] {
  if (!Array.isArray(items)) return false;
  const ids = new Set<string>();
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) return false;
    const { itemId, quantity } = item as Record<string, unknown>;
    if (!isShopId(itemId) || ids.has(itemId) || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return false;
    ids.add(itemId);
  }
  return true;
}

/** Whether the value is a LightningChange of known reasons and item ids. */
export function isLightningChange(change: unknown): change is LightningChange {
  if (typeof change !== 'object' || change === null) return false;
  const { reasons, changedItemIds } = change as Record<string, unknown>;
  return (
    Array.isArray(reasons) &&
    reasons.every((r) => (LIGHTNING_CHANGE_REASONS as readonly unknown[]).includes(r)) &&
    Array.isArray(changedItemIds) &&
    changedItemIds.every((id) => isShopId(id))
  );
}

/** What the cart holds of the item at the deal price, counting only a running (not expired) reservation. */
export function heldQuantity(items: readonly LightningReservedItem[], itemId: string): number {
  return items.find((i) => i.itemId === itemId)?.quantity ?? 0;
}

/** Why an add at the deal price must be refused, or null. `held`: what the cart holds of the item now. */
export function reserveProblem(event: Extract<LightningEvent, { type: 'reserve.requested' }>, held: number): LightningGuardReason | null {
  if (!isShopId(event.itemId)) return 'ITEM_INVALID';
  if (event.dealAvailable !== true) return 'DEAL_OVER';
  if (typeof event.quantity !== 'number' || !Number.isInteger(event.quantity) || event.quantity < 1) return 'QUANTITY_INVALID';
  if (event.quantity > allowedLightningQuantity(event.quantityMax, held, event.stockLeft)) return 'QUANTITY_ABOVE_ALLOWED';
  return null;
}

/** Why a host outcome cannot be taken (malformed items, end or change), or null. */
export function outcomeProblem(event: LightningEvent): LightningGuardReason | null {
  switch (event.type) {
    case 'reserve.succeeded':
      return areReservedItems(event.items) && event.items.length > 0 && isTimestamp(event.expiresAt) ? null : 'OUTCOME_INVALID';
    case 'refresh.succeeded':
    case 'extend.succeeded':
      if (!areReservedItems(event.items) || !isLightningChange(event.change)) return 'OUTCOME_INVALID';
      // Everything not legal any more: nothing held, no end. Otherwise the new end is required.
      return event.items.length === 0 || isTimestamp(event.expiresAt) ? null : 'OUTCOME_INVALID';
    case 'cart.synced':
      if (!areReservedItems(event.items) || typeof event.expired !== 'boolean') return 'OUTCOME_INVALID';
      return event.items.length === 0 || isTimestamp(event.expiresAt) ? null : 'OUTCOME_INVALID';
    case 'reserve.failed':
    case 'refresh.failed':
    case 'extend.failed':
      return typeof event.reason === 'string' && event.reason.length > 0 && event.reason.length <= 200 ? null : 'OUTCOME_INVALID';
    default:
      return null;
  }
}

/** The change an expiry makes: every held item falls back to the normal price. */
export function expiryChange(items: readonly LightningReservedItem[]): LightningChange {
  return { reasons: ['EXPIRED'], changedItemIds: items.map((i) => i.itemId) };
}
