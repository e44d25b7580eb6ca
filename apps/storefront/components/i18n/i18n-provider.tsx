'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE, makeTranslator, type Messages, type ShopLocale, type Translator } from '@/lib/i18n/translate';

// The browser gets the texts its page renders, not the catalogues: each layout hands the messages
// of its client components (components/i18n/client-messages.tsx, lib/i18n/client-scopes.ts) and
// nested providers add theirs to the ones above. No catalogue is imported here.

interface I18nValue {
  locale: ShopLocale;
  messages: Messages;
  /** Adds texts fetched later (a toast a URL asks for); kept by the root provider. */
  learn: (messages: Messages) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

/** The shop language and the page's messages for client components below it (merged with those above). */
export function I18nProvider({ locale, messages, children }: { locale: ShopLocale; messages: Messages; children: ReactNode }) {
  const parent = useContext(I18nContext);
  const [learned, setLearned] = useState<Messages>({});
  const learnHere = useCallback((more: Messages) => setLearned((known) => ({ ...known, ...more })), []);
  const value = useMemo<I18nValue>(
    () =>
      parent
        ? { locale, messages: { ...parent.messages, ...messages }, learn: parent.learn }
        : { locale, messages: { ...messages, ...learned }, learn: learnHere },
    [parent, locale, messages, learned, learnHere],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

const reported = new Set<string>();

/**
 * A text the page did not hand to the browser shows the generic message (never the key) and is
 * reported once: its key belongs into the client scope of the layout above the component
 * (client-messages.spec.ts finds the literal ones before this can happen).
 */
function reportMissing(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[storefront] text "${key}" was not handed to the browser: add it to the client scope of its layout (lib/i18n/client-scopes.ts)`);
}

/** Texts and formats of the page's shop language. */
export function useI18n(): Translator {
  const value = useContext(I18nContext);
  return useMemo(() => makeTranslator(value?.locale ?? DEFAULT_LOCALE, value?.messages ?? {}, reportMissing), [value]);
}

/** Adds texts the page did not bring (e.g. a toast's, fetched when a URL asks for it). */
export function useLearnMessages(): (messages: Messages) => void {
  const value = useContext(I18nContext);
  return value?.learn ?? noLearning;
}

function noLearning(): void {}
