'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { headerLoginHref } from '@/lib/site/account-wall';
import { categoryHref } from '@/lib/site/links';
import { fill, type DrawerLink, type NavItem, type NavLabels } from './main-nav-list';
import { ShopLink } from './shop-link';
import styles from './header.module.css';

/**
 * The drawer's content (loaded on its first opening): the category tree as a drill-down — a
 * category with children opens its level, "Zurück" goes up — and below the main categories the
 * service part (account or login, wishlist, advice, ...). The focus follows: into a level to its
 * back button, back up to the category it came from.
 */
export default function NavDrawer({ items, labels, links, onClose }: { items: readonly NavItem[]; labels: NavLabels; links: readonly DrawerLink[]; onClose: () => void }) {
  const [trail, setTrail] = useState<NavItem[]>([]);
  const cameFrom = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const current = trail.at(-1);
  const list = current ? (current.children ?? []) : items;

  useEffect(() => setTrail([]), [pathname]);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const from = cameFrom.current;
    cameFrom.current = null;
    if (from) root.querySelector<HTMLButtonElement>(`button[data-drill="${CSS.escape(from)}"]`)?.focus();
    else if (current) root.querySelector<HTMLButtonElement>('button[data-nav-back]')?.focus();
  }, [current]);

  const parent = trail.at(-2);
  return (
    <div ref={box} className={styles.drawerBox}>
      <div className={styles.drawerHead}>
        {current ? (
          <button
            type="button"
            className={styles.drawerBack}
            data-nav-back=""
            onClick={() => {
              cameFrom.current = current.id;
              setTrail(trail.slice(0, -1));
            }}
          >
            {parent ? fill(labels.backTo, parent.name) : labels.back}
          </button>
        ) : (
          <p className={styles.drawerTitle}>{labels.menu}</p>
        )}
        <button type="button" className={styles.drawerClose} aria-label={labels.closeMenu} onClick={onClose} data-testid="nav-drawer-close">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {current ? (
        <>
          <h2 className={styles.drawerLevelTitle}>{current.name}</h2>
          <ShopLink href={categoryHref(current.id)} className={styles.drawerAll} data-nav-area="drawer" data-nav-level={trail.length} data-nav-id={current.id}>
            {fill(labels.allOf, current.name)}
          </ShopLink>
        </>
      ) : null}
      <ul className={styles.drawerList} aria-label={current ? current.name : labels.categories} data-testid="nav-drawer-list">
        {list.map((item) =>
          item.children ? (
            <li key={item.id}>
              <button
                type="button"
                className={`${styles.drawerItem} ${styles.drawerDrill}`}
                data-drill={item.id}
                aria-label={fill(labels.open, item.name)}
                onClick={() => setTrail([...trail, item])}
              >
                <span className={item.sale ? styles.drawerSale : undefined}>{item.name}</span>
              </button>
            </li>
          ) : (
            <li key={item.id}>
              <ShopLink href={categoryHref(item.id)} className={`${styles.drawerItem} ${item.sale ? styles.drawerSale : ''}`} data-nav-area="drawer" data-nav-level={trail.length + 1} data-nav-id={item.id}>
                {item.name}
              </ShopLink>
            </li>
          ),
        )}
      </ul>
      {current ? null : (
        <ul className={styles.drawerService} aria-label={labels.service}>
          {links.map((link) => (
            <li key={link.href}>
              {link.external ? (
                <a href={link.href}>{link.label}</a>
              ) : (
                <ShopLink href={link.login ? headerLoginHref(pathname ?? '/') : link.href} prefetch={false}>
                  {link.label}
                </ShopLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
