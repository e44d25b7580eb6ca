import Link from 'next/link';
import { categoryHref } from '@/lib/site/links';
import { currentTranslator } from '@/lib/site/site';
import styles from './category.module.css';

/** Links to the subcategories of a category, as chips. */
export async function SubcategoryChips({ categories }: { categories: readonly { id: string; name: string; isSale: boolean }[] }) {
  if (categories.length === 0) return null;
  const { t } = await currentTranslator();
  return (
    <nav aria-label={t('ui.category.subcategories')} className={styles.chips}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={categoryHref(category.id)} className={`${styles.chip} ${category.isSale ? styles.chipSale : ''}`}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
