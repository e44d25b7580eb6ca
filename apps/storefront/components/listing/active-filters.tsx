import Link from 'next/link';
import type { FilterChip } from '@/lib/listing/listing-view';
import { currentTranslator } from '@/lib/site/site';
import styles from './listing.module.css';

/** Chips of what narrows a listing (category or search), each removable, and "remove all filters" (spec §2). */
export async function ActiveFilters({ chips, removeAllHref }: { chips: readonly FilterChip[]; removeAllHref: string }) {
  if (chips.length === 0) return null;
  const { t } = await currentTranslator();
  return (
    <section className={styles.chips} aria-labelledby="active-filters-title" data-testid="active-filters">
      <h3 id="active-filters-title" className="visually-hidden">
        {t('ui.filters.active')}
      </h3>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.removeHref} className={styles.chip} aria-label={t('ui.filters.remove', { label: chip.label })} scroll={false}>
              <span>{chip.label}</span>
              <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
                <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </Link>
          </li>
        ))}
        <li>
          <Link href={removeAllHref} className={styles.removeAll} scroll={false}>
            {t('ui.filters.removeAll')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
