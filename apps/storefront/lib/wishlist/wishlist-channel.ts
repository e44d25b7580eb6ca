// Spec §4 cross-tab sync: after a wishlist change the shop's other tabs refetch the wishlists
// (the page refreshes, hearts ask again). Browser only; a tab ignores its own messages.

/** The BroadcastChannel's name. */
export const WISHLIST_CHANNEL = 'tafel-wishlist';

export interface WishlistMessage {
  type: 'wishlist';
  tab: string;
}

export const WISHLIST_TAB_ID: string = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

export function isWishlistMessage(data: unknown, ownTab: string = WISHLIST_TAB_ID): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'wishlist' && typeof message.tab === 'string' && message.tab !== ownTab;
}

/** Tells the other tabs that a list changed; nothing where BroadcastChannel is missing. */
export function postWishlistChange(tab: string = WISHLIST_TAB_ID): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(WISHLIST_CHANNEL);
  try {
    channel.postMessage({ type: 'wishlist', tab } satisfies WishlistMessage);
  } finally {
    channel.close();
  }
}

/** Calls `onChange` when another tab changed a list; answers the unsubscribe. */
export function onWishlistChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(WISHLIST_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isWishlistMessage(event.data)) onChange();
  };
  return () => channel.close();
}
