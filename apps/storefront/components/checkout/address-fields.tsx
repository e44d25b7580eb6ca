'use client';

import { ADDRESS_COUNTRIES, type AddressForm } from '@tafel/domain';
import { useRef } from 'react';
import { countryName } from '@/lib/checkout/countries';
import { fieldId } from '@/lib/forms/form-errors';
import { useI18n } from '../i18n/i18n-provider';
import { useKeptChecked, useKeptChoice, useKeptValue } from '../common/use-kept-input';
import { SalutationSelect } from './salutation-select';
import { TextField } from './text-field';
import styles from './checkout.module.css';

/**
 * An address form (spec §3 form side): company or school vs private, salutation, names, street
 * and number, addition, postcode, city, country, phone, delivery e-mail toggle.
 */
export function AddressFields({
  prefix,
  value,
  onChange,
  errors,
  withDeliveryEmail = true,
}: {
  prefix: 'billingAddress' | 'shippingAddress';
  value: AddressForm;
  /** The fields that changed (a patch: fields typed before hydration arrive one by one in one commit). */
  onChange: (change: Partial<AddressForm>) => void;
  errors: Record<string, string>;
  withDeliveryEmail?: boolean;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const set = <K extends keyof AddressForm>(key: K) => (next: AddressForm[K]) => onChange({ [key]: next });
  const error = (field: string) => errors[`${prefix}.${field}`];
  const name = (field: string) => `${prefix}.${field}`;
  const typeRef = useRef<HTMLFieldSetElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const deliveryEmailRef = useRef<HTMLInputElement>(null);
  useKeptChoice(typeRef, value.formType, (type) => set('formType')(type === 'companyOrSchool' ? 'companyOrSchool' : 'private'));
  useKeptValue(countryRef, value.country, set('country'));
  useKeptChecked(deliveryEmailRef, value.hasDeliveryEmail === true, set('hasDeliveryEmail'));
  return (
    <div className={styles.fields}>
      <fieldset ref={typeRef} className={`${styles.field} ${styles.choices}`} id={fieldId(name('formType'))}>
        <legend className="visually-hidden">{t('ui.address.type')}</legend>
        <div className={styles.segmented}>
          {(['private', 'companyOrSchool'] as const).map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" name={name('formType')} value={type} checked={value.formType === type} onChange={() => set('formType')(type)} />
              <span className={styles.choiceTitle}>{type === 'private' ? t('ui.address.private') : t('ui.address.company')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {value.formType === 'companyOrSchool' ? (
        <TextField name={name('company')} label={t('ui.address.company')} value={value.company ?? ''} onChange={set('company')} error={error('company')} autoComplete="organization" />
      ) : null}
      <SalutationSelect name={name('salutation')} value={value.salutation ?? ''} onChange={set('salutation')} />
      <TextField name={name('firstName')} label={t('ui.address.firstName')} value={value.firstName} onChange={set('firstName')} error={error('firstName')} autoComplete="given-name" width="third" />
      <TextField name={name('lastName')} label={t('ui.address.lastName')} value={value.lastName} onChange={set('lastName')} error={error('lastName')} autoComplete="family-name" width="third" />
      <TextField name={name('streetAndNumber')} label={t('ui.address.street')} value={value.streetAndNumber} onChange={set('streetAndNumber')} error={error('streetAndNumber')} autoComplete="address-line1" width="twoThirds" />
      <TextField name={name('addition')} label={t('ui.address.addition')} value={value.addition ?? ''} onChange={set('addition')} error={error('addition')} optional autoComplete="address-line2" width="third" />
      <TextField name={name('postcode')} label={t('ui.address.postcode')} value={value.postcode} onChange={set('postcode')} error={error('postcode')} autoComplete="postal-code" width="third" />
      <TextField name={name('city')} label={t('ui.address.city')} value={value.city} onChange={set('city')} error={error('city')} autoComplete="address-level2" width="third" />
      <label className={`${styles.field} ${styles.third}`} htmlFor={fieldId(name('country'))}>
        <span className={styles.label}>{t('ui.address.country')}</span>
        <select ref={countryRef} id={fieldId(name('country'))} className={error('country') ? `${styles.select} ${styles.invalid}` : styles.select} value={value.country} onChange={(event) => set('country')(event.target.value)}>
          {ADDRESS_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code, i18n)}
            </option>
          ))}
        </select>
        {error('country') ? <span className="field-error">{error('country')}</span> : null}
      </label>
      <TextField name={name('phone')} label={t('ui.address.phone')} value={value.phone ?? ''} onChange={set('phone')} error={error('phone')} optional type="tel" autoComplete="tel" width="half" hint={t('ui.address.phoneHint')} />
      {withDeliveryEmail ? (
        <>
          <label className={`${styles.field} ${styles.checkbox}`}>
            <input ref={deliveryEmailRef} type="checkbox" checked={value.hasDeliveryEmail === true} onChange={(event) => set('hasDeliveryEmail')(event.target.checked)} />
            {t('ui.address.otherDeliveryEmail')}
          </label>
          {value.hasDeliveryEmail ? (
            <TextField name={name('deliveryEmail')} label={t('ui.address.deliveryEmailLabel')} value={value.deliveryEmail ?? ''} onChange={set('deliveryEmail')} error={error('deliveryEmail')} type="email" autoComplete="email" />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
