import { MESSAGES_DE, type TextKey } from './messages-de';
import { MESSAGES_EN } from './messages-en';
import { fillMessage, languageOf, makeTranslator, type Language, type MessageParams, type Messages, type ShopLocale, type Translator } from './translate';

// The whole catalogues: for the server (and tests). Client components get their page's part of
// them through components/i18n (lib/i18n/client-scopes.ts) and import translate.ts, never this file.

export { MESSAGES_DE, MESSAGES_EN, type TextKey };
export {
  DEFAULT_LOCALE,
  languageOf,
  SOMETHING_WENT_WRONG_KEY,
  type Language,
  type MessageParams,
  type Messages,
  type ShopLocale,
  type Translator,
} from './translate';

/** The whole catalogue of a language. */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { de: MESSAGES_DE, en: MESSAGES_EN };

/** True when a text exists for the key (every language has the same keys). */
export function hasMessage(key: string): key is TextKey {
  return Object.hasOwn(MESSAGES_DE, key);
}

/** The text of a message key in a language with its placeholders filled (see fillMessage). */
export function translate(language: Language, key: string, params?: MessageParams, fallbackKey?: string): string {
  return fillMessage(CATALOGUES[language], key, params, fallbackKey);
}

const translators = new Map<ShopLocale, Translator>();

/** The translator of a shop locale over its whole catalogue (one per locale, shared). */
export function translator(locale: ShopLocale): Translator {
  let found = translators.get(locale);
  if (!found) {
    found = makeTranslator(locale, CATALOGUES[languageOf(locale)]);
    translators.set(locale, found);
  }
  return found;
}
