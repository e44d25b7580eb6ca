import type { Metadata, Viewport } from 'next';
import { unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
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
        <a href="#main" className="skip-link">
          Zum Inhalt springen
        </a>
        <SiteHeader navigation={navigation} articleCount={articleCount} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
