/** The cart figures the spec's cart rules look at. */
export interface CartFigures {
  articleCount: number;
  /** Basket value (total) in cents. */
  totalCents: number;
}

/** Spec §4: the cart has items when articleCount is above 0. */
export function cartHasItems(cart: Pick<CartFigures, 'articleCount'> | null | undefined): boolean {
  return (cart?.articleCount ?? 0) > 0;
}

/** Spec §4: the cart is payless when it has items and its basket value is 0. */
export function isPaylessCart(cart: CartFigures | null | undefined): boolean {
  return cartHasItems(cart) && (cart?.totalCents ?? 0) === 0;
}

/** Spec §4: the latest deleted cart item is remembered this long for an undo hint. */
export const DELETED_ITEM_UNDO_MS = 8000;
