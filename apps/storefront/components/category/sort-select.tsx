'use client';

import type { ProductSort } from '@tafel/graphql-schema/storefront';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { listingQuery, SORT_OPTIONS } from '../../lib/listing';
import { useI18n } from '../i18n/i18n-provider';
import selectStyles from '../common/select.module.css';
import styles from './category.module.css';

/**
 * Sort select of a category listing. A new sort starts again at page 1 (spec: a new sort
 * resets the page). Without JavaScript the GET form still works through its button.
 */
export function SortSelect({ basePath, sort }: { basePath: string; sort: ProductSort }) {
  const { t } = useI18n();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <form method="get" action={basePath} className={styles.sortForm} data-pending={pending || undefined}>
      <label htmlFor="sort-select">{t('ui.sort.label')}</label>
      <select
        id="sort-select"
        name="sort"
        defaultValue={sort}
        className={selectStyles.select}
        onChange={(event) => {
          const next = event.currentTarget.value as ProductSort;
          startTransition(() => router.push(`${basePath}${listingQuery({ sort: next })}`, { scroll: false }));
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-secondary">
          {t('ui.sort.submit')}
        </button>
      </noscript>
    </form>
  );
}
