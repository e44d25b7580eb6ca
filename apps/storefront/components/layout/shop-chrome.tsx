import { unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { getCartArticleCount } from '@/lib/cart/cart';
import { navigationOrEmpty } from '@/lib/listing/catalogue';
import { readSession } from '@/lib/session/session';
import { currentIsB2b } from '@/lib/site/site';
import { mainCategoriesOf } from '../errors/error-parts';
import { MainCategoriesProvider } from '../errors/main-categories';
import { SiteFooter } from './site-footer';
import { LinkPrefetch } from './shop-link';
import { SiteHeader } from './site-header';

async function articleCountOrZero(): Promise<number> {
  try {
    return await getCartArticleCount();
  } catch (error) {
    unstable_rethrow(error);
    return 0;
  }
}

/**
 * The shop's frame: header with navigation and cart, the page, footer. The page's error boundary
 * ((shop)/error.tsx) gets the main categories the navigation has already read (catalogue spec §2).
 * On the B2B host a signed-out visitor's links do not prefetch: the wall answers them 403 (shop-link.tsx).
 */
export async function ShopChrome({ children }: { children: ReactNode }) {
  const [navigation, articleCount, isB2b, session] = await Promise.all([navigationOrEmpty(), articleCountOrZero(), currentIsB2b(), readSession()]);
  return (
    <LinkPrefetch allowed={!isB2b || session.kind === 'customer'}>
      <SiteHeader navigation={navigation} articleCount={articleCount} />
      <main id="main" tabIndex={-1}>
        <MainCategoriesProvider categories={mainCategoriesOf(navigation)}>{children}</MainCategoriesProvider>
      </main>
      <SiteFooter />
    </LinkPrefetch>
  );
}
