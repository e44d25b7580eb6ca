'use client';

import { useState, type ReactNode } from 'react';
import { infoBarDismissCookie } from '@/lib/content/info-bar';
import styles from './content.module.css';

/**
 * The info bar's close button: the bar goes at once and a never-expiring cookie keeps it away (the
 * server leaves a dismissed bar out of the page, so it does not flash on the next visit).
 */
export function InfoBarFrame({ name, label, style, children }: { name: string; label: string; style?: React.CSSProperties | undefined; children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className={styles.infoBar} style={style} data-testid="info-bar">
      <div className={styles.infoBarText}>{children}</div>
      <button
        type="button"
        className={styles.infoBarClose}
        aria-label={label}
        onClick={() => {
          document.cookie = infoBarDismissCookie(name, window.location.protocol === 'https:');
          setDismissed(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
