'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import selectStyles from '../common/select.module.css';
import { useI18n } from '../i18n/i18n-provider';
import styles from './product-detail.module.css';

export interface VariantOption {
  id: string;
  label: string;
  price: string;
  available: boolean;
}

/**
 * Variant choice as a dropdown (spec: attributes without option images are dropdowns).
 * Choosing reloads the page with `varid` (spec §2), so price, images and delivery follow the item.
 */
export function VariantSelect({
  productPath,
  label,
  options,
  selectedId,
}: {
  productPath: string;
  label: string;
  options: readonly VariantOption[];
  selectedId: string;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <form method="get" action={productPath} className={styles.variant} data-pending={pending || undefined}>
      <label htmlFor="variant-select" className={styles.fieldLabel}>
        {label}
      </label>
      <select
        key={selectedId}
        id="variant-select"
        name="varid"
        defaultValue={selectedId}
        className={`${selectStyles.select} ${selectStyles.large} ${styles.variantSelect}`}
        onChange={(event) => {
          const varid = event.currentTarget.value;
          startTransition(() => router.replace(`${productPath}?varid=${encodeURIComponent(varid)}`, { scroll: false }));
        }}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label} – {option.price}
            {option.available ? '' : ` (${t('ui.product.notAvailable')})`}
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
