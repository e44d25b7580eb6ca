import type { Metadata } from 'next';
import Link from 'next/link';
import { navigationOrEmpty } from '@/lib/listing/catalogue';
import { categoryHref } from '@/lib/site/links';
import { NOINDEX_FOLLOW } from '@/lib/site/seo';
import { currentTranslator } from '@/lib/site/site';
import type { Translator } from '@/lib/i18n/i18n';
import { PageTrackingContext } from '../tracking/page-tracking-context';
import { ErrorPanel } from './error-panel';
import { RequestedPath } from './requested-path';
import styles from './errors.module.css';

/** The answers the error page stands for (catalogue spec §2: 404, 410 and the server's errors). */
export type ErrorStatus = 404 | 410 | 500 | 503;

/** Catalogue spec §2: the not-found title for 404 and 410, "Error" otherwise. */
export function errorTitleKey(status: ErrorStatus): 'ui.notFound.title' | 'ui.error.title' {
  return status === 404 || status === 410 ? 'ui.notFound.title' : 'ui.error.title';
}

/** Metadata of the error page: its title and noindex, follow. */
export async function errorPageMetadata(status: ErrorStatus): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t(errorTitleKey(status)), robots: NOINDEX_FOLLOW };
}

/** The search box of the error page: a plain form to /search, works before (and without) JavaScript. */
export function ErrorSearch({ t }: { t: Translator['t'] }) {
  return (
    <form action="/search" method="get" role="search" className={styles.search} data-testid="error-search">
      <label htmlFor="error-search-q">{t('ui.errorPage.searchTitle')}</label>
      <div className={styles.searchRow}>
        <input id="error-search-q" name="q" type="search" required maxLength={100} placeholder={t('ui.search.placeholder')} aria-label={t('ui.search.label')} />
        <button type="submit" className="btn">
          {t('ui.search.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The error page of catalogue spec §2 (header and footer come from the (shop) layout): headline,
 * text, the way home, a search box and the main categories; the raw error only in development.
 */
export async function ErrorPage({ status, debug }: { status: ErrorStatus; debug?: string | undefined }) {
  const [{ t }, navigation] = await Promise.all([currentTranslator(), status === 503 ? Promise.resolve([]) : navigationOrEmpty()]);
  const notFound = status === 404 || status === 410;
  return (
    <ErrorPanel
      code={String(status)}
      title={t(errorTitleKey(status))}
      actions={
        <Link href="/" className="btn btn-large" data-testid="error-home">
          {t('ui.toHome')}
        </Link>
      }
    >
      <div data-testid="error-page" data-status={status}>
        {/* Catalogue spec §7: the page view of an error page says page_area error. */}
        <PageTrackingContext pageArea="error" />
        {status === 404 ? (
          <>
            <p>
              {t('ui.notFound.before')}
              <RequestedPath />
              {t('ui.notFound.after')}
            </p>
            <p>{t('ui.notFound.hint')}</p>
          </>
        ) : null}
        {status === 410 ? <p>{t('ui.errorPage.gone')}</p> : null}
        {!notFound ? (
          <p>
            <strong>{t('ui.error.unavailable')}</strong> {t('ui.error.text')}
          </p>
        ) : null}
      </div>
      <ErrorSearch t={t} />
      {navigation.length > 0 ? (
        <nav aria-labelledby="error-categories-title" data-testid="error-categories">
          <h2 id="error-categories-title" className={styles.subtitle}>
            {t('ui.errorPage.categories')}
          </h2>
          <ul className={styles.categories}>
            {navigation.map((category) => (
              <li key={category.id}>
                <Link href={categoryHref(category.id)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {debug && process.env.NODE_ENV === 'development' ? (
        <details className={styles.debug} open>
          <summary>{t('ui.errorPage.debug')}</summary>
          <pre>{debug}</pre>
        </details>
      ) : null}
    </ErrorPanel>
  );
}
