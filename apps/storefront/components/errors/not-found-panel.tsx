import type { Metadata } from 'next';
import Link from 'next/link';
import { currentTranslator } from '@/lib/site/site';
import { ErrorPanel } from './error-panel';
import { RequestedPath } from './requested-path';

/** Metadata of the 404 page: its title, never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.notFound.title'), robots: { index: false } };
}

/** 404 panel (spec error page: headline, text, way back home, the requested path). */
export async function NotFoundPanel() {
  const { t } = await currentTranslator();
  return (
    <ErrorPanel
      code="404"
      title={t('ui.notFound.title')}
      actions={
        <>
          <Link href="/" className="btn btn-large">
            {t('ui.toHome')}
          </Link>
          <Link href="/checkout/basket" className="btn btn-secondary btn-large">
            {t('ui.toBasket')}
          </Link>
        </>
      }
    >
      <p>
        {t('ui.notFound.before')}
        <RequestedPath />
        {t('ui.notFound.after')}
      </p>
      <p>{t('ui.notFound.hint')}</p>
    </ErrorPanel>
  );
}
