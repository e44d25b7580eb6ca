import type { ReactNode } from 'react';
import styles from './errors.module.css';

/** Shared frame of the error pages: a chalkboard with a big code, headline, text and actions. */
export function ErrorPanel({ code, title, children, actions }: { code: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className={`container page ${styles.wrap}`}>
      <div className={styles.panel}>
        <div className={styles.board} aria-hidden="true">
          <span>{code}</span>
        </div>
        <div className={styles.text}>
          <h1 className="page-title">{title}</h1>
          {children}
          <div className={styles.actions}>{actions}</div>
        </div>
      </div>
    </div>
  );
}
