import type { Metadata } from 'next';
import { currentTranslator } from '@/lib/site/site';
import { errorPageMetadata } from './error-page';
import { errorSearchTexts } from './error-parts';
import { NotFoundView } from './not-found-view';

/** Metadata of the 404 page: its title, noindex, follow. */
export async function notFoundMetadata(): Promise<Metadata> {
  return errorPageMetadata(404);
}

/**
 * 404 (an unknown product, category or path): the error page of catalogue spec §2, drawn by the
 * client NotFoundView from its texts and the frame's main categories (every shop page's payload carries
 * it; its place is the (shop) layout's, inside ShopChrome's MainCategoriesProvider).
 */
export async function NotFoundPanel() {
  const { t } = await currentTranslator();
  return (
    <NotFoundView
      texts={{
        title: t('ui.notFound.title'),
        before: t('ui.notFound.before'),
        after: t('ui.notFound.after'),
        hint: t('ui.notFound.hint'),
        toHome: t('ui.toHome'),
        categories: t('ui.errorPage.categories'),
        search: errorSearchTexts(t),
      }}
    />
  );
}
