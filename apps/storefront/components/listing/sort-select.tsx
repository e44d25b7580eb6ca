'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import type { SortChoice } from '@/lib/listing/listing';
import { useHydrated } from '../common/use-hydrated';
import { useI18n } from '../i18n/i18n-provider';
import selectStyles from '../common/select.module.css';
import styles from './listing.module.css';

/**
 * Sort select of a listing (category or search). Each option carries the URL of the listing
 * sorted so, from its first page (spec: a new sort resets the page). Without JavaScript the GET
 * form still works through its button; `hidden` are the other query parameters the listing keeps
 * (the search's query and filters).
 */
export function SortSelect({
  action,
  sort,
  options,
  hidden = [],
}: {
  action: string;
  sort: string;
  options: readonly SortChoice[];
  hidden?: readonly (readonly [name: string, value: string])[];
}) {
  const { t } = useI18n();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const ready = useHydrated();
  return (
    <form method="get" action={action} className={styles.sortForm} data-pending={pending || undefined} data-listing-form data-ready={ready || undefined}>
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort-select">{t('ui.sort.label')}</label>
      <select
        id="sort-select"
        name="sort"
        defaultValue={sort}
        className={selectStyles.select}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.currentTarget.value);
          if (next) startTransition(() => router.push(next.href, { scroll: false }));
        }}
      >
        {options.map((option) => (
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
