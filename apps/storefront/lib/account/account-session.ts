import { redirect } from 'next/navigation';
import { readSession } from '@/lib/session/session';
import { loginRedirectFor, SECURITY_LOGOUT_REASON } from '@/lib/site/account-wall';

// Server-only: the shared login check of the account pages (spec §2) and what a page does when
// the orchestrator answers SessionRequiredError (spec §4, §8).

/** What an account call needs of the visitor: the session headers the orchestrator reads. */
export interface AccountCaller {
  userId?: string | undefined;
  jwt: string;
}

/**
 * The logged-in customer's caller, or a redirect to the login that comes back to `path` (the
 * page's own path with its query). The proxy checks the same cookies first (lib/site/account-wall.ts);
 * this guards a page that is reached another way (a server action, a prefetch).
 */
export async function requireCustomer(path: string): Promise<AccountCaller> {
  const session = await readSession();
  if (session.kind !== 'customer' || !session.jwt) {
    const url = new URL(path, 'http://tafel.invalid');
    redirect(loginRedirectFor(url.pathname, url.search));
  }
  return { userId: session.userId, jwt: session.jwt };
}

/** The logout that shows the security warning (spec §4 security logout). */
export const SECURITY_LOGOUT_PATH = `/logout?reason=${SECURITY_LOGOUT_REASON}`;

/**
 * A page read answered SessionRequiredError: a session that ended elsewhere (sessionEnded) goes
 * through the security logout; otherwise the visitor logs in and comes back to `path`.
 */
export function leaveForSession(answer: { sessionEnded: boolean }, path: string): never {
  if (answer.sessionEnded) redirect(SECURITY_LOGOUT_PATH);
  const url = new URL(path, 'http://tafel.invalid');
  redirect(loginRedirectFor(url.pathname, url.search));
}
