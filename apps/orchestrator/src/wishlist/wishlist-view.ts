import { maxQuantityFor, minQuantityFor, mayOnWishlist, wishlistBadge, WISHLIST_QUANTITY_LIMIT, type WishlistRoleFlags } from '@tafel/domain';
import type { Wishlist, WishlistComment, WishlistEntry, WishlistRights, WishlistSummary } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamWishlistCommentFragment, UpstreamWishlistEntryFragment, UpstreamWishlistFragment } from '@tafel/graphql-schema/upstream-client';
import { moneyFromAmount, toImage, toMoney } from '../common/shop-mapping.js';

/** Upstream wishlists → API shapes (spec §2 entry table, §3 Wishlist, §5 bounds and badge). */

export function rightsOf(flags: WishlistRoleFlags, isCustomer: boolean): WishlistRights {
  return {
    ...flags,
    canEditEntries: mayOnWishlist(flags, 'editEntries', isCustomer),
    canManage: mayOnWishlist(flags, 'manage', isCustomer),
    canComment: mayOnWishlist(flags, 'comment', isCustomer),
  };
}

const productPath = (path: string, itemId: string | null, hasMultipleItems: boolean): string =>
  itemId && hasMultipleItems ? `${path}?varid=${encodeURIComponent(itemId)}` : path;

export function entryView(entry: UpstreamWishlistEntryFragment, comments: WishlistComment[] = []): WishlistEntry {
  const { product, item } = entry;
  const limits = item ?? product;
  const deal = item?.lightningDealInfo?.isAvailableLightningDeal ? item.lightningDealInfo : null;
  // Spec §5: minimum 0 when the current amount is below it (the field must show what is there).
  const min = minQuantityFor(limits);
  const max = Math.min(deal ? deal.lightningQuantityMax : maxQuantityFor(limits), WISHLIST_QUANTITY_LIMIT - 1);
  const image = item?.images[0] ?? product.images[0];
  return {
    id: entry.externalId,
    quantity: entry.quantity,
    isSaleable: entry.isSaleable,
    productId: product.productId,
    itemId: item?.itemId ?? null,
    name: item?.name ?? product.name,
    url: productPath(product.path, item?.itemId ?? null, product.hasMultipleItems),
    image: image ? toImage(image) : null,
    badge: wishlistBadge({ lightningDeal: deal !== null, sale: product.badges.sale, isNew: product.badges.new, popular: product.badges.popular }),
    discountPercent: product.discountPercent ?? null,
    energyEfficiency: product.energyEfficiency
      ? { energyClass: product.energyEfficiency.energyClass, imageUrl: product.energyEfficiency.imgPath, labelUrl: product.energyEfficiency.detailsImgPath, alt: product.energyEfficiency.imgAlt }
      : null,
    variantInfo: item?.variantInfoList ?? [],
    orderNumber: item?.orderNumber ?? null,
    deliveryStatus: item?.deliveryStatusText ?? null,
    deliveryStatusColor: item?.deliveryStatusColor ?? null,
    hasMultipleItems: product.hasMultipleItems,
    variants: product.items.map((v) => ({ itemId: v.itemId, name: v.name, variantInfo: v.variantInfoList, availableForSale: v.availableForSale, price: toMoney(v.prices.price) })),
    minQuantity: entry.quantity < min ? 0 : min,
    maxQuantity: max,
    minimumOrderQuantity: limits.minimumOrderQuantity,
    lightningDeal: deal !== null,
    lightningQuantityMax: deal?.lightningQuantityMax ?? null,
    totals: {
      current: toMoney(entry.totals.current),
      old: entry.totals.old ? toMoney(entry.totals.old) : null,
      lightningPrice: entry.totals.lightningPrice ? toMoney(entry.totals.lightningPrice) : null,
      basePrice: entry.totals.basePrice ? `1 ${entry.totals.basePrice.unit} = ${toMoney(entry.totals.basePrice.price).formatted}` : null,
      savings: entry.totals.savings ? toMoney(entry.totals.savings) : null,
      pay: moneyFromAmount(entry.totals.raw, entry.totals.currencyCode),
    },
    replacement: entry.replacement
      ? { productId: entry.replacement.productId, name: entry.replacement.name, url: entry.replacement.path, image: entry.replacement.images[0] ? toImage(entry.replacement.images[0]) : null }
      : null,
    commentsCount: entry.commentsCount,
    comments,
  };
}

export function commentView(comment: UpstreamWishlistCommentFragment): WishlistComment {
  return {
    id: comment.externalId,
    entryId: comment.positionId,
    comment: comment.comment,
    name: comment.name,
    displayedDate: comment.displayedDate,
    allowedToDelete: comment.allowedToDeleteByUser,
  };
}

export function wishlistView(list: UpstreamWishlistFragment, isCustomer: boolean, comments: WishlistComment[] = []): Wishlist {
  const entries = list.entries.map((e) => entryView(e, comments.filter((c) => c.entryId === e.externalId)));
  const total = list.entries.reduce((sum, e) => sum + Math.round(e.totals.raw * 100), 0) / 100;
  return {
    id: list.externalId,
    name: list.name,
    description: list.description ?? null,
    isDefault: list.isDefault,
    isStandardList: list.isStandardList,
    isTeaserList: list.isTeaserList,
    createdAt: list.createdAt,
    users: list.users,
    rights: rightsOf(list.rights, isCustomer),
    entries,
    total: moneyFromAmount(total, list.entries[0]?.totals.currencyCode),
  };
}

export function summaryView(list: Pick<UpstreamWishlistFragment, 'externalId' | 'name' | 'isDefault' | 'isStandardList' | 'rights'> & { entries: readonly unknown[] }, isCustomer: boolean): WishlistSummary {
  return {
    id: list.externalId,
    name: list.name,
    isDefault: list.isDefault,
    isStandardList: list.isStandardList,
    entryCount: list.entries.length,
    rights: rightsOf(list.rights, isCustomer),
  };
}
