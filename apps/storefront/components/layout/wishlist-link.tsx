import Link from 'next/link';
import { WISHLIST_HREF } from '@/lib/header/header-links';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import { wishlistNotEmpty } from '@/lib/wishlist/wishlist';
import styles from './header.module.css';

/**
 * The header's wishlist shortcut (catalogue spec §2: the icon is filled when the list is not
 * empty; the B2B shop calls it notepad list). Issue 29.
 */
export async function WishlistLink() {
  const [{ t }, isB2b, filled] = await Promise.all([currentTranslator(), currentIsB2b(), wishlistNotEmpty()]);
  const name = t(isB2b ? 'ui.wishlist.titleB2b' : 'ui.wishlist.title');
  return (
    <Link href={WISHLIST_HREF} prefetch={false} className={styles.shortcut} aria-label={filled ? t('ui.wishlist.headerFilled') : name} data-testid="header-wishlist" data-filled={filled ? 'true' : 'false'}>
      <svg width="24" height="24" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.9" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
      </svg>
      <span className={styles.shortcutLabel}>{name}</span>
    </Link>
  );
}
