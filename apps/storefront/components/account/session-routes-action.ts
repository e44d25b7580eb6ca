'use server';

import { revalidatePath } from 'next/cache';

/**
 * After the hydrated form's login (a route handler, POST /api/login-action/): the browser's router
 * still holds the routes it prefetched while logged out — on the B2B host the wall's redirects to
 * the login (the header's link home, prefetched on the login page) — and a route handler cannot
 * drop them. A server action that revalidates makes Next evict its whole client route cache, so the
 * navigation that follows asks the proxy afresh, with the session's cookies.
 */
export async function dropPrefetchedRoutesAction(): Promise<void> {
  revalidatePath('/', 'layout');
}
