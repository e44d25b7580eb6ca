'use client';

import type { PackstationForm } from '@tafel/domain';
import { SalutationSelect } from './salutation-select';
import { TextField } from './text-field';
import styles from './checkout.module.css';

/** The packstation form (spec §3): post number and station in place of street and addition, Germany only. */
export function PackstationFields({ value, onChange, errors }: { value: PackstationForm; onChange: (next: PackstationForm) => void; errors: Record<string, string> }) {
  const set = <K extends keyof PackstationForm>(key: K) => (next: PackstationForm[K]) => onChange({ ...value, [key]: next });
  const error = (field: string) => errors[`packstation.${field}`];
  return (
    <div className={styles.fields}>
      <SalutationSelect name={'packstation.salutation'} value={value.salutation ?? ''} onChange={set('salutation')} />
      <TextField name="packstation.firstName" label="Vorname" value={value.firstName} onChange={set('firstName')} error={error('firstName')} width="third" autoComplete="given-name" />
      <TextField name="packstation.lastName" label="Nachname" value={value.lastName} onChange={set('lastName')} error={error('lastName')} width="third" autoComplete="family-name" />
      <TextField name="packstation.postNumber" label="DHL-Postnummer" value={value.postNumber} onChange={set('postNumber')} error={error('postNumber')} width="half" hint="6 bis 10 Ziffern, steht auf Ihrer DHL-Kundenkarte" />
      <TextField name="packstation.packstation" label="Packstation-Nummer" value={value.packstation} onChange={set('packstation')} error={error('packstation')} width="half" hint="3 Ziffern" />
      <TextField name="packstation.postcode" label="PLZ" value={value.postcode} onChange={set('postcode')} error={error('postcode')} width="third" autoComplete="postal-code" />
      <TextField name="packstation.city" label="Ort" value={value.city} onChange={set('city')} error={error('city')} width="third" autoComplete="address-level2" />
      <div className={`${styles.field} ${styles.third}`}>
        <span className={styles.label}>Land</span>
        <input className={styles.input} value="Deutschland" readOnly aria-readonly="true" />
        {error('country') ? <span className="field-error">{error('country')}</span> : null}
      </div>
    </div>
  );
}
