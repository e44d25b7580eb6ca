'use client';

import { useEffect, useMemo } from 'react';
import { ERROR_PAGE_TEXTS } from '@/lib/i18n/error-page-texts';
import { languageOf, makeTranslator } from '@/lib/i18n/translate';
import { useI18n } from '../i18n/i18n-provider';
import { PageTrackingContext } from '../tracking/page-tracking-context';
import { ErrorCategories, ErrorSearch, errorSearchTexts } from './error-parts';
import { ErrorPanel } from './error-panel';
import { useMainCategories } from './main-categories';
import styles from './errors.module.css';

/**
 * Error page for unexpected failures (catalogue spec §2; in production the server's message is not
 * sent to the browser; the most common cause is the orchestrator being unreachable): headline, text,
 * retry and the way home, the search box and the main categories like the 404 — the categories from
 * the shop's frame (MainCategoriesProvider), none outside it (checkout, root). Its texts come with
 * its chunk (lib/i18n/error-page-texts.ts), in the page's language, not in every page's payload.
 */
export function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  const { locale } = useI18n();
  const { t } = useMemo(() => makeTranslator(locale, ERROR_PAGE_TEXTS[languageOf(locale)]), [locale]);
  const categories = useMainCategories();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  // Catalogue spec §2: the raw error in a debug box — only in development (production sends no message anyway).
  const debug = process.env.NODE_ENV === 'development' && error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : null;
  return (
    <>
      {/* Catalogue spec §7: the page view of an error page says page_area error. */}
      <PageTrackingContext pageArea="error" />
      <ErrorPanel
        code=":-("
        title={t('ui.error.title')}
        actions={
          <>
            <button type="button" className="btn btn-large" onClick={() => retry()}>
              {t('ui.error.retry')}
            </button>
            {/* A plain link: the error boundaries load with every page, next/link would come twice
                (its own chunk beside the page's); after an error a full load home is the surer way anyway. */}
            <a href="/" className="btn btn-secondary btn-large" data-testid="error-home">
              {t('ui.toHome')}
            </a>
          </>
        }
      >
        <div data-testid="error-page" data-status="error">
          <p>
            <strong>{t('ui.error.unavailable')}</strong> {t('ui.error.text')}
          </p>
          {digest ? <p className="muted">{t('ui.error.code', { digest })}</p> : null}
        </div>
        {/* React hoists these into the head: the error page is titled Error and never indexed (catalogue spec §2). */}
        <title>{t('ui.error.title')}</title>
        <meta name="robots" content="noindex, follow" />
        {/* The same search box and category list as the 404; the categories as plain links for the same reason as home. */}
        <ErrorSearch texts={errorSearchTexts(t)} />
        <ErrorCategories title={t('ui.errorPage.categories')} categories={categories} />
        {debug ? (
          <details className={styles.debug} open>
            <summary>{t('ui.errorPage.debug')}</summary>
            <pre>{debug}</pre>
          </details>
        ) : null}
      </ErrorPanel>
    </>
  );
}
