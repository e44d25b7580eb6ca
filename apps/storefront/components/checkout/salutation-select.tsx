'use client';

import { SALUTATIONS } from '@tafel/domain';
import { fieldId } from '../../lib/form-errors';
import styles from './checkout.module.css';

/** The optional salutation of an address or packstation form (Frau, Herr, Divers or none). */
export function SalutationSelect({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className={`${styles.field} ${styles.third}`} htmlFor={fieldId(name)}>
      <span className={styles.label}>
        Anrede <span className={styles.optional}>(optional)</span>
      </span>
      <select id={fieldId(name)} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {SALUTATIONS.map((s) => (
          <option key={s} value={s}>
            {s === '' ? 'keine Angabe' : s}
          </option>
        ))}
      </select>
    </label>
  );
}
