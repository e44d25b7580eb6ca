'use client';

// A client component for one reason: its props (the category tree as data) are what the RSC payload
// carries, instead of the rendered tree of ~80 links, which is in every shop page. Rendered on the
// server all the same (SSR); the panels open by CSS.
import Link from 'next/link';
import { categoryHref } from '@/lib/site/links';
import styles from './layout.module.css';

/** A category of the main navigation: its children and grandchildren (at most six) for the panel. */
export interface NavItem {
  id: string;
  name: string;
  sale?: boolean;
  /** "Alles aus …", the panel's link to the whole category. */
  all?: string;
  children?: NavItem[];
}

export function MainNavList({ items, label }: { items: readonly NavItem[]; label: string }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={`container ${styles.navList}`}>
        {items.map((node) => (
          <li key={node.id}>
            <Link href={categoryHref(node.id)} className={node.sale ? styles.navSale : undefined}>
              {node.name}
            </Link>
            {node.children ? (
              <div className={styles.navPanel}>
                <div className={`container ${styles.navPanelInner}`}>
                  <ul className={styles.navColumns}>
                    {node.children.map((child) => (
                      <li key={child.id}>
                        <Link href={categoryHref(child.id)}>{child.name}</Link>
                        {child.children ? (
                          <ul>
                            {child.children.map((grandchild) => (
                              <li key={grandchild.id}>
                                <Link href={categoryHref(grandchild.id)}>{grandchild.name}</Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <Link href={categoryHref(node.id)} className={styles.navAll}>
                    {`${node.all ?? node.name} →`}
                  </Link>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
