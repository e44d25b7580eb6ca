'use client';

import { useId, useRef, type ReactNode } from 'react';
import styles from './content.module.css';

/**
 * Teaser Layer: a button that opens the teaser's content in a native modal <dialog> (focus
 * trapping, Escape and the backdrop come with the element). The content is rendered on the server.
 */
export function LayerDialog({ buttonText, buttonClass, title, closeLabel, children }: { buttonText: string; buttonClass: string; title: string; closeLabel: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className={buttonClass} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {buttonText}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        // A click on the backdrop is a click on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.dialogBody}>
          <h2 id={titleId} className={styles.headline}>
            {title}
          </h2>
          {children}
          <form method="dialog" className={styles.dialogActions}>
            <button type="submit" className="btn btn-secondary">
              {closeLabel}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
