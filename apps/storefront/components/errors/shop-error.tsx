'use client';

import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { PageTrackingContext } from '../tracking/page-tracking-context';
import { ErrorPanel } from './error-panel';
import styles from './errors.module.css';

/**
 * Error page for unexpected failures (in production the server's message is not sent to the
 * browser; the most common cause is the orchestrator being unreachable).
 */
export function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useI18n();
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
            <a href="/" className="btn btn-secondary btn-large">
              {t('ui.toHome')}
            </a>
          </>
        }
      >
        <p>
          <strong>{t('ui.error.unavailable')}</strong> {t('ui.error.text')}
        </p>
        {digest ? <p className="muted">{t('ui.error.code', { digest })}</p> : null}
        {/* React hoists these into the head: the error page is titled Error and never indexed (catalogue spec §2). */}
        <title>{t('ui.error.title')}</title>
        <meta name="robots" content="noindex, follow" />
        {/* The search box as a plain form to /search (the error boundary has no server data, so no category list). */}
        <form action="/search" method="get" role="search" className={styles.search} data-testid="error-search">
          <label htmlFor="error-search-q">{t('ui.search.label')}</label>
          <div className={styles.searchRow}>
            <input id="error-search-q" name="q" type="search" required maxLength={100} placeholder={t('ui.search.placeholder')} />
            <button type="submit" className="btn">
              {t('ui.search.submit')}
            </button>
          </div>
        </form>
        {debug ? (
          <details className={styles.debug} open>
            <summary>Debug</summary>
            <pre>{debug}</pre>
          </details>
        ) : null}
      </ErrorPanel>
    </>
  );
}
