import { Injectable } from '@nestjs/common';
import { chooseActiveWishlist, isWishlistMatch, mayOnWishlist } from '@tafel/domain';
import type { Wishlist, WishlistMembership, WishlistOverview, WishlistProductInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { badUserInput } from '../common/app-error.js';
import type { Shopper } from '../request/index.js';
import { checkId, checkOptionalId, MEMBERSHIP_MAX_PRODUCTS } from './wishlist-input.js';
import { wishlistNotFound, type TypedWishlistNotFound } from './wishlist-results.js';
import { WishlistUpstream } from './wishlist-upstream.js';
import { commentView, summaryView, wishlistView } from './wishlist-view.js';

type TypedWishlist = Wishlist & { __typename: 'Wishlist' };

/** The wishlist page, the heart's and the header's reads (spec §2, §4 active wishlist, §5 membership). */
@Injectable()
export class WishlistReads {
  constructor(private readonly upstream: WishlistUpstream) {}

  async overview(shopper: Shopper, activeId: string | null | undefined): Promise<WishlistOverview> {
    const wanted = checkOptionalId('activeId', activeId);
    const isCustomer = Boolean(shopper.jwt);
    const lists = await this.upstream.lists(shopper);
    const views = lists.map((l) => wishlistView(l, isCustomer));
    return { loggedIn: isCustomer, lists: lists.map((l) => summaryView(l, isCustomer)), active: chooseActiveWishlist(views, wanted) };
  }

  /** One of the caller's lists with its comments; another customer's list is not found. */
  async one(shopper: Shopper, id: string): Promise<TypedWishlist | TypedWishlistNotFound> {
    checkId('id', id);
    const list = (await this.upstream.lists(shopper)).find((l) => l.externalId === id);
    if (!list) return wishlistNotFound();
    const comments = (await this.upstream.comments(shopper, id)).map(commentView);
    return { __typename: 'Wishlist', ...wishlistView(list, Boolean(shopper.jwt), comments) };
  }

  async membership(shopper: Shopper, products: readonly WishlistProductInput[]): Promise<WishlistMembership> {
    if (products.length > MEMBERSHIP_MAX_PRODUCTS) throw badUserInput(`products: at most ${MEMBERSHIP_MAX_PRODUCTS}`);
    const wanted = products.map((p, i) => ({ productId: checkId(`products.${i}.productId`, p.productId), itemId: checkOptionalId(`products.${i}.itemId`, p.itemId) }));
    const isCustomer = Boolean(shopper.jwt);
    const lists = await this.upstream.lists(shopper);
    const entriesOf = lists.map((l) => ({ id: l.externalId, entries: l.entries.map((e) => ({ productId: e.product.productId, itemId: e.item?.itemId ?? null })) }));
    const defaultList = lists.find((l) => l.isDefault) ?? lists[0];
    return {
      notEmpty: (defaultList?.entries.length ?? 0) > 0,
      lists: lists.filter((l) => mayOnWishlist(l.rights, 'editEntries', isCustomer)).map((l) => summaryView(l, isCustomer)),
      products: wanted.map((w) => ({ ...w, listIds: entriesOf.filter((l) => l.entries.some((e) => isWishlistMatch(e, w))).map((l) => l.id) })),
    };
  }

  async teaser(shopper: Shopper, id: string): Promise<Wishlist | null> {
    checkId('id', id);
    const list = await this.upstream.teaser(shopper, id);
    return list ? wishlistView(list, false) : null;
  }
}
