import Link from 'next/link';
import type { ReactNode } from 'react';
import { currentTranslator } from '@/lib/site/site';
import { Logo } from '../layout/logo';
import { SiteFooter } from '../layout/site-footer';
import styles from './checkout.module.css';

/**
 * The quiet frame of the checkout steps: the logo (back to the basket, not into the shop), the
 * promise that ordering is safe, the page, and the checkout's small footer. No navigation, no
 * teasers: nothing that leads away from finishing the order.
 */
export async function CheckoutChrome({ children }: { children: ReactNode }) {
  const { t } = await currentTranslator();
  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Link href="/checkout/basket" className={styles.logoLink} aria-label={t('ui.checkout.logoLabel')}>
            <Logo className={styles.logo} />
          </Link>
          <p className={styles.secure}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v10H5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            {t('ui.checkout.secure')}
          </p>
          <p className={styles.hotline}>
            {t('ui.checkout.questions')} <a href="tel:+4980012345678">0800 123 456 78</a> <span className="muted">({t('ui.checkout.hotlineHours')})</span>
          </p>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {/* The smaller footer of the checkout (grid footer-vue-checkout-shipping): service and legal links, nothing that leads away. */}
      <SiteFooter kind="CHECKOUT" />
    </>
  );
}
