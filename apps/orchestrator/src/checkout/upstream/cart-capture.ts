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

/**
 * A cart as kept for support: lines and total, no personal data. The cart a submission confirmed
 * is kept with the submission's intent (CheckoutRepository), to compare with the cart as it is later.
 */
export interface CartCapture {
  lines: CartLine[];
  totalCents: number;
  /** The cart was already ordered upstream when read. */
  submitted: boolean;
  capturedAt: string;
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
