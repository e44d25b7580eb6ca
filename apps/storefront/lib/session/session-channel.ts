// Spec §4: a cross-tab channel shares sync messages after login, logout and cleanup, so the
// other tabs of the shop update cart id, user, cart and wishlist without a reload. Browser only.

/** The BroadcastChannel's name. */
export const SESSION_CHANNEL = 'tafel-session';

/** What happened to the session in the tab that posts. */
export type SessionChange = 'login' | 'logout' | 'cleanup';

const CHANGES: ReadonlySet<string> = new Set<SessionChange>(['login', 'logout', 'cleanup']);

/** One message on the channel. */
export interface SessionMessage {
  type: 'session';
  change: SessionChange;
}

/** Whether a received message is one of ours (anything else on the channel is ignored). */
export function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'session' && typeof message.change === 'string' && CHANGES.has(message.change);
}

/** Tells the shop's other tabs that the session changed; does nothing where BroadcastChannel is missing. */
export function postSessionChange(change: SessionChange): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  try {
    channel.postMessage({ type: 'session', change } satisfies SessionMessage);
  } finally {
    channel.close();
  }
}

/** Calls `onChange` for every session change another tab posts; returns the unsubscribe. */
export function listenToSessionChanges(onChange: (change: SessionChange) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isSessionMessage(event.data)) onChange(event.data.change);
  };
  return () => channel.close();
}
