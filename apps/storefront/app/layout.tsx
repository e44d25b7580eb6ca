import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { ShopApolloProvider } from '../components/graphql/apollo-provider';
import { ToastFromUrl } from '../components/toast/toast-from-url';
import { ToastProvider } from '../components/toast/toast-provider';
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

/**
 * The document and what every page shares (Apollo, toasts). The frame differs: the shop's pages
 * get header, navigation and footer ((shop)/layout.tsx), the checkout steps a quiet frame without
 * distractions ((checkout)/layout.tsx).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body>
        <ShopApolloProvider>
          <ToastProvider>
            <a href="#main" className="skip-link">
              Zum Inhalt springen
            </a>
            {children}
            <Suspense fallback={null}>
              <ToastFromUrl />
            </Suspense>
          </ToastProvider>
        </ShopApolloProvider>
      </body>
    </html>
  );
}
