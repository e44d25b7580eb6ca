'use client';

import type { GuardReason } from '@tafel/checkout-machine';
import { enabledForNewDelivery, SPEDITION_SHIPPER_CODE } from '@tafel/domain';
import type { CheckoutShippingPageFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useRef, type ReactNode } from 'react';
import { guardReasonKey } from '@/lib/checkout/checkout-messages';
import { fieldId } from '@/lib/forms/form-errors';
import { formatMoney } from '@/lib/i18n/format';
import { useKeptChoice, useKeptValue } from '../common/use-kept-input';
import { useI18n } from '../i18n/i18n-provider';
import { TextField } from './text-field';
import styles from './checkout.module.css';

type Details = CheckoutShippingPageFieldsFragment['shippingDetails'];

/** A spedition field's select that keeps an option chosen before hydration. */
function SpeditionSelect({ id, className, value, onChange, children }: { id: string; className: string | undefined; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const selectRef = useRef<HTMLSelectElement>(null);
  useKeptValue(selectRef, value, onChange);
  return (
    <select ref={selectRef} id={id} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
      {children}
    </select>
  );
}

/**
 * The shipper choice (spec §4 Shippers): the machine's rules decide which shippers the chosen
 * delivery allows (packstation → DHL only, DHL → Germany only) and say why not; costs are shown
 * only above 0. A spedition shipper asks for its extra fields.
 */
export function ShipperChoice({
  shippers,
  selected,
  refusal,
  onSelect,
  onChosenBeforeHydration,
  speditionFields,
  speditionValues,
  onSpeditionChange,
  errors,
  error,
}: {
  shippers: Details['shippers'];
  selected: string | null;
  refusal: (code: string) => GuardReason | null;
  onSelect: (code: string) => void;
  /** A shipper checked before hydration (the form hands it to the machine once its own start-up is through). */
  onChosenBeforeHydration: (code: string) => void;
  speditionFields: Details['speditionFields'];
  speditionValues: Record<string, string>;
  onSpeditionChange: (name: string, value: string) => void;
  errors: Record<string, string>;
  error: string | undefined;
}) {
  const i18n = useI18n();
  const { t, message } = i18n;
  const offered = shippers.filter((s) => enabledForNewDelivery(s));
  const groupRef = useRef<HTMLFieldSetElement>(null);
  useKeptChoice(groupRef, selected, onChosenBeforeHydration);
  return (
    <section className={styles.panel} aria-labelledby="shipper-title">
      <h2 id="shipper-title" className={styles.panelTitle}>
        {t('ui.shipper.title')}
      </h2>
      <fieldset ref={groupRef} className={styles.choices} id={fieldId('shipperCode')}>
        <legend className="visually-hidden">{t('ui.shipper.choose')}</legend>
        {shippers.map((shipper) => {
          const machineReason = selected === shipper.code ? null : refusal(shipper.code);
          const cartRules = !enabledForNewDelivery(shipper);
          const disabled = cartRules || machineReason !== null;
          const why = cartRules ? shipper.info : machineReason ? message(guardReasonKey(machineReason)) : shipper.info;
          return (
            <label key={shipper.code} className={styles.choice} data-testid={`shipper-${shipper.code}`}>
              <input type="radio" name="shipper" value={shipper.code} checked={selected === shipper.code} disabled={disabled || offered.length < 2} onChange={() => onSelect(shipper.code)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{shipper.name}</span>
                {why ? <span className={styles.choiceMeta}>{why}</span> : null}
              </span>
              <span className={styles.choicePrice}>{shipper.showCosts ? formatMoney(shipper.costs, i18n) : t('ui.totals.free')}</span>
            </label>
          );
        })}
      </fieldset>
      {error ? <p className="field-error">{error}</p> : null}
      {selected === SPEDITION_SHIPPER_CODE && speditionFields.length > 0 ? (
        <div style={{ marginTop: 16 }}>
          <h3 className={styles.panelTitle}>{t('ui.shipper.spedition')}</h3>
          <div className={styles.fields}>
            {speditionFields.map((field) =>
              field.type === 'select' ? (
                <label key={field.fieldName} className={`${styles.field} ${styles.half}`} htmlFor={fieldId(`speditionFields.${field.fieldName}`)}>
                  <span className={styles.label}>{field.label}</span>
                  <SpeditionSelect
                    id={fieldId(`speditionFields.${field.fieldName}`)}
                    className={errors[`speditionFields.${field.fieldName}`] ? `${styles.select} ${styles.invalid}` : styles.select}
                    value={speditionValues[field.fieldName] ?? ''}
                    onChange={(value) => onSpeditionChange(field.fieldName, value)}
                  >
                    <option value="">{t('ui.pleaseChoose')}</option>
                    {field.options.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </SpeditionSelect>
                  {errors[`speditionFields.${field.fieldName}`] ? <span className="field-error">{errors[`speditionFields.${field.fieldName}`]}</span> : null}
                </label>
              ) : (
                <TextField
                  key={field.fieldName}
                  name={`speditionFields.${field.fieldName}`}
                  label={field.label}
                  optional={!field.required}
                  type={field.type === 'phone' ? 'tel' : 'text'}
                  maxLength={field.maxLength}
                  value={speditionValues[field.fieldName] ?? ''}
                  onChange={(value) => onSpeditionChange(field.fieldName, value)}
                  error={errors[`speditionFields.${field.fieldName}`]}
                  width="half"
                />
              ),
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
