'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { BASKET_HREF } from '@/lib/header/header-links';
import { loadMiniCart, type MiniCartView } from './mini-cart-action';
import styles from './header.module.css';

// The last answer, shown at once when the mini cart opens again while the fresh one is on its way.
let lastView: { articleCount: number; view: MiniCartView } | null = null;

/**
 * The mini cart's panel (loaded with import() on its first opening): asks the server for the
 * cart's last 3 lines and totals each time it opens (loadMiniCart), so it never shows a stale cart.
 */
export default function MiniCartPanel({ id, articleCount, labels }: { id: string; articleCount: number; labels: { panel: string; loading: string; failed: string } }) {
  const [view, setView] = useState<MiniCartView | null>(lastView?.articleCount === articleCount ? lastView.view : null);
  useEffect(() => {
    let live = true;
    loadMiniCart().then(
      (answer) => {
        lastView = { articleCount, view: answer };
        if (live) setView(answer);
      },
      () => {
        if (live) setView({ kind: 'failed', message: labels.failed });
      },
    );
    return () => {
      live = false;
    };
  }, [articleCount, labels.failed]);

  return (
    <section id={id} className={styles.miniCart} aria-label={labels.panel} aria-busy={view === null} data-testid="mini-cart">
      <div className={styles.miniCartBox}>
        <p className={styles.miniCartTitle}>{labels.panel}</p>
        {view === null ? <p className={styles.miniCartNote}>{labels.loading}</p> : null}
        {view?.kind === 'empty' || view?.kind === 'failed' ? (
          <p className={styles.miniCartNote} data-testid={view.kind === 'empty' ? 'mini-cart-empty' : 'mini-cart-failed'}>
            {view.message}
          </p>
        ) : null}
        {view?.kind === 'lines' ? (
          <>
            <ul className={styles.miniCartLines}>
              {view.lines.map((line) => (
                <li key={line.id} className={styles.miniCartLine} data-testid="mini-cart-line" data-free-item={line.free ? true : undefined}>
                  <img src={line.image.url} alt="" width={line.image.width} height={line.image.height} loading="lazy" />
                  <div>
                    <Link href={line.href} prefetch={false} className={styles.miniCartName}>
                      {line.name}
                    </Link>
                    {line.variant ? <p className={styles.miniCartMeta}>{line.variant}</p> : null}
                    {line.free ? (
                      <p className={styles.miniCartFree} data-testid="mini-cart-free-item">
                        {line.free}
                      </p>
                    ) : null}
                    <p className={styles.miniCartMeta}>{line.quantity}</p>
                  </div>
                  <span className={line.free ? `${styles.miniCartPrice} ${styles.miniCartPriceFree}` : styles.miniCartPrice}>{line.price}</span>
                </li>
              ))}
            </ul>
            {view.allProducts ? (
              <Link href={BASKET_HREF} prefetch={false} className={styles.miniCartAll} data-testid="mini-cart-all">
                {view.allProducts}
              </Link>
            ) : null}
            <dl className={styles.miniCartTotals}>
              {view.totals.map((row) => (
                <div key={row.testId}>
                  <dt>{row.label}</dt>
                  <dd data-testid={row.testId}>{row.value}</dd>
                </div>
              ))}
            </dl>
            <Link href={BASKET_HREF} prefetch={false} className={`btn ${styles.miniCartButton}`} data-testid="mini-cart-to-basket">
              {view.toBasket}
            </Link>
          </>
        ) : null}
      </div>
    </section>
  );
}
