import type { Metadata } from 'next';
import Link from 'next/link';
import { ErrorPanel } from '../components/errors/error-panel';
import { RequestedPath } from '../components/errors/requested-path';
import { ShopChrome } from '../components/layout/shop-chrome';
import { currentTranslator } from '../lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.notFound.title'), robots: { index: false } };
}

/** 404 page (spec error page: headline, text, way back home, the requested path). */
export default async function NotFound() {
  const { t } = await currentTranslator();
  // Also unknown URLs, which no layout below the root frames: the shop's frame comes along here.
  return (
    <ShopChrome>
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
    </ShopChrome>
  );
}
