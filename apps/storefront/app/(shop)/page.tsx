import Link from 'next/link';
import { CategoryTeasers } from '@/components/home/category-teasers';
import { Hero } from '@/components/home/hero';
import { UspBar } from '@/components/home/usp-bar';
import { LightningStrip } from '@/components/lightning/lightning-strip';
import { ProductGrid } from '@/components/product/product-tile';
import { categoryTeasers, TEASER_IMAGES, teaserCategories } from '@/lib/home/home-teasers';
import { getCategoryPage, getNavigation } from '@/lib/listing/catalogue';
import { getRunningDeals } from '@/lib/lightning/lightning';
import { categoryHref } from '@/lib/site/links';
import { currentTranslator } from '@/lib/site/site';
import styles from '@/components/home/home.module.css';

/** Category "1" is the whole assortment. */
const ASSORTMENT_CATEGORY_ID = '1';
const HOME_TILES = 24;

export default async function HomePage() {
  const [{ t }, navigation, assortment, deals] = await Promise.all([
    currentTranslator(),
    getNavigation(),
    getCategoryPage(ASSORTMENT_CATEGORY_ID, 1, HOME_TILES, 'RECOMMENDED'),
    getRunningDeals(),
  ]);
  const mainCategories = teaserCategories(navigation);
  const teasers = categoryTeasers(mainCategories, await Promise.all(mainCategories.map((node) => getCategoryPage(node.id, 1, TEASER_IMAGES, 'RECOMMENDED'))));
  const [first, second] = mainCategories;

  return (
    <div className={`container ${styles.home}`}>
      <Hero
        primary={first ? { href: categoryHref(first.id), label: t('ui.home.discover', { name: first.name }) } : undefined}
        secondary={second ? { href: categoryHref(second.id), label: second.name } : undefined}
      />
      <UspBar />
      <LightningStrip deals={deals} />

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
