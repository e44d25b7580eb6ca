import Link from 'next/link';
import { paginationItems } from '@/lib/listing/listing';
import { currentTranslator } from '@/lib/site/site';
import styles from './listing.module.css';

/**
 * Page links of a listing (category or search): `href` builds the URL of a page (query `p`,
 * 1-based) with everything else the listing keeps (sort, filters).
 */
export async function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const { t } = await currentTranslator();
  return (
    <nav className={styles.pagination} aria-label={t('ui.pagination.label')}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.pageStep} rel="prev">
          ← {t('ui.pagination.previous')}
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
          ← {t('ui.pagination.previous')}
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
                  <span className="visually-hidden">{t('ui.pagination.page')} </span>
                  {item}
                </span>
              ) : (
                <Link href={href(item)} className={styles.pageLink}>
                  <span className="visually-hidden">{t('ui.pagination.page')} </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link href={href(page + 1)} className={styles.pageStep} rel="next">
          {t('ui.pagination.next')} →
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
          {t('ui.pagination.next')} →
        </span>
      )}
    </nav>
  );
}
