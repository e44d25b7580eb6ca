import { cookies } from 'next/headers';
import { config } from './config';

/** Cookie holding the visitor's cart id (spec §3). */
export const CART_ID_COOKIE = 'cartId';
/** Cookie holding the visitor's user id, sent to the orchestrator as header of the same name (spec §3). */
export const USER_ID_COOKIE = 'X-iSHOP-API-USERID';
/** Spec §9: the user id cookie lives 30 days; the cart id cookie shares its lifetime. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The visitor's cart session as the cookies hold it; either id may be missing. */
export interface CartSessionIds {
  cartId?: string | undefined;
  userId?: string | undefined;
}

/** Reads the cart and user id cookies. Never creates anything (spec §4: carts are created on first need). */
export async function readSession(): Promise<CartSessionIds> {
  const jar = await cookies();
  return {
    cartId: jar.get(CART_ID_COOKIE)?.value || undefined,
    userId: jar.get(USER_ID_COOKIE)?.value || undefined,
  };
}

/** Stores new cart and user ids (after createCart or a CartUpdated.newSession). Server actions only. */
export async function writeSession(session: { cartId: string; userId: string }): Promise<void> {
  const jar = await cookies();
  const options = {
    maxAge: SESSION_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config().secureCookies,
    path: '/',
  };
  jar.set(CART_ID_COOKIE, session.cartId, options);
  jar.set(USER_ID_COOKIE, session.userId, options);
}
