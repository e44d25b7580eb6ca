import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { LogoutRunner } from '@/components/account/logout-runner';
import styles from '@/components/account/account-forms.module.css';
import { readSession } from '@/lib/session/session';
import { SECURITY_LOGOUT_COOKIE, SECURITY_LOGOUT_REASON } from '@/lib/site/account-wall';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.account.logout.title'), robots: { index: false, follow: true } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Spec §2 /logout: ends the session (and clears the security-logout flag), then says so; with
 * ?reason=security (the proxy sends a flagged session here, spec §4) it shows the security warning
 * instead. Rendering only reads: the ending is the runner's POST or its form's server action.
 */
export default async function LogoutPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const security = query.reason === SECURITY_LOGOUT_REASON;
  const [session, jar, { t }] = await Promise.all([readSession(), cookies(), currentTranslator()]);
  const pending = query.done !== '1' && (session.jwt !== undefined || jar.has(SECURITY_LOGOUT_COOKIE));
  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title">{security ? t('ui.account.logout.securityTitle') : pending ? t('ui.account.logout.title') : t('ui.account.logout.done')}</h1>
      {security ? (
        <p className="notice notice-info" role="alert" data-testid="security-logout">
          {t('ui.account.logout.security')}
        </p>
      ) : null}
      {pending ? (
        <LogoutRunner security={security} />
      ) : (
        <>
          {security ? null : (
            <p className={styles.intro} data-testid="logout-done">
              {t('ui.account.logout.doneText')}
            </p>
          )}
          <ul className={styles.links}>
            <li>
              <Link href="/login" className="btn" prefetch={false}>
                {t('ui.account.logout.toLogin')}
              </Link>
            </li>
            <li>
              <Link href="/" className="btn btn-secondary">
                {t('ui.account.logout.toHome')}
              </Link>
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
