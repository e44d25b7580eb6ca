import type { Metadata } from 'next';
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
    </div>
  );
}
