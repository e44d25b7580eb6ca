import { headers } from 'next/headers';
import Link from 'next/link';
import { accountNavFor } from '@/lib/account/account-nav';
import { scopeMessages } from '@/lib/i18n/client-messages';
import { readCustomerName, readSession } from '@/lib/session/session';
import { currentPageUrl } from '@/lib/site/page-details';
import { safeRedirectPath, SESSION_EXPIRED_TOAST, WALL_HEADER, wallReasonOf } from '@/lib/site/b2b-wall';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import { AccountFlyout } from './account-flyout';
import { LoginFlyout } from './login-flyout';
import { PersonIcon } from './person-icon';
import styles from './account-entry.module.css';

/**
 * The header's account entry on every shop page and screen width: the login flyout for visitors
 * (the login form, create an account, forgotten password; on the B2B wall open as a modal layer) and, for a logged-in customer, the first name and
 * the account menu. The name comes from its cookie (written at login and registration): no
 * upstream call per page.
 */
export async function AccountEntry() {
  const [session, name, isB2b, { t, message, language }, requestHeaders, pageUrl] = await Promise.all([readSession(), readCustomerName(), currentIsB2b(), currentTranslator(), headers(), currentPageUrl()]);
  if (session.kind !== 'customer') {
    const wall = wallReasonOf(requestHeaders.get(WALL_HEADER));
    return (
      <LoginFlyout
        isB2b={isB2b}
        // Where the form post without JavaScript goes on to: this page.
        redirectTo={safeRedirectPath(pageUrl)}
        wall={wall}
        // The wall renders its form open: its texts come with it (elsewhere the flyout loads them when it opens).
        formMessages={wall ? scopeMessages('login', language) : undefined}
        texts={{
          entry: t('ui.account.entry.login'),
          title: t('ui.account.entry.loginTitle'),
          text: t('ui.account.entry.loginText'),
          forgot: t('ui.account.entry.forgot'),
          newCustomer: t('ui.account.entry.newCustomer'),
          register: t('ui.account.entry.register'),
          submit: t('ui.login.submit'),
          ...(wall === 'expired' ? { expired: message(SESSION_EXPIRED_TOAST) } : {}),
        }}
      />
    );
  }
  const greeting = name?.firstName ? t('ui.account.entry.hello', { name: name.firstName }) : t('ui.account.entry.account');
  return (
    <AccountFlyout className={styles.entry}>
      <summary className={styles.summary} aria-label={greeting} data-testid="account-entry-customer">
        <PersonIcon />
        <span className={styles.label}>{greeting}</span>
      </summary>
      <nav className={styles.panel} aria-label={t('ui.account.entry.account')}>
        <p className={styles.title}>{t('ui.account.entry.account')}</p>
        <ul className={styles.menu}>
          {/* The account area's own navigation (lib/account/account-nav.ts), the logout last with its own style. */}
          {accountNavFor(isB2b).filter((entry) => entry.href !== '/logout').map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} prefetch={false}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
          <li className={styles.menuLogout}>
            <Link href="/logout" prefetch={false} data-testid="account-menu-logout">
              {t('ui.account.menu.logout')}
            </Link>
          </li>
        </ul>
      </nav>
    </AccountFlyout>
  );
}
