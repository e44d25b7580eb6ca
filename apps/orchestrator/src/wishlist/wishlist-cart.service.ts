import { Inject, Injectable } from '@nestjs/common';
import { maxQuantityFor, minQuantityFor, wishlistCartItemId } from '@tafel/domain';
import type { AddWishlistToCartInput, CartUpdateRejectedError, WishlistCartLine } from '@tafel/graphql-schema/orchestrator-resolvers';
import { CartUpdateDocument, FindCartDocument, type CartOperationInput, type UpstreamWishlistEntryFragment } from '@tafel/graphql-schema/upstream-client';
import { cartNotFound, toCart } from '../cart/index.js';
import { AppError, badUserInput } from '../common/app-error.js';
import { LIGHTNING_SWITCH_PORT, type LightningSwitchPort } from '../common/lightning-switch-port.js';
import type { Shopper } from '../request/index.js';
import type { Typed } from '../request/index.js';
import { WishlistChanges } from './wishlist-changes.service.js';
import { checkId, WISHLIST_MAX_ENTRIES } from './wishlist-input.js';
import { invalidField } from './wishlist-results.js';
import { WishlistUpstream } from './wishlist-upstream.js';

type Outcome = 'successfullyAdded' | 'quantityChanged' | 'variantsToChoose' | 'maxInCart' | 'notAvailable';

/** Where one entry goes when put into the cart (spec §4 add to cart from wishlist), and its cart operation. */
export function planEntry(entry: UpstreamWishlistEntryFragment, inCart: number): { outcome: Exclude<Outcome, 'successfullyAdded'> | 'added'; line: WishlistCartLine; op: CartOperationInput | null } {
  const { item } = entry;
  const deal = item?.lightningDealInfo?.isAvailableLightningDeal ? item.lightningDealInfo : null;
  const line = (quantity: number): WishlistCartLine => ({
    entryId: entry.externalId,
    productId: entry.product.productId,
    itemId: item?.itemId ?? null,
    name: item?.name ?? entry.product.name,
    quantity,
    requestedQuantity: entry.quantity,
    lightningDeal: deal !== null,
  });
  if (!item) return { outcome: 'variantsToChoose', line: line(entry.quantity), op: null };
  if (!entry.isSaleable || !item.availableForSale) return { outcome: 'notAvailable', line: line(entry.quantity), op: null };
  const max = deal ? deal.lightningQuantityMax : maxQuantityFor(item);
  const room = max - inCart;
  if (room <= 0) return { outcome: 'maxInCart', line: line(entry.quantity), op: null };
  // A new line must reach the item's minimum; raising one only has to stay under the maximum.
  const wanted = inCart === 0 && !deal ? Math.max(entry.quantity, minQuantityFor(item)) : entry.quantity;
  const quantity = Math.min(wanted, room);
  const op = { addPosition: { itemId: wishlistCartItemId(item.itemId, deal !== null), quantity } };
  return { outcome: quantity === entry.quantity ? 'added' : 'quantityChanged', line: line(quantity), op };
}

/** Puts a list's entries into the caller's cart in one cart change (all or nothing at the upstream). */
@Injectable()
export class WishlistCart {
  constructor(
    private readonly upstream: WishlistUpstream,
    private readonly changes: WishlistChanges,
    @Inject(LIGHTNING_SWITCH_PORT) private readonly lightning: LightningSwitchPort,
  ) {}

  /**
   * The list whose entries go into the cart: one of the caller's on which they may change entries,
   * or a CMS teaser list (spec §2 teaser block "to cart": anyone may put its entries into their cart).
   */
  private async listFor(shopper: Shopper, wishlistId: string) {
    const access = await this.changes.access(shopper, wishlistId, 'editEntries');
    if (access.ok || access.result.__typename !== 'WishlistNotFoundError') return access;
    const teaser = await this.upstream.teaser(shopper, wishlistId);
    return teaser ? { ok: true as const, list: teaser } : access;
  }

  async addToCart(shopper: Shopper, input: AddWishlistToCartInput) {
    const wishlistId = checkId('wishlistId', input.wishlistId);
    const cartId = checkId('cartId', input.cartId);
    const wanted = input.entryIds ?? null;
    if (wanted && (wanted.length === 0 || wanted.length > WISHLIST_MAX_ENTRIES)) throw badUserInput(`entryIds: 1 to ${WISHLIST_MAX_ENTRIES} ids, or none for all`);
    wanted?.forEach((id, i) => checkId(`entryIds.${i}`, id));
    if (!shopper.userId) return cartNotFound('The X-iSHOP-API-USERID header is required for a cart');
    const list = await this.listFor(shopper, wishlistId);
    if (!list.ok) return list.result;
    const entries = wanted ? list.list.entries.filter((e) => wanted.includes(e.externalId)) : list.list.entries;
    if (wanted && entries.length !== new Set(wanted).size) return invalidField('entryIds', 'vue.wishlist.error.entryNotFound', 'an entry id is not on the list');
    const owner = { userId: shopper.userId, site: shopper.site };
    try {
      const { shop_findCart: cart } = await this.upstream.client.request(FindCartDocument, { cartId }, owner);
      if (!cart) return cartNotFound('Cart not found');
      const inCart = new Map<string, number>();
      for (const line of cart.items) {
        const key = `${line.itemId}${line.isLightningDeal ? '#L' : ''}`;
        inCart.set(key, (inCart.get(key) ?? 0) + (line.isLightningDeal ? (line.quantityLightning ?? line.quantity) : line.quantity));
      }
      const answer: Record<Outcome, WishlistCartLine[]> = { successfullyAdded: [], quantityChanged: [], variantsToChoose: [], maxInCart: [], notAvailable: [] };
      const ops: CartOperationInput[] = [];
      for (const entry of entries) {
        if (entry.quantity === 0) continue;
        const deal = entry.item?.lightningDealInfo?.isAvailableLightningDeal ?? false;
        const key = `${entry.item?.itemId ?? ''}${deal ? '#L' : ''}`;
        const planned = planEntry(entry, inCart.get(key) ?? 0);
        if (planned.op) {
          ops.push(planned.op);
          inCart.set(key, (inCart.get(key) ?? 0) + planned.line.quantity);
          answer.successfullyAdded.push(planned.line);
          if (planned.outcome === 'quantityChanged') answer.quantityChanged.push(planned.line);
        } else if (planned.outcome !== 'added') answer[planned.outcome].push(planned.line);
      }
      const lightningOn = await this.lightning.isOn(shopper.site);
      if (ops.length === 0) return { __typename: 'WishlistAddedToCart' as const, cart: toCart(cart, lightningOn), newSession: null, ...answer };
      const { cart_update: update } = await this.upstream.client.request(CartUpdateDocument, { data: { cartId, ops } }, owner);
      if (!update.successful || !update.cart) {
        const first = update.messages[0];
        const rejected: Typed<CartUpdateRejectedError, 'CartUpdateRejectedError'> = {
          __typename: 'CartUpdateRejectedError',
          errorCode: 'UPSTREAM_REJECTED',
          messageKey: first?.messageKey ?? 'vue.cart.error.somethingWentWrong',
          message: first?.message ?? 'The cart refused the entries',
        };
        return rejected;
      }
      return { __typename: 'WishlistAddedToCart' as const, cart: toCart(update.cart, lightningOn), newSession: null, ...answer };
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') return cartNotFound(error.message);
      throw error;
    }
  }
}
