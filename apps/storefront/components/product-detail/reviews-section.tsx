import { getProductReviews } from '@/lib/listing/catalogue';
import { FIRST_REVIEWS } from '@/lib/product/reviews';
import { currentTranslator } from '@/lib/site/site';
import { ReviewList, type ReviewTexts } from './review-list';
import styles from './product-detail.module.css';

/**
 * The reviews below the fold: the page streams them (Suspense), so the first 5 are fetched while
 * the buy box is already shown. A failed read shows the error text instead of breaking the page.
 */
export async function ReviewsSection({ productId }: { productId: string }) {
  const { t, intlLocale } = await currentTranslator();
  let reviews: Awaited<ReturnType<typeof getProductReviews>> = null;
  let failed = false;
  try {
    reviews = await getProductReviews(productId, FIRST_REVIEWS.limit, FIRST_REVIEWS.stars);
  } catch (error) {
    console.error('[storefront] reviews failed', error);
    failed = true;
  }
  // Templates for the client list, which fills in the numbers: each placeholder stands for itself.
  const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
  const texts: ReviewTexts = {
    none: t('ui.reviews.none'),
    noneWithStars: t('ui.reviews.noneWithStars', keep('stars')),
    filter: t('ui.reviews.filter'),
    filterStars: t('ui.reviews.filterStars', keep('stars', 'count')),
    filterOneStar: t('ui.reviews.filterOneStar', keep('count')),
    all: t('ui.reviews.all'),
    more: t('ui.reviews.more'),
    loading: t('ui.reviews.loading'),
    error: t('ui.reviews.error'),
    verified: t('ui.reviews.verified'),
    helpful: t('ui.reviews.helpful', keep('count')),
    answer: t('ui.reviews.answer', keep('author')),
    shown: t('ui.reviews.shown', keep('shown', 'total')),
    stars: t('ui.reviews.stars', keep('stars')),
    locale: intlLocale,
  };
  return (
    <section className={`${styles.detailCard} ${styles.reviewsCard}`} aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title">{t('ui.reviews.title')}</h2>
      {failed ? <p className="notice notice-error">{texts.error}</p> : reviews ? <ReviewList productId={productId} initial={reviews} texts={texts} /> : <p>{texts.none}</p>}
    </section>
  );
}

/** What shows while the reviews stream in. */
export async function ReviewsPlaceholder() {
  const { t } = await currentTranslator();
  return (
    <section className={`${styles.detailCard} ${styles.reviewsCard}`} aria-labelledby="reviews-title" aria-busy="true">
      <h2 id="reviews-title">{t('ui.reviews.title')}</h2>
      <p>{t('ui.reviews.loading')}</p>
    </section>
  );
}
