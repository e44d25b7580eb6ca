'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeAccountHref } from '@/lib/account/active-entry';
import styles from './account.module.css';

/** The account area's navigation; the page's entry is marked (aria-current). Labels come from the server. */
export function AccountNav({ label, entries }: { label: string; entries: { href: string; base: string; text: string }[] }) {
  const active = activeAccountHref(usePathname() ?? '', entries);
  return (
    <nav className={styles.nav} aria-label={label} data-testid="account-nav">
      <ul>
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
