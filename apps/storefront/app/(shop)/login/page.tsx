import type { Metadata } from 'next';
import { LoginPage } from '../../../components/account/login-page';
import { safeRedirectPath } from '../../../lib/b2b-wall';
import { currentSite } from '../../../lib/site';

// Spec noindex paths: login.
export const metadata: Metadata = { title: 'Anmelden', robots: { index: false, follow: true } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Login (spec §2 route /login); on the B2B host the login wall sends visitors here. */
export default async function Login({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const isB2b = (await currentSite()).startsWith('edu');
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <h1 className="page-title">Anmelden</h1>
      {isB2b ? <p>Der Shop für Schulen, Kitas und Einrichtungen steht angemeldeten Kunden offen. Bitte melden Sie sich mit Ihrer Kundennummer an.</p> : null}
      <LoginPage isB2b={isB2b} redirectTo={safeRedirectPath(typeof query.redirect === 'string' ? query.redirect : null)} />
    </div>
  );
}
