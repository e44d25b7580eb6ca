import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { config } from '@/lib/site/config';
import { STAFF_HEADER } from '@/lib/shop-api/orchestrator-headers';
import { browserAddress, clientAddressHeaders } from './client-address';
import { DEFAULT_SITE, type SiteCode } from '@/lib/site/site';
import { OrchestratorError, orchestratorRequest, type TypedDocumentNode } from '@/lib/shop-api/orchestrator';
import { StaffMeDocument, type StaffMeQuery } from '@tafel/graphql-schema/storefront';
import { cache } from 'react';

/** The staff session cookie: HttpOnly, SameSite=Strict, only sent to /support, Secure in production. */
export const STAFF_COOKIE = 'tafel-staff';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function staffToken(): Promise<string | undefined> {
  const value = (await cookies()).get(STAFF_COOKIE)?.value;
  return value && TOKEN.test(value) ? value : undefined;
}

/** Stores the staff session (server actions only). */
export async function writeStaffSession(token: string, expiresAt: string): Promise<void> {
  const maxAge = Math.max(60, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  (await cookies()).set(STAFF_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: config().secureCookies, path: '/support', maxAge });
}

export async function clearStaffSession(): Promise<void> {
  (await cookies()).set(STAFF_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: config().secureCookies, path: '/support', maxAge: 0 });
}

/**
 * The device cookie: the device token the orchestrator answered at this browser's last successful
 * staff sign-in. Sent with the next sign-in, it lets the staff member in past the waits strangers
 * caused for the account (the orchestrator limits it only by its own failures). Kept through sign-out;
 * HttpOnly, SameSite=Strict, only sent to /support, Secure in production — like the session cookie.
 */
export const STAFF_DEVICE_COOKIE = 'tafel-staff-device';

export async function staffDeviceToken(): Promise<string | undefined> {
  const value = (await cookies()).get(STAFF_DEVICE_COOKIE)?.value;
  return value && TOKEN.test(value) ? value : undefined;
}

/** Stores the device token of a successful sign-in (server actions only). */
export async function writeStaffDevice(token: string, expiresAt: string): Promise<void> {
  const maxAge = Math.max(60, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  (await cookies()).set(STAFF_DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: config().secureCookies, path: '/support', maxAge });
}

/**
 * Headers naming the browser's address to the orchestrator's sign-in limits: the X-Forwarded-For
 * entry of our outermost trusted proxy (TRUSTED_PROXY_HOPS) with INTERNAL_API_SECRET. None without
 * a trusted proxy: the orchestrator then counts the attempt against the storefront's address.
 */
export async function clientAddressOptions(): Promise<Record<string, string>> {
  const { trustedProxyHops, internalApiSecret } = config();
  return clientAddressHeaders(browserAddress((await headers()).get('x-forwarded-for'), trustedProxyHops), internalApiSecret);
}

/** Request options of the support console: the staff session header (the console is not a shop: German site). */
export function staffOptions(token: string): { site: SiteCode; headers: Record<string, string> } {
  return { site: DEFAULT_SITE, headers: { [STAFF_HEADER]: token } };
}

/**
 * A support console request to the orchestrator with the staff session. Without a valid session
 * (none, expired, signed out) it goes to the sign-in page; the role check is the orchestrator's.
 */
export async function staffRequest<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
  const token = await staffToken();
  if (!token) redirect('/support/login');
  try {
    return await orchestratorRequest(document, variables, staffOptions(token));
  } catch (error) {
    if (error instanceof OrchestratorError && error.code === 'UNAUTHENTICATED') redirect('/support/login?expired=1');
    throw error;
  }
}

/**
 * The signed-in staff member of this request, or null (no session, expired, or the orchestrator
 * refused). Asked once per request: the console's layout and its pages share the answer.
 */
export const signedInStaff = cache(async (): Promise<StaffMeQuery['staffMe'] | null> => {
  const token = await staffToken();
  if (!token) return null;
  try {
    return (await orchestratorRequest(StaffMeDocument, {}, staffOptions(token))).staffMe;
  } catch {
    return null;
  }
});
