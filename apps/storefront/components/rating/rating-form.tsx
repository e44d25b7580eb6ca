'use client';

import { useActionState, useEffect, useRef } from 'react';
import { RATING_FIELDS, RATING_LIMITS, type RatingFormState } from '@/lib/service/rating';
import { useI18n } from '../i18n/i18n-provider';
import { submitRatingAction } from './actions';
import styles from './rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The rating form: 1 to 5 stars as radio buttons (a fieldset; arrow keys move between them),
 * an optional title and text, the name shown. A form post to a server action, so it works without
 * JavaScript; the thanks replace the form.
 */
export function RatingForm({ enc }: { enc: string }) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<RatingFormState, FormData>(submitRatingAction, { ok: false, message: null, fieldErrors: {}, values: null, answer: 0 });
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The first error in the order the fields stand (the answer's own order may differ).
    const first = RATING_FIELDS.find((field) => state.fieldErrors[field]);
    if (first) document.getElementById(`rating-${first}`)?.focus();
    else if (state.message) notice.current?.focus();
  }, [state]);

  if (state.ok) {
    return (
      <p ref={notice} tabIndex={-1} role="status" className="notice notice-success" data-testid="rating-thanks">
        {state.message}
      </p>
    );
  }
  const values = state.values;
  const error = (field: string) => state.fieldErrors[field];
  const described = (field: string) => (error(field) ? { 'aria-invalid': true, 'aria-describedby': `rating-${field}-error` } : {});
  const errorText = (field: string) =>
    error(field) ? (
      <span id={`rating-${field}-error`} className="field-error" data-testid={`rating-error-${field}`}>
        {error(field)}
      </span>
    ) : null;

  return (
    <form action={action} noValidate className={styles.form} data-testid="rating-form" key={state.answer}>
      {state.message ? (
        <p ref={notice} tabIndex={-1} role="alert" className="notice notice-error" data-testid="rating-error">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="enc" value={enc} />
      <fieldset className={styles.stars}>
        <legend className={styles.label}>{t('ui.rating.stars')}</legend>
        <div className={styles.starRow}>
          {STARS.map((stars) => (
            <label key={stars} className={styles.star} data-testid={`rating-star-${stars}`}>
              {/* The first star is the focus target of a missing choice; each radio carries the error, as screen readers announce the radio, not the fieldset. */}
              <input
                type="radio"
                name="rating"
                value={stars}
                id={stars === 1 ? 'rating-rating' : undefined}
                defaultChecked={values?.rating === stars}
                required
                className={styles.starInput}
                {...described('rating')}
              />
              <span aria-hidden="true" className={styles.starIcon}>
                ★
              </span>
              <span className="visually-hidden">{stars === 1 ? t('ui.rating.star.one') : t('ui.rating.star.other', { count: stars })}</span>
            </label>
          ))}
        </div>
        {errorText('rating')}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="rating-title" className={styles.label}>
          {t('ui.rating.reviewTitle')} <span className={styles.optional}>{t('ui.rating.optional')}</span>
        </label>
        <input id="rating-title" name="title" type="text" maxLength={RATING_LIMITS.title} defaultValue={values?.title ?? ''} className={styles.input} {...described('title')} data-testid="rating-title" />
        {errorText('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor="rating-message" className={styles.label}>
          {t('ui.rating.message')} <span className={styles.optional}>{t('ui.rating.optional')}</span>
        </label>
        <textarea id="rating-message" name="message" rows={5} maxLength={RATING_LIMITS.message} defaultValue={values?.message ?? ''} className={styles.textarea} {...described('message')} data-testid="rating-message" />
        {errorText('message')}
      </div>
      <div className={styles.field}>
        <label htmlFor="rating-author" className={styles.label}>
          {t('ui.rating.author')}
        </label>
        <input id="rating-author" name="author" type="text" autoComplete="name" required maxLength={RATING_LIMITS.author} defaultValue={values?.author ?? ''} className={styles.input} {...described('author')} data-testid="rating-author" />
        {errorText('author')}
      </div>
      <button type="submit" className="btn btn-large" disabled={pending} data-testid="rating-submit">
        {pending ? t('ui.rating.busy') : t('ui.rating.submit')}
      </button>
    </form>
  );
}
