'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, makeTranslator, type Messages, type ShopLocale, type Translator } from '@/lib/i18n/translate';

// The browser gets the texts its page renders, not the catalogues: each layout hands the messages
// of its client components (components/i18n/client-messages.tsx, lib/i18n/client-scopes.ts) and
// nested providers add theirs to the ones above. No catalogue is imported here.

interface I18nValue {
  locale: ShopLocale;
  messages: Messages;
}

const I18nContext = createContext<I18nValue | null>(null);

/** The shop language and the page's messages for client components below it (merged with those above). */
export function I18nProvider({ locale, messages, children }: { locale: ShopLocale; messages: Messages; children: ReactNode }) {
  const parent = useContext(I18nContext);
  const value = useMemo<I18nValue>(() => ({ locale, messages: parent ? { ...parent.messages, ...messages } : messages }), [parent, locale, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

const reported = new Set<string>();

/**
 * A text the page did not hand to the browser shows the generic message (never the key) and is
 * reported once: its key belongs into the client scope of the layout above the component
 * (client-messages.spec.ts finds the written ones before this can happen, not the answer keys
 * `message()` gets as data). The browser has no catalogue, so a key no catalogue has is reported too.
 */
function reportMissing(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[storefront] text "${key}" was not handed to the browser: add it to the client scope of its layout (lib/i18n/client-scopes.ts), or to the catalogues if they lack it`);
}

/** Texts and formats of the page's shop language. */
export function useI18n(): Translator {
  const value = useContext(I18nContext);
  return useMemo(() => makeTranslator(value?.locale ?? DEFAULT_LOCALE, value?.messages ?? {}, reportMissing), [value]);
}
