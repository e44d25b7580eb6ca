import type { Metadata } from 'next';
import Link from 'next/link';
import { navigationOrEmpty } from '@/lib/listing/catalogue';
import { NOINDEX_FOLLOW } from '@/lib/site/seo';
import { currentTranslator } from '@/lib/site/site';
import { PageTrackingContext } from '../tracking/page-tracking-context';
import { ErrorCategories, ErrorSearch, errorSearchTexts, mainCategoriesOf } from './error-parts';
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
      <ErrorSearch texts={errorSearchTexts(t)} />
      <ErrorCategories title={t('ui.errorPage.categories')} categories={mainCategoriesOf(navigation)} Anchor={Link} />
      {debug && process.env.NODE_ENV === 'development' ? (
        <details className={styles.debug} open>
          <summary>{t('ui.errorPage.debug')}</summary>
          <pre>{debug}</pre>
        </details>
      ) : null}
    </ErrorPanel>
  );
}
