'use client';

import type { PackstationForm } from '@tafel/domain';
import { useI18n } from '../i18n/i18n-provider';
import { SalutationSelect } from './salutation-select';
import { TextField } from './text-field';
import styles from './checkout.module.css';

/** The packstation form (spec §3): post number and station in place of street and addition, Germany only. */
export function PackstationFields({ value, onChange, errors }: { value: PackstationForm; onChange: (change: Partial<PackstationForm>) => void; errors: Record<string, string> }) {
  const { t } = useI18n();
  const set = <K extends keyof PackstationForm>(key: K) => (next: PackstationForm[K]) => onChange({ [key]: next });
  const error = (field: string) => errors[`packstation.${field}`];
  return (
    <div className={styles.fields}>
      <SalutationSelect name={'packstation.salutation'} value={value.salutation ?? ''} onChange={set('salutation')} />
      <TextField name="packstation.firstName" label={t('ui.address.firstName')} value={value.firstName} onChange={set('firstName')} error={error('firstName')} width="third" autoComplete="given-name" />
      <TextField name="packstation.lastName" label={t('ui.address.lastName')} value={value.lastName} onChange={set('lastName')} error={error('lastName')} width="third" autoComplete="family-name" />
      <TextField name="packstation.postNumber" label={t('ui.packstation.postNumber')} value={value.postNumber} onChange={set('postNumber')} error={error('postNumber')} width="half" hint={t('ui.packstation.postNumberHint')} />
      <TextField name="packstation.packstation" label={t('ui.packstation.number')} value={value.packstation} onChange={set('packstation')} error={error('packstation')} width="half" hint={t('ui.packstation.numberHint')} />
      <TextField name="packstation.postcode" label={t('ui.address.postcode')} value={value.postcode} onChange={set('postcode')} error={error('postcode')} width="third" autoComplete="postal-code" />
      <TextField name="packstation.city" label={t('ui.address.city')} value={value.city} onChange={set('city')} error={error('city')} width="third" autoComplete="address-level2" />
      <div className={`${styles.field} ${styles.third}`}>
        <span className={styles.label}>{t('ui.address.country')}</span>
        <input className={styles.input} value={t('ui.country.DE')} readOnly aria-readonly="true" />
        {error('country') ? <span className="field-error">{error('country')}</span> : null}
      </div>
    </div>
  );
}
