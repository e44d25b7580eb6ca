import type { NavigationNode } from '@/lib/listing/catalogue';
import { currentTranslator } from '@/lib/site/site';
import { AccountEntry } from './account-entry';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { LOGO_ID } from './logo-id';
import { MainNav } from './main-nav';
import { MenuButton } from './menu-button';
import { PreHeader } from './pre-header';
import { ShopLink } from './shop-link';
import { WishlistLink } from './wishlist-link';
import { HeaderSearch } from '../search/header-search';
import styles from './layout.module.css';

/**
 * Shop header (catalogue spec §2 Header): the top bar (selling points, pre-header, B2B DE/EN
 * switch), burger (narrow screens), logo, search (on narrow screens in its own row under the logo),
 * user shortcuts (account entry with login flyout or account menu, wishlist, cart with article
 * badge and mini cart), main category navigation with flyouts and the drawer.
 */
export async function SiteHeader({ navigation, articleCount }: { navigation: NavigationNode[]; articleCount: number }) {
  const { t } = await currentTranslator();
  return (
    <header className={styles.header}>
      <PreHeader />
      <div className={`container ${styles.headerMain}`} data-header-row="">
        <div className={styles.headerBurger}>
          <MenuButton label={t('ui.nav.openMenu')} text={t('ui.nav.menu')} />
        </div>
        <ShopLink href="/" className={styles.logoLink} aria-label="Tafel">
          <Logo className={styles.logo} id={LOGO_ID} />
          <span className={styles.tagline} aria-hidden="true">
            {t('ui.header.tagline')}
          </span>
        </ShopLink>
        <div className={styles.headerSearch}>
          {/* No Suspense boundary: every shop page renders per request, so the page's query (useSearchParams)
              is known on the server and the box arrives filled, also without JavaScript. A boundary made
              React send an empty stand-in first and the filled box at the end of the stream. */}
          <HeaderSearch />
        </div>
        <div className={styles.headerActions}>
          <AccountEntry />
          <WishlistLink />
          <CartButton articleCount={articleCount} />
        </div>
      </div>
      <MainNav navigation={navigation} />
    </header>
  );
}
