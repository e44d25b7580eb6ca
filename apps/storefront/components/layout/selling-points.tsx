import Link from 'next/link';
import type { Translator } from '@/lib/i18n/translate';
import styles from './header.module.css';

const B2C_POINTS = [
  { id: 'invoice', title: 'ui.header.sp.invoice', text: 'ui.header.sp.invoiceText' },
  { id: 'delivery', title: 'ui.header.sp.delivery', text: 'ui.header.sp.deliveryText' },
  { id: 'advice', title: 'ui.header.sp.advice', text: 'ui.header.sp.adviceText' },
] as const;

// Catalogue spec §1/§2: the B2B selling points are links to these pages.
const B2B_POINTS = [
  { title: 'ui.header.sp.b2bAdvantages', href: '/service/your-advantages/' },
  { title: 'ui.header.sp.b2bInvoice', href: '/service/your-advantages/' },
  { title: 'ui.header.sp.b2bAbout', href: '/about-betzold/' },
] as const;

/**
 * The selling-point strip of 3 items (catalogue spec §2): on B2C each explains itself in a tooltip
 * on hover and keyboard focus (CSS; the button names it, aria-describedby reads the text), on B2B
 * each is a link.
 */
export function SellingPoints({ isB2b, t }: { isB2b: boolean; t: Translator['t'] }) {
  return (
    <ul className={styles.sellingPoints} aria-label={t('ui.header.sellingPoints')} data-testid="selling-points">
      {isB2b
        ? B2B_POINTS.map((point) => (
            <li key={point.title} className={styles.sellingPoint}>
              <Link href={point.href} prefetch={false}>
                {t(point.title)}
              </Link>
            </li>
          ))
        : B2C_POINTS.map((point) => (
            <li key={point.id} className={styles.sellingPoint}>
              <button type="button" className={styles.sellingPointButton} aria-describedby={`selling-point-${point.id}`}>
                {t(point.title)}
              </button>
              <span role="tooltip" id={`selling-point-${point.id}`} className={styles.tooltip}>
                {t(point.text)}
              </span>
            </li>
          ))}
    </ul>
  );
}
