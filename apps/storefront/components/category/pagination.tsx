import type { ProductSort } from '@tafel/graphql-schema/storefront';
import Link from 'next/link';
import { listingQuery, paginationItems } from '../../lib/listing';
import styles from './category.module.css';

/** Page links of a listing (query `p`, 1-based), keeping the chosen sort. */
export function Pagination({ basePath, page, totalPages, sort }: { basePath: string; page: number; totalPages: number; sort: ProductSort }) {
  if (totalPages <= 1) return null;
  const href = (target: number) => `${basePath}${listingQuery({ sort, page: target })}`;
  return (
    <nav className={styles.pagination} aria-label="Seiten">
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.pageStep} rel="prev">
          ← Zurück
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
          ← Zurück
        </span>
      )}
      <ol>
        {paginationItems(page, totalPages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={`${styles.pageLink} ${styles.pageCurrent}`} aria-current="page">
                  <span className="visually-hidden">Seite </span>
                  {item}
                </span>
              ) : (
                <Link href={href(item)} className={styles.pageLink}>
                  <span className="visually-hidden">Seite </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link href={href(page + 1)} className={styles.pageStep} rel="next">
          Weiter →
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
          Weiter →
        </span>
      )}
    </nav>
  );
}
