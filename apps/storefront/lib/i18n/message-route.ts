// The route that answers the text of one message key in the page's shop language (for a toast a
// URL names whose text the page did not bring): GET /api/message?key=<key> → { text }.

const MESSAGE_ROUTE = '/api/message';

/** The longest key the route looks up. */
export const MESSAGE_KEY_MAX_LENGTH = 200;

/** The route's URL for a key. */
export function messageRouteUrl(key: string): string {
  return `${MESSAGE_ROUTE}?${new URLSearchParams({ key }).toString()}`;
}
