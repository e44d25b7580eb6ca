import type { StorefrontVariant } from '@tafel/domain';
import { MESSAGES_DE, type TextKey } from './messages-de';
import { MESSAGES_EN } from './messages-en';

export { MESSAGES_DE, MESSAGES_EN, type TextKey };

/** Spec §1 (catalogue §9 "html lang from the shop language"): de-DE, de-AT, de-CH or en-DE. */
export type ShopLocale = StorefrontVariant['language'];

/** The language of the texts: German for the country shops and the German B2B shop, English for en-DE. */
export type Language = 'de' | 'en';

/** The German shop's locale, also used where no host can be read. */
export const DEFAULT_LOCALE: ShopLocale = 'de-DE';

const MESSAGES: Readonly<Record<Language, Readonly<Record<string, string>>>> = { de: MESSAGES_DE, en: MESSAGES_EN };

// Prices and numbers: the German shops keep the German format they have always shown (also in
// Austria and Switzerland, where the shop sells in euros), the English shop writes them en-DE.
const INTL_LOCALE: Readonly<Record<Language, string>> = { de: 'de-DE', en: 'en-DE' };

/** The language of a shop locale. */
export function languageOf(locale: ShopLocale): Language {
  return locale.startsWith('en') ? 'en' : 'de';
}

/** The generic message shown when nothing more specific is known. */
export const SOMETHING_WENT_WRONG_KEY = 'vue.cart.error.somethingWentWrong';

/** Message params as they come from the orchestrator ([{name, value}]) or as a plain record. */
export type MessageParams = Readonly<Record<string, string | number>> | readonly { name: string; value: string }[];

function toRecord(params: MessageParams | undefined): Record<string, string> {
  if (!params) return {};
  if (Array.isArray(params)) {
    return Object.fromEntries((params as readonly { name: string; value: string }[]).map((p) => [p.name, p.value]));
  }
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
}

/** True when a text exists for the key (every language has the same keys). */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(MESSAGES_DE, key);
}

/**
 * The text of a message key in a language with its placeholders filled. An unknown key falls
 * back to `fallbackKey` (default: the generic "something went wrong"), never to the raw key.
 * A placeholder without a param of its name takes the only param given, if there is exactly one
 * (the orchestrator may name the limit differently). Without any params the key's "#noParams"
 * variant is used when there is one; otherwise an unfilled placeholder is dropped.
 */
export function translate(language: Language, key: string, params?: MessageParams, fallbackKey: string = SOMETHING_WENT_WRONG_KEY): string {
  const messages = MESSAGES[language];
  const values = toRecord(params);
  const entries = Object.values(values);
  const template =
    (entries.length === 0 ? messages[`${key}#noParams`] : undefined) ??
    messages[key] ??
    messages[fallbackKey] ??
    messages[SOMETHING_WENT_WRONG_KEY] ??
    '';
  const onlyValue = entries.length === 1 ? entries[0] : undefined;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? onlyValue ?? '').replace(/\s+([.,!?])/g, '$1');
}

/** The texts and formats of one shop language. */
export interface Translator {
  /** The shop locale, for `<html lang>`. */
  locale: ShopLocale;
  language: Language;
  /** Locale for Intl (prices, numbers, dates). */
  intlLocale: string;
  /** One of the storefront's own texts (the key is checked by the compiler). */
  t(key: TextKey, params?: MessageParams): string;
  /** A message key from elsewhere (orchestrator, upstream, domain): unknown keys fall back as `translate` does. */
  message(key: string, params?: MessageParams, fallbackKey?: string): string;
}

const translators = new Map<ShopLocale, Translator>();

/** The translator of a shop locale (one per locale, shared). */
export function translator(locale: ShopLocale): Translator {
  let found = translators.get(locale);
  if (!found) {
    const language = languageOf(locale);
    found = {
      locale,
      language,
      intlLocale: INTL_LOCALE[language],
      t: (key, params) => translate(language, key, params),
      message: (key, params, fallbackKey) => translate(language, key, params, fallbackKey),
    };
    translators.set(locale, found);
  }
  return found;
}
