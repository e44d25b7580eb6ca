import Link from 'next/link';
import { accountNavFor } from '@/lib/account/account-nav';
import { readCustomerName, readSession } from '@/lib/session/session';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import { AccountFlyout } from './account-flyout';
import { LoginLink } from './login-link';
import styles from './account-entry.module.css';

function PersonIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

/**
 * The header's account entry on every shop page and screen width: a login flyout for visitors
 * (login, create an account, forgotten password) and, for a logged-in customer, the first name and
 * the account menu. The name comes from its cookie (written at login and registration): no
 * upstream call per page.
 */
export async function AccountEntry() {
  const [session, name, isB2b, { t }] = await Promise.all([readSession(), readCustomerName(), currentIsB2b(), currentTranslator()]);
  if (session.kind !== 'customer') {
    return (
      <AccountFlyout className={styles.entry}>
        <summary className={styles.summary} aria-label={t('ui.account.entry.login')} data-testid="account-entry-login">
          <PersonIcon />
          <span className={styles.label}>{t('ui.account.entry.login')}</span>
        </summary>
        <div className={styles.panel}>
          <p className={styles.title}>{t('ui.account.entry.loginTitle')}</p>
          <p className={styles.text}>{t('ui.account.entry.loginText')}</p>
          <LoginLink className={`btn ${styles.primary}`}>{t('ui.account.entry.login')}</LoginLink>
          <ul className={styles.secondary}>
            <li>
              <Link href="/myaccount/resetpassword" prefetch={false}>
                {t('ui.account.entry.forgot')}
              </Link>
            </li>
            <li>
              {t('ui.account.entry.newCustomer')}{' '}
              <Link href="/myaccount/register" prefetch={false}>
                {t('ui.account.entry.register')}
              </Link>
            </li>
          </ul>
        </div>
      </AccountFlyout>
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
