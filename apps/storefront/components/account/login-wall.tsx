import Link from 'next/link';
import { loginRedirectFor } from '@/lib/site/account-wall';
import { currentPageUrl } from '@/lib/site/page-details';
import { currentTranslator } from '@/lib/site/site';

/**
 * The B2B wall's neutral placeholder (spec §2) under the header's login flyout, open as a modal
 * layer (components/layout/login-flyout.tsx): never the protected page. Its link leads to the full
 * login page, for a layer closed with Escape.
 */
export async function LoginWall() {
  const [pageUrl, { t }] = await Promise.all([currentPageUrl(), currentTranslator()]);
  const url = pageUrl ?? '/';
  const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
  return (
    <div className="container page" style={{ maxWidth: 560, minHeight: '50vh' }} data-testid="login-wall">
      <h1 className="page-title">{t('ui.login.title')}</h1>
      <p>{t('ui.login.b2bWall')}</p>
      <Link href={loginRedirectFor(url.slice(0, queryAt), url.slice(queryAt))} className="btn" prefetch={false} data-testid="login-wall-link">
        {t('ui.login.title')}
      </Link>
    </div>
  );
}
