import { currencyOrFallback, ecommerceItem, type DataLayerEvent, type TrackedItem } from './tracking';

// Spec §7 data-layer events of the wishlists: add_to_wishlist and remove_from_wishlist, with the
// article as the cart events carry it.

export function addToWishlistEvent(item: TrackedItem, listName: string | null, currency?: string | null): DataLayerEvent {
  return { event: 'add_to_wishlist', wishlist_name: listName ?? '', ecommerce: { currency: currencyOrFallback(currency), items: [ecommerceItem(item)] } };
}

export function removeFromWishlistEvent(item: TrackedItem, listName: string | null, currency?: string | null): DataLayerEvent {
  return { event: 'remove_from_wishlist', wishlist_name: listName ?? '', ecommerce: { currency: currencyOrFallback(currency), items: [ecommerceItem(item)] } };
}
