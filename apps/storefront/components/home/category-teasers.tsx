import Link from 'next/link';
import type { CategoryTeaser } from '@/lib/home/home-teasers';
import { articleCountText } from '@/lib/i18n/format';
import { categoryHref } from '@/lib/site/links';
import { currentTranslator } from '@/lib/site/site';
import styles from './home.module.css';

/** Main categories as cards with a few product pictures. */
export async function CategoryTeasers({ categories }: { categories: readonly CategoryTeaser[] }) {
  if (categories.length === 0) return null;
  const i18n = await currentTranslator();
  return (
    <ul className={styles.teasers}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={categoryHref(category.id)} className={styles.teaser}>
            <div className={styles.teaserImages} aria-hidden="true">
              {category.images.slice(0, 3).map((image, index) => (
                <img key={`${image.url}-${index}`} src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
              ))}
            </div>
            <div className={styles.teaserBody}>
              <h3>{category.name}</h3>
              {category.subcategories.length > 0 ? <p>{category.subcategories.slice(0, 3).join(' · ')}</p> : null}
              <span className={styles.teaserCount}>
                {i18n.t('ui.home.discover', { name: articleCountText(category.totalProducts, i18n) })} <span aria-hidden="true">→</span>
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
