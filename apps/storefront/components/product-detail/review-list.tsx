'use client';

import { useState, useTransition } from 'react';
import type { ProductReviews } from '@/lib/listing/catalogue';
import { canShowMore, filterReviews, FIRST_REVIEWS, moreReviews, type ReviewQuery } from '@/lib/product/reviews';
import { Stars } from '../product/product-marks';
import { loadReviewsAction } from './actions';
import styles from './product-detail.module.css';

/** The list's texts, rendered on the server; {placeholders} are filled here. */
export interface ReviewTexts {
  none: string;
  noneWithStars: string;
  filter: string;
  filterStars: string;
  filterOneStar: string;
  all: string;
  more: string;
  loading: string;
  error: string;
  verified: string;
  helpful: string;
  answer: string;
  shown: string;
  stars: string;
  locale: string;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/**
 * Reviews with the star filter and "more" (catalogue spec §2, §7): the first 5 come with the page;
 * choosing a star count or more asks the server again (limit 5, then +5) and replaces the list.
 */
export function ReviewList({ productId, initial, texts }: { productId: string; initial: ProductReviews; texts: ReviewTexts }) {
  const [data, setData] = useState(initial);
  const [query, setQuery] = useState<ReviewQuery>(FIRST_REVIEWS);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  const date = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const load = (next: ReviewQuery) => {
    startTransition(async () => {
      const answer = await loadReviewsAction(productId, next.limit, next.stars);
      if (answer.ok) {
        setData(answer.reviews);
        setQuery(next);
        setFailed(false);
      } else {
        setFailed(true);
      }
    });
  };

  return (
    <div className={styles.reviews} aria-busy={pending} data-testid="reviews">
      <div className={styles.reviewFilter} role="group" aria-label={texts.filter}>
        <button type="button" className={`${styles.reviewFilterButton} ${styles.reviewFilterAll}`} aria-pressed={query.stars === null} onClick={() => load(filterReviews(query, null))}>
          {`${texts.all} (${data.totalAll})`}
        </button>
        {data.starCounts.map((count) => (
          <button
            key={count.stars}
            type="button"
            className={styles.reviewFilterButton}
            aria-pressed={query.stars === count.stars}
            disabled={count.count === 0}
            data-testid={`review-filter-${count.stars}`}
            onClick={() => load(filterReviews(query, count.stars))}
          >
            <span>{fill(count.stars === 1 ? texts.filterOneStar : texts.filterStars, { stars: count.stars, count: count.count })}</span>
            <span className={styles.reviewBar} aria-hidden="true">
              <span style={{ width: `${count.percentage}%` }} />
            </span>
          </button>
        ))}
      </div>
      {failed ? (
        <p className="notice notice-error" role="alert">
          {texts.error}
        </p>
      ) : null}
      {data.reviews.length === 0 ? (
        <p>{data.stars ? fill(texts.noneWithStars, { stars: data.stars }) : texts.none}</p>
      ) : (
        <ol className={styles.reviewList} data-testid="review-list">
          {data.reviews.map((review) => (
            <li key={review.id} className={styles.review} data-testid="review" data-rating={review.rating}>
              <div className={styles.reviewHead}>
                <Stars stars={review.rating} label={fill(texts.stars, { stars: review.rating })} />
                <h3>{review.title}</h3>
              </div>
              <p className={styles.reviewMeta}>
                {review.author} · <time dateTime={review.date}>{date.format(new Date(`${review.date}T00:00:00Z`))}</time>
                {review.verified ? <span className={styles.reviewVerified}>{texts.verified}</span> : null}
              </p>
              <p>{review.message}</p>
              {review.helpfulCount > 0 ? <p className={styles.reviewMeta}>{fill(texts.helpful, { count: review.helpfulCount })}</p> : null}
              {review.comment ? (
                <div className={styles.reviewAnswer}>
                  <p className={styles.reviewMeta}>{fill(texts.answer, { author: review.comment.author })}</p>
                  <p>{review.comment.message}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.reviewMeta} aria-live="polite" data-testid="reviews-shown">
        {pending ? texts.loading : fill(texts.shown, { shown: data.reviews.length, total: data.total })}
      </p>
      {canShowMore(query, data.reviews.length, data.total) ? (
        <button type="button" className={`btn btn-secondary ${styles.reviewMore}`} disabled={pending} onClick={() => load(moreReviews(query))} data-testid="reviews-more">
          {texts.more}
        </button>
      ) : null}
    </div>
  );
}
