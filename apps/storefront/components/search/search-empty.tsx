import Link from 'next/link';
import type { NavigationNode } from '@/lib/listing/catalogue';
import { categoryHref } from '@/lib/site/links';
import { currentTranslator } from '@/lib/site/site';
import categoryStyles from '../category/category.module.css';
import styles from './search.module.css';

/**
 * No results for a search without filters: what to try instead (spelling, fewer words, the
 * article number) and the main categories to browse, instead of an empty grid.
 */
export async function SearchEmpty({ categories }: { categories: readonly NavigationNode[] }) {
  const { t } = await currentTranslator();
  return (
    <div className={styles.emptyState} data-testid="search-empty">
      <p className={styles.emptyLead}>{t('ui.search.empty.text')}</p>
      <h2 className={styles.emptyTipsTitle}>{t('ui.search.tips.title')}</h2>
      <ul className={styles.tips}>
        <li>{t('ui.search.tips.spelling')}</li>
        <li>{t('ui.search.tips.general')}</li>
        <li>{t('ui.search.tips.number')}</li>
      </ul>
      {categories.length > 0 ? (
        <nav aria-labelledby="search-browse-title" className={styles.browse}>
          <h2 id="search-browse-title" className={styles.emptyTipsTitle}>
            {t('ui.search.tips.browse')}
          </h2>
          <ul className={styles.browseList}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={categoryHref(category.id)} className={`${categoryStyles.chip} ${category.isSale ? categoryStyles.chipSale : ''}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link href="/" className="btn btn-secondary">
        {t('ui.toHome')}
      </Link>
    </div>
  );
}
