import Link from 'next/link';
import { CategoryTeasers, type CategoryTeaser } from '@/components/home/category-teasers';
import { Hero } from '@/components/home/hero';
import { UspBar } from '@/components/home/usp-bar';
import { ProductGrid } from '@/components/product/product-tile';
import { getCategoryPage, getNavigation } from '@/lib/listing/catalogue';
import { categoryHref } from '@/lib/site/links';
import { currentTranslator } from '@/lib/site/site';
import styles from '@/components/home/home.module.css';

/** Category "1" is the whole assortment. */
const ASSORTMENT_CATEGORY_ID = '1';
const HOME_TILES = 24;
const TEASER_CATEGORIES = 4;

export default async function HomePage() {
  const [{ t }, navigation, assortment] = await Promise.all([
    currentTranslator(),
    getNavigation(),
    getCategoryPage(ASSORTMENT_CATEGORY_ID, 1, HOME_TILES, 'RECOMMENDED'),
  ]);
  const mainCategories = navigation.filter((node) => !node.isSale).slice(0, TEASER_CATEGORIES);
  const teaserPages = await Promise.all(mainCategories.map((node) => getCategoryPage(node.id, 1, 3, 'RECOMMENDED')));
  const teasers: CategoryTeaser[] = mainCategories.flatMap((node, index) => {
    const page = teaserPages[index];
    if (!page) return [];
    return [
      {
        id: node.id,
        name: node.name,
        totalProducts: page.totalProducts,
        images: page.products.map((product) => product.image),
        subcategories: node.children.map((child) => child.name),
      },
    ];
  });
  const [first, second] = mainCategories;

  return (
    <div className={`container ${styles.home}`}>
      <Hero
        primary={first ? { href: categoryHref(first.id), label: t('ui.home.discover', { name: first.name }) } : undefined}
        secondary={second ? { href: categoryHref(second.id), label: second.name } : undefined}
      />
      <UspBar />

      {teasers.length > 0 ? (
        <section className={styles.section} aria-labelledby="categories-title">
          <div className={styles.sectionHead}>
            <h2 id="categories-title" className="section-title">
              {t('ui.home.popularCategories')}
            </h2>
            <p>{t('ui.home.popularCategoriesText')}</p>
          </div>
          <CategoryTeasers categories={teasers} />
        </section>
      ) : null}

      {assortment && assortment.products.length > 0 ? (
        <section className={styles.section} aria-labelledby="recommended-title">
          <div className={styles.sectionHead}>
            <h2 id="recommended-title" className="section-title">
              {t('ui.home.recommendations')}
            </h2>
            <p>{t('ui.home.recommendationsText')}</p>
          </div>
          <ProductGrid products={assortment.products} label={t('ui.home.recommendedProducts')} />
          <div className={styles.moreLink}>
            <Link href={categoryHref(ASSORTMENT_CATEGORY_ID)} className="btn btn-secondary btn-large">
              {t('ui.home.wholeRange')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
