'use client';

import { cleanOrderNumber, ORDER_FORM_MAX_ROWS, ORDER_FORM_START_ROWS } from '@tafel/domain';
import Link from 'next/link';
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { BASKET_HREF } from '@/lib/header/header-links';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, SHOP_GRAPHQL_PATH } from '@/lib/shop-api/graphql-transport';
import { clampQuantity, IDLE_ORDER_FORM_STATE, ORDER_FORM_LOOKUP_QUERY, rowField, rowLimits, type OrderFormArticleView, type OrderFormState, type PostedRow } from '@/lib/service/order-form';
import { minimumSignalled } from '@/lib/cart/quantity';
import { MinimumOrderFlyout } from '../common/minimum-order-flyout';
import { useMinimumOrderTexts } from '../common/minimum-order-texts';
import { QuantityStepper } from '../common/quantity-stepper';
import { useI18n } from '../i18n/i18n-provider';
import { addOrderFormAction } from './actions';
import styles from './order-form.module.css';

interface Row {
  key: number;
  orderNumber: string;
  quantity: string;
  /** The number the article below was looked up for. */
  checked: string;
  article: OrderFormArticleView | null;
  lookup: 'idle' | 'checking' | 'failed';
  /** The row's own message: the clamped quantity's limit, a malformed number. */
  quantityNote: string | null;
  numberNote: string | null;
}

let nextKey = 0;
const emptyRow = (orderNumber = '', quantity = '1'): Row => ({ key: (nextKey += 1), orderNumber, quantity, checked: '', article: null, lookup: 'idle', quantityNote: null, numberNote: null });

function initialRows(posted: readonly PostedRow[]): Row[] {
  const count = Math.max(ORDER_FORM_START_ROWS, ...posted.map((row) => row.index + 1));
  const rows = Array.from({ length: Math.min(count, ORDER_FORM_MAX_ROWS) }, () => emptyRow());
  for (const row of posted) rows[row.index] = emptyRow(row.orderNumber, row.quantity || '1');
  return rows;
}

const lookUp = fetchWithTimeout(REQUEST_TIMEOUT_MS);

/** orderFormLookup through the storefront's GraphQL route; null when it could not be asked. */
async function lookupArticles(orderNumbers: string[]): Promise<OrderFormArticleView[] | null> {
  try {
    const response = await lookUp(SHOP_GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'OrderFormLookup', query: ORDER_FORM_LOOKUP_QUERY, variables: { orderNumbers } }),
    });
    const body = (await response.json()) as { data?: { orderFormLookup?: OrderFormArticleView[] } | null };
    return body.data?.orderFormLookup ?? null;
  } catch {
    return null;
  }
}

/**
 * The order form by article numbers: rows of article number and quantity, each checked as the
 * shopper leaves its number (name, variant, price, image, or why it cannot be ordered), quantities
 * clamped to the article's limits (spec §5), and one button that adds every row in one go through
 * a server action — a form post, so it works without JavaScript too (the server then checks).
 */
export function OrderForm() {
  const [state, action, pending] = useActionState(addOrderFormAction, IDLE_ORDER_FORM_STATE);
  // Every answer starts the rows anew: the posted ones after a refusal, empty ones after success.
  return <OrderFormRows key={state.answer} state={state} action={action} pending={pending} />;
}

function OrderFormRows({ state, action, pending }: { state: OrderFormState; action: (form: FormData) => void; pending: boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [rows, setRows] = useState<Row[]>(() => initialRows(state.rows));
  // Server errors stay at their field until the shopper edits it.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(state.fieldErrors);
  const notice = useRef<HTMLParagraphElement>(null);
  // Spec §2 MinimalOrderQuantityFlyout: explains a raise to the article's minimum.
  const [minimumFlyout, setMinimumFlyout] = useState<{ limit: number; name: string | undefined } | null>(null);
  const minimumTexts = useMinimumOrderTexts();

  const update = useCallback((index: number, change: (row: Row) => Row) => setRows((current) => current.map((row, i) => (i === index ? change(row) : row))), []);
  const clearError = (field: string) => setServerErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current));

  const applyArticle = useCallback(
    (row: Row, article: OrderFormArticleView | null, failed: boolean): Row => {
      if (failed || !article) return { ...row, lookup: failed ? 'failed' : 'idle', article: null };
      const limits = rowLimits(article.status === 'FOUND' ? article : null);
      const clamped = clampQuantity(row.quantity, limits, true);
      return {
        ...row,
        article,
        checked: article.orderNumber,
        lookup: 'idle',
        quantity: clamped.value,
        quantityNote: clamped.signal ? i18n.message(clamped.signal.messageKey, { limit: clamped.signal.limit }) : row.quantityNote,
      };
    },
    [i18n],
  );

  // Rows posted back (a refusal) are checked again in one call, so their articles show.
  useEffect(() => {
    const numbers = rows.map((row) => cleanOrderNumber(row.orderNumber)).filter((n): n is string => n !== null);
    if (numbers.length === 0) return;
    let stale = false;
    void lookupArticles(numbers).then((articles) => {
      if (stale || !articles) return;
      const byNumber = new Map(articles.map((article) => [article.orderNumber, article]));
      setRows((current) =>
        current.map((row) => {
          const number = cleanOrderNumber(row.orderNumber);
          return number && byNumber.has(number) ? applyArticle(row, byNumber.get(number) ?? null, false) : row;
        }),
      );
    });
    return () => {
      stale = true;
    };
    // Only once, for the rows this answer brought (the rows remount with every answer).
  }, []);

  useEffect(() => {
    if (state.message) notice.current?.focus();
  }, [state]);

  const checkNumber = async (index: number) => {
    const row = rows[index];
    if (!row) return;
    const text = row.orderNumber.trim();
    if (text === '') {
      update(index, (r) => ({ ...r, article: null, checked: '', numberNote: null, lookup: 'idle' }));
      return;
    }
    const number = cleanOrderNumber(text);
    if (number === null) {
      update(index, (r) => ({ ...r, article: null, checked: '', numberNote: i18n.message('tafel.orderForm.invalidNumber') }));
      return;
    }
    if (number === row.checked && row.lookup !== 'failed') return;
    update(index, (r) => ({ ...r, lookup: 'checking', numberNote: null }));
    const articles = await lookupArticles([number]);
    // The shopper may have typed on meanwhile: only the number asked for gets its answer.
    update(index, (r) => (cleanOrderNumber(r.orderNumber) === number ? applyArticle(r, articles?.[0] ?? null, articles === null) : { ...r, lookup: 'idle' }));
  };

  const changeQuantity = (index: number, value: string, leaving: boolean) => {
    clearError(rowField('quantity', index));
    const current = rows[index];
    if (current) {
      const minimum = minimumSignalled(value, clampQuantity(value, rowLimits(current.article?.status === 'FOUND' ? current.article : null), leaving).signal);
      if (minimum !== null) setMinimumFlyout({ limit: minimum, name: current.article?.status === 'FOUND' ? (current.article.name ?? undefined) : undefined });
    }
    update(index, (row) => {
      const clamped = clampQuantity(value, rowLimits(row.article?.status === 'FOUND' ? row.article : null), leaving);
      return { ...row, quantity: clamped.value, quantityNote: clamped.signal ? i18n.message(clamped.signal.messageKey, { limit: clamped.signal.limit }) : leaving ? row.quantityNote : null };
    });
  };

  const success = state.status === 'success';
  return (
    <form action={action} noValidate className={styles.form} data-testid="order-form">
      <MinimumOrderFlyout limit={minimumFlyout?.limit ?? null} productName={minimumFlyout?.name} texts={minimumTexts} onClose={() => setMinimumFlyout(null)} />
      {state.message ? (
        <p ref={notice} tabIndex={-1} role={success ? 'status' : 'alert'} className={`notice ${success ? 'notice-success' : 'notice-error'} ${styles.notice}`} data-testid={success ? 'order-form-added' : 'order-form-error'}>
          {state.message}
          {success ? (
            <>
              {' '}
              <Link href={BASKET_HREF} data-testid="order-form-to-basket">
                {t('ui.orderForm.toBasket')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className={styles.head} aria-hidden="true">
        <span>{t('ui.orderForm.articleNumber')}</span>
        <span>{t('ui.orderForm.quantity')}</span>
        <span>{t('ui.orderForm.article')}</span>
      </div>
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const numberField = rowField('orderNumber', index);
          const quantityField = rowField('quantity', index);
          const numberError = serverErrors[numberField] ?? row.numberNote ?? articleProblem(row, i18n.message);
          const quantityError = serverErrors[quantityField] ?? row.quantityNote;
          const limits = rowLimits(row.article?.status === 'FOUND' ? row.article : null);
          const numberId = `orderform-${numberField.replace('.', '-')}`;
          const quantityId = `orderform-${quantityField.replace('.', '-')}`;
          return (
            <li key={row.key} className={styles.row} data-testid={`order-row-${index}`}>
              <div className={styles.number}>
                <label htmlFor={numberId} className="visually-hidden">
                  {t('ui.orderForm.articleNumberOf', { row: index + 1 })}
                </label>
                <input
                  id={numberId}
                  name={numberField}
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  maxLength={20}
                  placeholder={t('ui.orderForm.placeholder')}
                  value={row.orderNumber}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    clearError(numberField);
                    update(index, (r) => ({ ...r, orderNumber: value, numberNote: null }));
                  }}
                  onBlur={() => void checkNumber(index)}
                  className={numberError ? `${styles.input} ${styles.invalid}` : styles.input}
                  aria-invalid={numberError ? true : undefined}
                  aria-describedby={numberError ? `${numberId}-error` : undefined}
                  data-testid={`order-number-${index}`}
                />
                {numberError ? (
                  <span id={`${numberId}-error`} className="field-error" data-testid={`order-number-error-${index}`}>
                    {numberError}
                  </span>
                ) : null}
              </div>
              {/* Leaving the quantity field clamps below the minimum too (spec §5); the − and + buttons keep within the limits themselves. */}
              <div className={styles.quantity} onBlur={(event) => (event.target instanceof HTMLInputElement ? changeQuantity(index, event.target.value, true) : undefined)}>
                <QuantityStepper
                  id={quantityId}
                  name={quantityField}
                  value={row.quantity}
                  min={limits.min}
                  max={limits.max}
                  label={t('ui.orderForm.quantityOf', { row: index + 1 })}
                  decreaseLabel={t('ui.orderForm.decreaseOf', { row: index + 1 })}
                  increaseLabel={t('ui.orderForm.increaseOf', { row: index + 1 })}
                  stepFallback={limits.min}
                  onChange={(value) => changeQuantity(index, value, false)}
                  errorId={quantityError ? `${quantityId}-error` : undefined}
                  testId={`order-quantity-${index}`}
                />
                {quantityError ? (
                  <span id={`${quantityId}-error`} className="field-error" role="status" data-testid={`order-quantity-error-${index}`}>
                    {quantityError}
                  </span>
                ) : null}
              </div>
              <ArticleCell
                row={row}
                checkingText={t('ui.orderForm.checking')}
                failedText={t('ui.orderForm.lookupFailed')}
                minimumText={limits.min > 1 ? t('ui.orderForm.minimum', { min: limits.min }) : null}
                index={index}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        {rows.length < ORDER_FORM_MAX_ROWS ? (
          <button type="button" className="btn btn-outline" onClick={() => setRows((current) => [...current, emptyRow()])} data-testid="order-form-add-row">
            {t('ui.orderForm.addRow')}
          </button>
        ) : (
          <p className={styles.hint}>{t('ui.orderForm.maxRows', { max: ORDER_FORM_MAX_ROWS })}</p>
        )}
        <button type="submit" className="btn btn-large" disabled={pending} data-testid="order-form-submit">
          {pending ? t('ui.orderForm.busy') : t('ui.orderForm.submit')}
        </button>
      </div>
    </form>
  );
}

/** Why a looked-up article cannot be ordered, or null. */
function articleProblem(row: Row, message: (key: string) => string): string | null {
  if (!row.article || row.lookup === 'checking') return null;
  if (row.article.status === 'NOT_FOUND') return message('tafel.orderForm.articleNotFound');
  if (row.article.status === 'NOT_SALEABLE') return message('tafel.orderForm.articleNotSaleable');
  return null;
}

function ArticleCell({ row, checkingText, failedText, minimumText, index }: { row: Row; checkingText: string; failedText: string; minimumText: string | null; index: number }) {
  if (row.lookup === 'checking') return <div className={styles.article} aria-live="polite">{checkingText}</div>;
  if (row.lookup === 'failed') return <div className={`${styles.article} ${styles.muted}`}>{failedText}</div>;
  const article = row.article;
  if (!article || article.status === 'NOT_FOUND' || !article.name) return <div className={styles.article} />;
  return (
    <div className={styles.article} data-testid={`order-article-${index}`}>
      {article.image ? (
        <img src={article.image.url} alt="" width={56} height={42} className={styles.image} loading="lazy" />
      ) : (
        <span className={styles.image} />
      )}
      <span className={styles.articleText}>
        {article.url ? (
          <Link href={article.url} prefetch={false} className={styles.name}>
            {article.name}
          </Link>
        ) : (
          <span className={styles.name}>{article.name}</span>
        )}
        {article.variant ? <span className={styles.variant}>{article.variant}</span> : null}
        {/* Spec §5: the minimum order quantity is named only when it is above 1. */}
        {minimumText && article.status === 'FOUND' ? (
          <span className={styles.variant} data-testid={`order-minimum-${index}`}>
            {minimumText}
          </span>
        ) : null}
      </span>
      {article.price && article.status === 'FOUND' ? <span className={styles.price}>{article.price.formatted}</span> : null}
    </div>
  );
}
