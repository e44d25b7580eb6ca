import type { Metadata, Viewport } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { ShopApolloProvider } from '../components/graphql/apollo-provider';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { ToastFromUrl } from '../components/toast/toast-from-url';
import { ToastProvider } from '../components/toast/toast-provider';
import { getCartArticleCount } from '../lib/cart';
import { getNavigation, type NavigationNode } from '../lib/catalogue';
import '../styles/globals.css';

export const metadata: Metadata = {
  title: { default: 'Tafel – Schulbedarf, Kita- und Bürobedarf online kaufen', template: '%s | Tafel' },
  description: 'Lernmaterial, Bastelbedarf, Möbel und Büroartikel für Schule, Kindergarten und Büro – bequem online bestellen bei Tafel.',
  applicationName: 'Tafel',
};

export const viewport: Viewport = {
  themeColor: '#1b3a32',
  width: 'device-width',
  initialScale: 1,
};

/** The header must render even when the orchestrator is down, so the error page has a frame. */
async function navigationOrEmpty(): Promise<NavigationNode[]> {
  try {
    return await getNavigation();
  } catch (error) {
    unstable_rethrow(error);
    console.warn('[storefront] navigation not available', error instanceof Error ? error.message : error);
    return [];
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [navigation, articleCount] = await Promise.all([navigationOrEmpty(), getCartArticleCount()]);
  return (
    <html lang="de">
      <body>
        <ShopApolloProvider>
          <ToastProvider>
            <a href="#main" className="skip-link">
              Zum Inhalt springen
            </a>
            <SiteHeader navigation={navigation} articleCount={articleCount} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
            <Suspense fallback={null}>
              <ToastFromUrl />
            </Suspense>
          </ToastProvider>
        </ShopApolloProvider>
      </body>
    </html>
  );
}
