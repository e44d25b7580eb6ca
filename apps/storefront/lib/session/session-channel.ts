// Spec §4: a cross-tab channel shares sync messages after login, logout and cleanup, so the
// other tabs of the shop update cart id, user, cart and wishlist without a reload. Browser only.

/** The BroadcastChannel's name. */
export const SESSION_CHANNEL = 'tafel-session';

/** What happened to the session in the tab that posts. */
export type SessionChange = 'login' | 'logout' | 'cleanup';

const CHANGES: ReadonlySet<string> = new Set<SessionChange>(['login', 'logout', 'cleanup']);

/** One message on the channel; `tab` names the tab that posted it. */
export interface SessionMessage {
  type: 'session';
  change: SessionChange;
  tab: string;
}

/**
 * This tab's id. A BroadcastChannel hears the other channel objects of its own tab too, so a tab
 * that logs in would refresh itself in the middle of its own navigation: it ignores its own messages.
 */
export const TAB_ID: string = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/** Whether a received message is one of ours (anything else on the channel is ignored). */
export function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'session' && typeof message.change === 'string' && CHANGES.has(message.change) && typeof message.tab === 'string';
}

/** Tells the shop's other tabs that the session changed; does nothing where BroadcastChannel is missing. */
export function postSessionChange(change: SessionChange, tab: string = TAB_ID): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  try {
    channel.postMessage({ type: 'session', change, tab } satisfies SessionMessage);
  } finally {
    channel.close();
  }
}

/** Calls `onChange` for every session change another tab posts (not this tab's own); returns the unsubscribe. */
export function listenToSessionChanges(onChange: (change: SessionChange) => void, tab: string = TAB_ID): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isSessionMessage(event.data) && event.data.tab !== tab) onChange(event.data.change);
  };
  return () => channel.close();
}
