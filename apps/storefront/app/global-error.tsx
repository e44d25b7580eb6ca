'use client';

import { storefrontVariantFromHost } from '@tafel/domain';
import { useSyncExternalStore } from 'react';
import { GLOBAL_ERROR_TEXTS } from '@/lib/i18n/global-error-texts';
import { DEFAULT_LOCALE, languageOf, type ShopLocale } from '@/lib/i18n/locale';

const noSubscription = () => () => undefined;
// The root layout (and its language provider) failed: the browser's host names the shop language.
const hostLocale = (): ShopLocale => storefrontVariantFromHost(window.location.host).language;
const serverLocale = (): ShopLocale => DEFAULT_LOCALE;

/** Last-resort error page when even the root layout fails; it brings its own document and styles. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const locale = useSyncExternalStore(noSubscription, hostLocale, serverLocale);
  // Its own few texts: the catalogues stay on the server, and the layouts' messages are gone here.
  const texts = GLOBAL_ERROR_TEXTS[languageOf(locale)];
  return (
    <html lang={locale}>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#f6f5f0', color: '#1b2320' }}>
        <title>{`${texts.title} | Tafel`}</title>
        {/* Catalogue spec §2: the error page is never indexed. */}
        <meta name="robots" content="noindex, follow" />
        <div style={{ maxWidth: 560, margin: '15vh auto', padding: 32, background: '#fff', borderRadius: 20, border: '1px solid #e3e6e1' }}>
          <h1 style={{ margin: '0 0 12px' }}>{texts.title}</h1>
          <p style={{ margin: '0 0 20px', color: '#45514c' }}>{texts.text}</p>
          {/* The error page's search box as a plain form to /search; no categories: the layout that reads them failed. */}
          <form action="/search" method="get" role="search" data-testid="error-search" style={{ margin: '0 0 20px' }}>
            <label htmlFor="error-search-q" style={{ display: 'block', fontWeight: 650, marginBottom: 8 }}>
              {texts.search.title}
            </label>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <input
                id="error-search-q"
                name="q"
                type="search"
                required
                maxLength={100}
                placeholder={texts.search.placeholder}
                aria-label={texts.search.label}
                style={{ flex: '1 1 12rem', minWidth: 0, padding: '10px 14px', borderRadius: 999, border: '1px solid #c9cfc9', font: 'inherit' }}
              />
              <button type="submit" style={{ padding: '10px 20px', borderRadius: 999, border: '1px solid #23493f', background: '#fff', color: '#23493f', fontWeight: 650, cursor: 'pointer' }}>
                {texts.search.submit}
              </button>
            </div>
          </form>
          <button
            type="button"
            onClick={() => retry()}
            style={{ padding: '12px 24px', borderRadius: 999, border: 0, background: '#23493f', color: '#fff', fontWeight: 650, cursor: 'pointer' }}
          >
            {texts.retry}
          </button>
        </div>
      </body>
    </html>
  );
}
