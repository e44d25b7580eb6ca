import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountNav } from '@/components/account-orders/account-nav';
import styles from '@/components/account-orders/account.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';
import { accountNavFor } from '@/lib/account/account-nav';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';

// A customer's own data: never for search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The account area's frame (issue 27): "Mein Konto", its navigation and the texts of the account
 * pages' client components (lib/i18n/client-scopes.ts, scope "account"). The login check is the
 * proxy's (lib/site/account-wall.ts) and each page's requireCustomer.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const [isB2b, { t }] = await Promise.all([currentIsB2b(), currentTranslator()]);
  const entries = accountNavFor(isB2b).map((entry) => ({ href: entry.href, base: entry.base, text: t(entry.label) }));
  return (
    <div className={`container page ${styles.frame}`}>
      <h1 className="page-title">{t('ui.account.title')}</h1>
      <div className={styles.layout}>
        <AccountNav label={t('ui.account.nav')} entries={entries} />
        <div className={styles.content}>
          <ClientMessages scope="account">{children}</ClientMessages>
        </div>
      </div>
    </div>
  );
}
