import Link from 'next/link';
import type { CategoryNavigation } from '@/lib/listing/category-extras';
import { categoryHref } from '@/lib/site/links';
import { currentTranslator } from '@/lib/site/site';
import styles from './category.module.css';

/** The category navigation as chips; the current category (among siblings) is marked. */
export async function SubcategoryChips({ navigation, currentId }: { navigation: CategoryNavigation | null; currentId: string }) {
  if (!navigation || navigation.categories.length === 0) return null;
  const { t } = await currentTranslator();
  const label = navigation.kind === 'children' ? t('ui.category.subcategories') : t('ui.category.siblings');
  return (
    <nav aria-label={label} className={styles.chips} data-testid="category-navigation">
      <ul>
        {navigation.categories.map((category) => {
          const current = category.id === currentId;
          return (
            <li key={category.id}>
              <Link
                href={categoryHref(category.id)}
                className={[styles.chip, category.isSale ? styles.chipSale : '', current ? styles.navCurrent : ''].join(' ')}
                aria-current={current ? 'page' : undefined}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
