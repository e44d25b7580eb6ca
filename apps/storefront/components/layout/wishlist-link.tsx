import Link from 'next/link';
import { WISHLIST_HREF } from '@/lib/header/header-links';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import styles from './header.module.css';

/**
 * The header's wishlist shortcut (catalogue spec §2: the B2B shop calls it notepad list). The
 * filled icon for a list with entries comes with the wishlist itself (issue 29).
 */
export async function WishlistLink() {
  const [{ t }, isB2b] = await Promise.all([currentTranslator(), currentIsB2b()]);
  const label = t(isB2b ? 'ui.header.wishlistB2b' : 'ui.header.wishlist');
  return (
    <Link href={WISHLIST_HREF} prefetch={false} className={styles.shortcut} aria-label={label} data-testid="header-wishlist">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
      </svg>
      <span className={styles.shortcutLabel}>{label}</span>
    </Link>
  );
}
