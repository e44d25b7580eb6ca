'use client';

import { useRef } from 'react';
import styles from './site-footer.module.css';

/**
 * The footer's cookie-consent link ('#cookie-consent', catalogue spec §2). The shop has no consent
 * tool yet, so it opens a small dialog that says which cookies the shop sets (only the ones it
 * needs); a consent tool's settings layer replaces the dialog once there is one.
 */
export function ConsentButton({ label, title, text, close }: { label: string; title: string; text: string; close: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} className={styles.consentDialog} aria-label={title}>
        <h2>{title}</h2>
        <p>{text}</p>
        <form method="dialog">
          <button type="submit" className="btn">
            {close}
          </button>
        </form>
      </dialog>
    </>
  );
}
