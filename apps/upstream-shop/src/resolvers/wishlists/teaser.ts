import { maxQuantityFor } from '@tafel/domain';
import type { CartOperationInput, MutationResolvers, QueryResolvers, TeaserWishlistCartEntry } from '@tafel/graphql-schema/upstream-resolvers';
import { applyOperations, MAX_POSITIONS, ORDER_ALREADY_SUBMITTED } from '../../data/cart-ops.js';
import { clampQuantity, MAX_TEASER_CART_ENTRIES, quantityError } from '../../data/wishlists/wishlist-input.js';
import { badUserInput, UpstreamError } from '../../errors.js';
import { requireCart } from '../cart.js';
import type { UpstreamContext } from '../context.js';
import { cartLightningFor } from '../lightning/cart-lightning.js';
import { cartView } from '../views/cart.js';
import { checkId } from './caller.js';
import { checkQuantityRange, resolveEntry } from './entry-input.js';
import { entryView, totalsView } from './entry-view.js';
import { wishlistView } from './list-view.js';
import { WISHLIST_KEYS } from './results.js';

const MAX_CART_QUANTITY = 9999;

export const teaserQueries: Pick<QueryResolvers<UpstreamContext>, 'getWishlistFromTeaserId' | 'getTotalsForTeaserWishlist'> = {
  // Public CMS content: no session or user id needed, and nobody has rights on it.
  getWishlistFromTeaserId: (_parent, { externalId }, context) => {
    checkId('externalId', externalId);
    const list = context.stores.wishlists.teaser(externalId);
    return list ? wishlistView(list, null, context) : null;
  },
  getTotalsForTeaserWishlist: (_parent, { itemId, productId, quantity }, context) => {
    const { limits } = resolveEntry(context, productId, itemId, 'entry');
    checkQuantityRange('quantity', quantity);
    return totalsView(limits, quantity, context);
  },
};

export const teaserMutations: Pick<MutationResolvers<UpstreamContext>, 'replaceItemInTeaserWishlist' | 'addProductsToCartFromTeaserWishlist'> = {
  // Teaser lists belong to the CMS: the answer is the entry as it would look, nothing is stored (spec §4).
  replaceItemInTeaserWishlist: (_parent, { itemId, oldExternalId, quantity }, context) => {
    checkId('oldExternalId', oldExternalId);
    checkId('itemId', itemId);
    const found = context.stores.wishlists.teaserEntry(oldExternalId);
    if (!found) return { successful: false, errorMessage: WISHLIST_KEYS.entryNotFound, messageKey: WISHLIST_KEYS.entryNotFound, fieldErrors: [], entry: null };
    const { item } = resolveEntry(context, found.entry.productId, itemId, 'entry');
    if (!item) throw badUserInput(`itemId "${itemId}" is not an item of product "${found.entry.productId}".`);
    const problem = quantityError('quantity', quantity, item, true);
    if (problem) return { successful: false, errorMessage: problem.errorMessage, messageKey: problem.errorMessage, fieldErrors: [problem], entry: null };
    return { successful: true, errorMessage: null, messageKey: WISHLIST_KEYS.saved, fieldErrors: [], entry: entryView({ ...found.entry, itemId: item.itemId, quantity }, 0, context) };
  },

  addProductsToCartFromTeaserWishlist: (_parent, { teaserWishlist, cartId }, context) => {
    checkId('cartId', cartId);
    const cart = requireCart(context, cartId);
    if (cart.submitted) throw new UpstreamError('BAD_USER_INPUT', 'The cart has been submitted and can no longer change.', ORDER_ALREADY_SUBMITTED);
    if (teaserWishlist.length > MAX_TEASER_CART_ENTRIES) throw badUserInput(`At most ${MAX_TEASER_CART_ENTRIES} entries can be added at once.`);
    // Everything is checked before the cart changes.
    const resolved = teaserWishlist.map((input, index) => {
      if (input.quantity < 0 || input.quantity > MAX_CART_QUANTITY) throw badUserInput(`teaserWishlist.${index}.quantity must be between 0 and ${MAX_CART_QUANTITY}.`);
      return { ...resolveEntry(context, input.productId, input.itemId, `teaserWishlist.${index}`), requested: input.quantity };
    });
    const answer = { variantsToChoose: [] as TeaserWishlistCartEntry[], quantityChanged: [] as TeaserWishlistCartEntry[], maxInCart: [] as TeaserWishlistCartEntry[], successfullyAdded: [] as TeaserWishlistCartEntry[], notAvailable: [] as TeaserWishlistCartEntry[] };
    const inCart = new Map(cart.positions.map((p) => [p.itemId, p.quantity]));
    const ops: CartOperationInput[] = [];
    for (const { product, item, requested } of resolved) {
      if (requested === 0) continue;
      const line = (quantity: number): TeaserWishlistCartEntry => ({ productId: product.productId, itemId: item?.itemId ?? null, name: item?.name ?? product.name, quantity, requestedQuantity: requested });
      if (!item) {
        answer.variantsToChoose.push(line(requested));
        continue;
      }
      if (!item.availableForSale) {
        answer.notAvailable.push(line(requested));
        continue;
      }
      const have = inCart.get(item.itemId) ?? 0;
      const room = maxQuantityFor(item) - have;
      if (room <= 0 || (have === 0 && inCart.size >= MAX_POSITIONS)) {
        answer.maxInCart.push(line(requested));
        continue;
      }
      // A new position must reach the minimum; raising one only has to stay under the maximum.
      const added = Math.min(have === 0 ? clampQuantity(requested, item) : requested, room);
      inCart.set(item.itemId, have + added);
      ops.push({ addPosition: { itemId: item.itemId, quantity: added } });
      if (added !== requested) answer.quantityChanged.push(line(added));
      answer.successfullyAdded.push(line(added));
    }
    let saved = cart;
    if (ops.length > 0) {
      // The cart's own rules have the last word; the clamping above keeps them satisfied.
      const outcome = applyOperations(cart.positions, ops, context);
      if (!outcome.ok) throw new UpstreamError('INTERNAL_ERROR', `teaser add-to-cart broke a cart rule: ${outcome.messages[0]?.message ?? ''}`);
      saved = context.carts.replacePositions(cart.id, outcome.positions);
    }
    return { ...answer, cart: cartView(saved, context.catalogue, cartLightningFor(context, saved), context.shop) };
  },
};
