'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, translator, type ShopLocale, type Translator } from '@/lib/i18n/i18n';

const LocaleContext = createContext<ShopLocale>(DEFAULT_LOCALE);

/** The shop language of the page for client components (set once in the root layout from the host). */
export function I18nProvider({ locale, children }: { locale: ShopLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** Texts and formats of the page's shop language. */
export function useI18n(): Translator {
  return translator(useContext(LocaleContext));
}
