import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginPage } from '@/components/account/login-page';
import { safeRedirectPath } from '@/lib/site/b2b-wall';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';

// Spec noindex paths: login.
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.login.title'), robots: { index: false, follow: true } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Login (spec §2 route /login); on the B2B host the login wall sends visitors here. */
export default async function Login({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const [isB2b, { t }] = await Promise.all([currentIsB2b(), currentTranslator()]);
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <h1 className="page-title">{t('ui.login.title')}</h1>
      {isB2b ? <p>{t('ui.login.b2bWall')}</p> : null}
      <LoginPage isB2b={isB2b} redirectTo={safeRedirectPath(typeof query.redirect === 'string' ? query.redirect : null)} />
      {/* The ways on for a forgotten password and a new customer (issue 27). */}
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', margin: '18px 0 0', padding: 0, listStyle: 'none' }}>
        <li>
          <Link href="/myaccount/resetpassword" prefetch={false} data-testid="login-forgot">
            {t('ui.account.entry.forgot')}
          </Link>
        </li>
        <li>
          {t('ui.account.entry.newCustomer')}{' '}
          <Link href="/myaccount/register" prefetch={false} data-testid="login-register">
            {t('ui.account.entry.register')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
