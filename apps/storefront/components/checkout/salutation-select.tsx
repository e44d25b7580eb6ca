'use client';

import { SALUTATIONS } from '@tafel/domain';
import { useRef } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { salutationText } from '@/lib/checkout/salutations';
import { useKeptValue } from '../common/use-kept-input';
import { useI18n } from '../i18n/i18n-provider';
import styles from './checkout.module.css';

/** The optional salutation of an address or packstation form (Frau, Herr, Divers or none). */
export function SalutationSelect({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const selectRef = useRef<HTMLSelectElement>(null);
  useKeptValue(selectRef, value, onChange);
  return (
    <label className={`${styles.field} ${styles.third}`} htmlFor={fieldId(name)}>
      <span className={styles.label}>
        {t('ui.address.salutation')} <span className={styles.optional}>({t('ui.form.optional')})</span>
      </span>
      <select ref={selectRef} id={fieldId(name)} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {SALUTATIONS.map((s) => (
          <option key={s} value={s}>
            {salutationText(s, i18n)}
          </option>
        ))}
      </select>
    </label>
  );
}
