'use client';

import { useEffect, useId, useRef } from 'react';
import styles from './minimum-order-flyout.module.css';

/** The flyout's texts in the shop language; `text` keeps its {limit} placeholder. */
export interface MinimumOrderFlyoutTexts {
  title: string;
  text: string;
  close: string;
}

const fill = (template: string, params: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * Spec §2 MinimalOrderQuantityFlyout: says why a quantity field jumped to the article's minimum
 * (spec §5: below the minimum clamps and signals it). A modal <dialog>: focus moves into it, Escape
 * and the button close it, focus returns to the field. Shown while `limit` is a number; the texts
 * come as props so every quantity field (basket, buy box, wishlist, teaser list, order form) can
 * hand over its own scope's texts.
 */
export function MinimumOrderFlyout({ limit, productName, texts, onClose }: { limit: number | null; productName?: string | undefined; texts: MinimumOrderFlyoutTexts; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const open = limit !== null;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      id="MinimalOrderQuantityFlyout"
      className={styles.flyout}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="moq-flyout"
      onClose={onClose}
      // A click on the backdrop (the dialog element itself, outside its content) closes it too.
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
    >
      {open && (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {texts.title}
          </h2>
          {productName && <p className={styles.product}>{productName}</p>}
          <p id={textId}>{fill(texts.text, { limit })}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()} autoFocus>
              {texts.close}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
