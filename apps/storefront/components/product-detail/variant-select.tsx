'use client';

import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import selectStyles from '../common/select.module.css';
import { useI18n } from '../i18n/i18n-provider';
import styles from './product-detail.module.css';

export interface VariantOption {
  /** The item the option leads to; '' for a combination that does not exist (disabled). */
  id: string;
  label: string;
  disabled?: boolean;
  /** The item exists but is not for sale now ("nicht lieferbar" is added). */
  unavailable?: boolean;
}

/**
 * One variant attribute as a dropdown (spec §2: attributes without option images or colours).
 * Choosing reloads the page with `varid` (spec §2), so price, images and delivery follow the item;
 * without script the form's button does the same.
 */
export function VariantSelect({
  productPath,
  label,
  options,
  selectedId,
  testId,
}: {
  productPath: string;
  label: string;
  options: readonly VariantOption[];
  selectedId: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();
  return (
    <form method="get" action={productPath} className={styles.variant} data-pending={pending || undefined}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select
        key={selectedId}
        id={id}
        name="varid"
        defaultValue={selectedId}
        data-testid={testId}
        className={`${selectStyles.select} ${selectStyles.large} ${styles.variantSelect}`}
        onChange={(event) => {
          const varid = event.currentTarget.value;
          if (!varid) return;
          startTransition(() => router.replace(`${productPath}?varid=${encodeURIComponent(varid)}`, { scroll: false }));
        }}
      >
        {options.map((option) => (
          <option key={`${option.label}-${option.id}`} value={option.id} disabled={option.disabled}>
            {option.label}
            {option.unavailable ? ` (${t('ui.product.notAvailable')})` : ''}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-secondary">
          {t('ui.select')}
        </button>
      </noscript>
    </form>
  );
}
