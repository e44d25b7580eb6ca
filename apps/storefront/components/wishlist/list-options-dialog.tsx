'use client';

import { useCallback, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './list-options.module.css';

/** Opens and closes one dialog, the focus going back to what opened it (also after Escape). */
export function useDialog(): { ref: RefObject<HTMLDialogElement | null>; open: () => void; close: () => void } {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.addEventListener('close', () => opener.current?.isConnected && opener.current.focus(), { once: true });
    dialog.showModal();
  }, []);
  const close = useCallback(() => ref.current?.close(), []);
  return { ref, open, close };
}

/**
 * A modal of the wishlist page (spec §2 optionsListModal, wishlistLists), as the shop's other
 * dialogs (energy label, content layer): a native <dialog> opened with showModal(), so the page
 * behind is inert (the focus stays inside), Escape closes it; a click on the backdrop closes too.
 */
export function WishlistDialog({
  dialogRef,
  title,
  closeLabel,
  testId,
  size = 'wide',
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  closeLabel: string;
  testId: string;
  size?: 'wide' | 'small';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      className={size === 'wide' ? styles.dialog : `${styles.dialog} ${styles.small}`}
      aria-labelledby={titleId}
      data-testid={testId}
      // A click on the backdrop is a click on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.closeButton} aria-label={closeLabel} onClick={() => dialogRef.current?.close()}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

/** The answer of a form inside a dialog: the page's toasts sit behind the modal's backdrop. */
export function DialogAnswer({ state, testId }: { state: { ok: boolean; message: string }; testId?: string }) {
  if (!state.message) return null;
  return (
    <p className={state.ok ? styles.answerOk : styles.answerError} role={state.ok ? 'status' : 'alert'} data-testid={testId}>
      {state.message}
    </p>
  );
}
