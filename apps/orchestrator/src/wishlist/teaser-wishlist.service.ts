import { Inject, Injectable } from '@nestjs/common';
import type {
  AddTeaserWishlistToCartInput,
  ReplaceTeaserWishlistItemInput,
  TeaserWishlistLocalEntryInput,
  TeaserWishlistLocalInput,
  TeaserWishlistTotals,
  WishlistCartLine,
  WishlistTotals,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  UpstreamAddProductsToCartFromTeaserWishlistDocument,
  UpstreamReplaceItemInTeaserWishlistDocument,
  UpstreamTeaserWishlistTotalsDocument,
  type UpstreamTeaserCartEntryFragment,
  type UpstreamTeaserWishlistTotalsQuery,
  type UpstreamWishlistFragment,
} from '@tafel/graphql-schema/upstream-client';
import { cartNotFound, toCart } from '../cart/index.js';
import { AppError, badUserInput } from '../common/app-error.js';
import { LIGHTNING_SWITCH_PORT, type LightningSwitchPort } from '../common/lightning-switch-port.js';
import { moneyFromAmount, toMoney } from '../common/shop-mapping.js';
import type { Shopper } from '../request/index.js';
import { checkId, checkOptionalId, checkWishlistQuantity } from './wishlist-input.js';
import { fromUpstreamRefusal, invalidField, wishlistNotFound, type WishlistFailure } from './wishlist-results.js';
import { WishlistUpstream } from './wishlist-upstream.js';
import { entryView } from './wishlist-view.js';

/** The upstream takes at most 50 teaser entries at once (stand-in README, Wishlists). */
export const TEASER_LOCAL_MAX_ENTRIES = 50;

type UpstreamTotals = UpstreamTeaserWishlistTotalsQuery['getTotalsForTeaserWishlist'];
type Entry = UpstreamWishlistFragment['entries'][number];
interface LocalEntry {
  entry: Entry;
  itemId: string | null;
  quantity: number;
}

/** The upstream's totals as the API's (the same mapping as a list entry's). */
export function teaserTotalsView(totals: UpstreamTotals): WishlistTotals {
  return {
    current: toMoney(totals.current),
    old: totals.old ? toMoney(totals.old) : null,
    lightningPrice: totals.lightningPrice ? toMoney(totals.lightningPrice) : null,
    basePrice: totals.basePrice ? `1 ${totals.basePrice.unit} = ${toMoney(totals.basePrice.price).formatted}` : null,
    savings: totals.savings ? toMoney(totals.savings) : null,
    pay: moneyFromAmount(totals.raw, totals.currencyCode),
  };
}

/**
 * Checks the locally changed entries against the teaser list: each entry on it once, an item of
 * the entry's product, a quantity 0 to 9998 (spec §4: 0 or more, below 9999). The first problem
 * as a ValidationError named after the input field.
 */
export function checkLocalEntries(list: UpstreamWishlistFragment, entries: readonly TeaserWishlistLocalEntryInput[]): { ok: true; entries: LocalEntry[] } | { ok: false; result: WishlistFailure } {
  if (entries.length === 0 || entries.length > TEASER_LOCAL_MAX_ENTRIES) throw badUserInput(`entries: 1 to ${TEASER_LOCAL_MAX_ENTRIES}`);
  const seen = new Set<string>();
  const checked: LocalEntry[] = [];
  for (const [i, local] of entries.entries()) {
    const entryId = checkId(`entries.${i}.entryId`, local.entryId);
    const itemId = checkOptionalId(`entries.${i}.itemId`, local.itemId);
    const entry = list.entries.find((e) => e.externalId === entryId);
    if (!entry || seen.has(entryId)) return { ok: false, result: invalidField(`entries.${i}.entryId`, 'vue.wishlist.error.entryNotFound', 'the entry is not on the teaser list (or named twice)') };
    seen.add(entryId);
    if (itemId && !entry.product.items.some((item) => item.itemId === itemId)) return { ok: false, result: invalidField(`entries.${i}.itemId`, 'vue.wishlist.error.invalidInput', "the item is not one of the entry's product") };
    const problem = checkWishlistQuantity(`entries.${i}.quantity`, local.quantity, true);
    if (problem) return { ok: false, result: problem };
    checked.push({ entry, itemId, quantity: local.quantity });
  }
  return { ok: true, entries: checked };
}

/** A line of the upstream's cart answer, tied back to the teaser entry it came from. */
function cartLine(line: UpstreamTeaserCartEntryFragment, local: readonly LocalEntry[]): WishlistCartLine {
  const from = local.find((l) => l.entry.product.productId === line.productId && (l.itemId ?? l.entry.item?.itemId ?? null) === line.itemId) ?? local.find((l) => l.entry.product.productId === line.productId);
  return { entryId: from?.entry.externalId ?? line.productId, productId: line.productId, itemId: line.itemId ?? null, name: line.name, quantity: line.quantity, requestedQuantity: line.requestedQuantity, lightningDeal: false };
}

/**
 * The teaser block's local changes (spec §4: a teaser list changes locally, totals re-fetched):
 * nothing here writes the list, which belongs to the CMS.
 */
@Injectable()
export class TeaserWishlists {
  constructor(
    private readonly upstream: WishlistUpstream,
    @Inject(LIGHTNING_SWITCH_PORT) private readonly lightning: LightningSwitchPort,
  ) {}

  private async list(shopper: Shopper, wishlistId: string) {
    return this.upstream.teaser(shopper, checkId('wishlistId', wishlistId));
  }

  /** Spec §7 getTotalsForTeaserWishlist, per entry; partial results kept (a failed entry has totals null). */
  async totals(shopper: Shopper, input: TeaserWishlistLocalInput): Promise<TeaserWishlistTotals | null> {
    const list = await this.list(shopper, input.wishlistId);
    if (!list) return null;
    const checked = checkLocalEntries(list, input.entries);
    if (!checked.ok) {
      const first = checked.result.__typename === 'ValidationError' ? checked.result.fieldErrors[0] : undefined;
      throw badUserInput(`${first?.field ?? 'entries'}: ${first?.message ?? 'invalid'}`);
    }
    const priced = await Promise.all(
      checked.entries.map(async ({ entry, itemId, quantity }) => {
        try {
          const answer = await this.upstream.client.request(
            UpstreamTeaserWishlistTotalsDocument,
            { productId: entry.product.productId, itemId: itemId ?? entry.item?.itemId ?? null, quantity },
            { site: shopper.site },
          );
          return { entryId: entry.externalId, upstream: answer.getTotalsForTeaserWishlist };
        } catch (error) {
          // Spec §7: partial results are kept; an unreachable upstream is still an error of the whole call.
          if (error instanceof AppError && (error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'UPSTREAM_TIMEOUT')) throw error;
          return { entryId: entry.externalId, upstream: null };
        }
      }),
    );
    const cents = priced.reduce((sum, p) => sum + (p.upstream ? Math.round(p.upstream.raw * 100) : 0), 0);
    const currency = priced.find((p) => p.upstream)?.upstream?.currencyCode;
    return {
      entries: priced.map((p) => ({ entryId: p.entryId, totals: p.upstream ? teaserTotalsView(p.upstream) : null })),
      total: moneyFromAmount(cents / 100, currency),
    };
  }

  /** Spec §4 variant change in a teaser list: the entry with the new item; the list stays. */
  async replaceItem(shopper: Shopper, input: ReplaceTeaserWishlistItemInput) {
    const entryId = checkId('entryId', input.entryId);
    const itemId = checkId('itemId', input.itemId);
    const list = await this.list(shopper, input.wishlistId);
    if (!list) return wishlistNotFound();
    const checked = checkLocalEntries(list, [{ entryId, itemId, quantity: input.quantity }]);
    if (!checked.ok) return renamed(checked.result);
    const { replaceItemInTeaserWishlist: answer } = await this.upstream.client.request(UpstreamReplaceItemInTeaserWishlistDocument, { itemId, oldExternalId: entryId, quantity: input.quantity }, { site: shopper.site });
    if (!answer.successful || !answer.entry) return fromUpstreamRefusal(answer);
    return { __typename: 'TeaserWishlistEntryChanged' as const, entry: entryView(answer.entry), messageKey: answer.messageKey ?? 'vue.wishlist.notification.saved' };
  }

  /** Spec §4 teaser add-all-to-cart with the local quantities and variants (addProductsToCartFromTeaserWishlist). */
  async addToCart(shopper: Shopper, input: AddTeaserWishlistToCartInput) {
    const cartId = checkId('cartId', input.cartId);
    const list = await this.list(shopper, input.wishlistId);
    if (!list) return wishlistNotFound();
    const checked = checkLocalEntries(list, input.entries);
    if (!checked.ok) return checked.result;
    if (!shopper.userId) return cartNotFound('The X-iSHOP-API-USERID header is required for a cart');
    const teaserWishlist = checked.entries.map(({ entry, itemId, quantity }) => ({ productId: entry.product.productId, itemId: itemId ?? entry.item?.itemId ?? null, quantity }));
    try {
      const { addProductsToCartFromTeaserWishlist: answer } = await this.upstream.client.request(UpstreamAddProductsToCartFromTeaserWishlistDocument, { teaserWishlist, cartId }, { userId: shopper.userId, site: shopper.site });
      const lines = (from: readonly UpstreamTeaserCartEntryFragment[]) => from.map((line) => cartLine(line, checked.entries));
      return {
        __typename: 'WishlistAddedToCart' as const,
        cart: toCart(answer.cart, await this.lightning.isOn(shopper.site)),
        newSession: null,
        successfullyAdded: lines(answer.successfullyAdded),
        quantityChanged: lines(answer.quantityChanged),
        variantsToChoose: lines(answer.variantsToChoose),
        maxInCart: lines(answer.maxInCart),
        notAvailable: lines(answer.notAvailable),
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') return cartNotFound(error.message);
      throw error;
    }
  }
}

/** A single-entry check names the mutation's own fields (quantity, itemId), not entries.0.*. */
function renamed(result: WishlistFailure): WishlistFailure {
  if (result.__typename !== 'ValidationError') return result;
  return { ...result, fieldErrors: result.fieldErrors.map((e) => ({ ...e, field: e.field.replace(/^entries\.0\./, '') })) };
}
