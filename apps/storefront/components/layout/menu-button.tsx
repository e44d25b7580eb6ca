'use client';

import { useSyncExternalStore } from 'react';
import { drawerStore } from '@/lib/header/drawer-store';
import styles from './header.module.css';

/** The DOM id of the drawer the burger opens. */
export const NAV_DRAWER_ID = 'nav-drawer';

/** The burger button of narrow screens (< 1024 px): opens the navigation drawer. */
export function MenuButton({ label, text }: { label: string; text: string }) {
  const open = useSyncExternalStore(drawerStore.subscribe, drawerStore.isOpen, () => false);
  return (
    <button type="button" className={styles.burger} aria-label={label} aria-expanded={open} aria-controls={NAV_DRAWER_ID} onClick={() => drawerStore.set(!open)} data-testid="menu-button">
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.burgerText}>{text}</span>
    </button>
  );
}
