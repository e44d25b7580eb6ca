'use client';

import { useId, useRef } from 'react';
import styles from './product-detail.module.css';

export interface EnergyLabelView {
  energyClass: string;
  badge: { url: string; alt: string; width: number; height: number };
  label: { url: string; alt: string; width: number; height: number };
  dataSheetUrl: string | null;
}

export interface EnergyLabelTexts {
  /** The badge button's accessible name ("Energieeffizienzklasse D: EU-Energielabel anzeigen"). */
  open: string;
  title: string;
  dataSheet: string;
  close: string;
}

/**
 * The EU energy label (catalogue spec §2, §3): the class arrow as a button opening the full label
 * in a native modal <dialog> (focus kept inside, Escape closes, focus returns to the button), with
 * the product data sheet. The label image loads only when the dialog opens.
 */
export function EnergyLabel({ view, texts }: { view: EnergyLabelView; texts: EnergyLabelTexts }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.energyBadge}
        aria-haspopup="dialog"
        aria-label={texts.open}
        data-testid="energy-label-badge"
        onClick={() => dialog.current?.showModal()}
      >
        <img src={view.badge.url} alt="" width={view.badge.width} height={view.badge.height} />
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        data-testid="energy-label-dialog"
        // A click on the backdrop is a click on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.dialogBody}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {texts.title}
          </h2>
          <img className={styles.energyImage} src={view.label.url} alt={view.label.alt} width={view.label.width} height={view.label.height} loading="lazy" />
          {view.dataSheetUrl ? (
            <a href={view.dataSheetUrl} target="_blank" rel="noopener" data-testid="energy-data-sheet">
              {texts.dataSheet}
            </a>
          ) : null}
          <form method="dialog" className={styles.dialogActions}>
            <button type="submit" className="btn btn-secondary" autoFocus>
              {texts.close}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
