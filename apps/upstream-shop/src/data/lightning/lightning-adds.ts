import { QUANTITY_OVER_LIMIT_KEY } from '@tafel/domain';
import type { CartOperationInput } from '@tafel/graphql-schema/upstream-resolvers';
import { SOMETHING_WENT_WRONG, type CartMessageRecord } from '../cart-ops.js';
import type { CartRecord } from '../cart-store.js';
import { splitLightningItemId } from './lightning-item-id.js';
import type { LightningStore } from './lightning-store.js';
import type { LightningDealRecord, ReservationLine } from './lightning-types.js';
import { lightningAllowance } from './reservation-math.js';

export interface LightningAdd {
  itemId: string;
  quantity: number;
  deal: LightningDealRecord;
}

/** ops: the operations with the suffix removed, for the ordinary cart rules; adds: what to reserve once they passed. */
export type LightningPlan = { ok: true; ops: CartOperationInput[]; adds: LightningAdd[] } | { ok: false; messages: CartMessageRecord[] };

/**
 * cart_update, before anything is written: every addPosition whose itemId carries
 * #LIGHTNING_DEAL must name an item with a running deal and stay within what the cart may
 * still reserve (spec §4 allowed lightning quantity). Several adds of one item in one update
 * count together. An expired reservation counts nothing: a new add starts a new one.
 */
export function planLightningAdds(ops: readonly CartOperationInput[], cart: CartRecord, store: LightningStore, now: number): LightningPlan {
  const adds: LightningAdd[] = [];
  const messages: CartMessageRecord[] = [];
  const planned = new Map<string, number>();
  const cleaned = ops.map((op, index): CartOperationInput => {
    if (!op.addPosition) return op;
    const { itemId, lightning } = splitLightningItemId(op.addPosition.itemId);
    if (!lightning) return op;
    const path = `ops.${index}.addPosition`;
    const deal = store.runningDeal(itemId, now);
    const quantity = op.addPosition.quantity;
    if (!deal) {
      messages.push({ messageKey: SOMETHING_WENT_WRONG, message: `Item "${itemId}" has no running lightning deal.`, fieldName: `${path}.itemId` });
    } else if (Number.isInteger(quantity) && quantity > 0) {
      // Not whole or below 1: the ordinary quantity check of cart_update reports it.
      const before = planned.get(itemId) ?? 0;
      const allowed = lightningAllowance(deal.quantityMax, store.activeQuantity(cart, itemId, now) + before, store.stockLeft(deal, now) - before);
      if (quantity > allowed) {
        messages.push({ messageKey: QUANTITY_OVER_LIMIT_KEY, message: `At most ${allowed} more of item "${itemId}" can be added at the lightning price.`, fieldName: `${path}.quantity` });
      } else {
        adds.push({ itemId, quantity, deal });
        planned.set(itemId, before + quantity);
      }
    }
    return { ...op, addPosition: { ...op.addPosition, itemId } };
  });
  return messages.length > 0 ? { ok: false, messages } : { ok: true, ops: cleaned, adds };
}

/** After the cart was written: reserve the adds for the reservation length (15 minutes) from now, and let the reservation follow the cart. */
export function commitLightningAdds(store: LightningStore, cart: CartRecord, adds: readonly LightningAdd[], now: number): void {
  if (adds.length > 0) {
    const current = store.reservation(cart.id);
    const lines: ReservationLine[] = current && current.expiresAt > now ? current.lines.map((l) => ({ ...l })) : [];
    for (const add of adds) {
      const line = lines.find((l) => l.itemId === add.itemId);
      if (line) Object.assign(line, { quantity: line.quantity + add.quantity, dealEndsAt: add.deal.endsAt });
      else lines.push({ itemId: add.itemId, quantity: add.quantity, dealEndsAt: add.deal.endsAt });
    }
    store.save({ cartId: cart.id, userId: cart.userId, lines, startedAt: now, expiresAt: now + store.reservationMs });
  }
  store.reconcile(cart.id);
}
