'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { activeAccountHref } from '@/lib/account/active-entry';
import styles from './account.module.css';

/** The account area's navigation; the page's entry is marked (aria-current). Labels come from the server. */
export function AccountNav({ label, entries }: { label: string; entries: { href: string; base: string; text: string }[] }) {
  const active = activeAccountHref(usePathname() ?? '', entries);
  const listRef = useRef<HTMLUListElement>(null);
  // On a narrow screen the list scrolls sideways: the marked entry is brought into view (sideways only).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
  }, [active]);
  return (
    <nav className={styles.nav} aria-label={label} data-testid="account-nav">
      <ul ref={listRef}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={styles.navLink} aria-current={entry.href === active ? 'page' : undefined} prefetch={entry.href === '/logout' ? false : undefined}>
              {entry.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
