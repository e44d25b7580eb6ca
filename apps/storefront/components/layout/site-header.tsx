import Link from 'next/link';
import type { NavigationNode } from '@/lib/listing/catalogue';
import { currentLanguageSwitch, currentTranslator } from '@/lib/site/site';
import { AccountEntry } from './account-entry';
import { CartButton } from './cart-button';
import { LanguageSwitch } from './language-switch';
import { Logo, LOGO_ID } from './logo';
import { MainNav } from './main-nav';
import { HeaderSearch } from '../search/header-search';
import styles from './layout.module.css';

/**
 * Shop header: service bar, logo, search (on narrow screens in its own row under the logo), DE/EN
 * switch (B2B), account entry (login flyout or account menu), cart with article badge, main category navigation.
 */
export async function SiteHeader({ navigation, articleCount }: { navigation: NavigationNode[]; articleCount: number }) {
  const { t } = await currentTranslator();
  const languageSwitch = await currentLanguageSwitch();
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <ul className={`container ${styles.topbarList}`}>
          <li className={styles.checked}>{t('ui.header.invoice')}</li>
          <li className={styles.checked}>{t('ui.header.fastDelivery')}</li>
          <li className={`${styles.topbarOptional} ${styles.checked}`}>
            <Link href="/service/sicher-einkaufen/" prefetch={false}>
              {t('ui.header.safeShopping')}
            </Link>
          </li>
          <li className={styles.topbarOptional}>
            <Link href="/beratung/" prefetch={false}>
              {t('ui.header.advice')}
            </Link>
          </li>
        </ul>
      </div>
      <div className={`container ${styles.headerMain}`}>
        <Link href="/" className={styles.logoLink} aria-label="Tafel">
          <Logo className={styles.logo} id={LOGO_ID} />
          <span className={styles.tagline} aria-hidden="true">
            {t('ui.header.tagline')}
          </span>
        </Link>
        <div className={styles.headerSearch}>
          {/* No Suspense boundary: every shop page renders per request, so the page's query (useSearchParams)
              is known on the server and the box arrives filled, also without JavaScript. A boundary made
              React send an empty stand-in first and the filled box at the end of the stream. */}
          <HeaderSearch />
        </div>
        <div className={styles.headerActions}>
          {languageSwitch && <LanguageSwitch {...languageSwitch} label={t('ui.header.language')} />}
          <AccountEntry />
          <CartButton articleCount={articleCount} />
        </div>
      </div>
      <MainNav navigation={navigation} />
    </header>
  );
}
