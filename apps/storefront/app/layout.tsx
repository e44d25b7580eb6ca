import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { ClientMessages } from '../components/i18n/client-messages';
import { DataLayerProvider } from '../components/tracking/data-layer';
import { PaymentCancelTracking } from '../components/tracking/payment-cancel-tracking';
import { PageViews } from '../components/tracking/page-view';
import { ToastFromUrl } from '../components/toast/toast-from-url';
import { ToastProvider } from '../components/toast/toast-provider';
import { currentPageUrl } from '@/lib/site/page-details';
import { isNoindexUrl, NOINDEX_FOLLOW } from '@/lib/site/seo';
import { currentOrigin, currentTranslator } from '@/lib/site/site';
import '../styles/globals.css';

// metadataBase: the shop's own origin makes the relative URLs of metadata absolute (Open Graph
// image). Spec §2/§9 noindex paths and any URL with /?order= are noindex, follow on every page
// (a page may say more, e.g. the account's nofollow).
export async function generateMetadata(): Promise<Metadata> {
  const [{ t }, origin, url] = await Promise.all([currentTranslator(), currentOrigin(), currentPageUrl()]);
  return {
    title: { default: t('ui.meta.defaultTitle'), template: '%s | Tafel' },
    description: t('ui.meta.description'),
    applicationName: 'Tafel',
    ...(origin ? { metadataBase: new URL(origin) } : {}),
    ...(url && isNoindexUrl(url) ? { robots: NOINDEX_FOLLOW } : {}),
  };
}

export const viewport: Viewport = {
  themeColor: '#1b3a32',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document and what every page shares (shop language, toasts, the data layer). The language comes
 * from the host (spec §1); client components get the texts they render through ClientMessages (the
 * root scope here, more from the layouts below). Apollo Client is no provider: the components that
 * ask GraphQL questions load it when they first do (lib/shop-api/browser-client.ts). The frame differs:
 * the shop's pages get header, navigation and footer ((shop)/layout.tsx), the checkout steps a
 * quiet frame without distractions ((checkout)/layout.tsx).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { locale, t } = await currentTranslator();
  return (
    <html lang={locale}>
      <body>
        <ClientMessages scope="root">
          <ToastProvider>
            <DataLayerProvider>
              <a href="#main" className="skip-link">
                {t('ui.skipToContent')}
              </a>
              {children}
              <PageViews />
              <Suspense fallback={null}>
                <ToastFromUrl />
                <PaymentCancelTracking />
              </Suspense>
            </DataLayerProvider>
          </ToastProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
