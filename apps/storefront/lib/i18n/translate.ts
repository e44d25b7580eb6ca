import { languageOf, type Language, type ShopLocale } from './locale';
import type { TextKey } from './messages-de';

// The translator without the catalogues: the browser gets it with the few messages its page
// renders (components/i18n), the server with a whole catalogue (i18n.ts). No catalogue import here.

export type { TextKey };
export { DEFAULT_LOCALE, languageOf, type Language, type ShopLocale } from './locale';

/** Texts by message key (a whole catalogue, or the part of it a page hands to the browser). */
export type Messages = Readonly<Record<string, string>>;

/** The generic message shown when nothing more specific is known. */
export const SOMETHING_WENT_WRONG_KEY = 'vue.cart.error.somethingWentWrong';

/** The suffix of a key's wording for when no params are given (e.g. the limit is unknown). */
export const NO_PARAMS_SUFFIX = '#noParams';

// Prices and numbers: the German shops keep the German format they have always shown (also in
// Austria and Switzerland, where the shop sells in euros), the English shop writes them en-DE.
const INTL_LOCALE: Readonly<Record<Language, string>> = { de: 'de-DE', en: 'en-DE' };

/** Message params as they come from the orchestrator ([{name, value}]) or as a plain record. */
export type MessageParams = Readonly<Record<string, string | number>> | readonly { name: string; value: string }[];

function toRecord(params: MessageParams | undefined): Record<string, string> {
  if (!params) return {};
  if (Array.isArray(params)) {
    return Object.fromEntries((params as readonly { name: string; value: string }[]).map((p) => [p.name, p.value]));
  }
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
}

/**
 * The text of a message key with its placeholders filled. An unknown key falls back to
 * `fallbackKey` (default: the generic "something went wrong"), never to the raw key. A
 * placeholder without a param of its name takes the only param given, if there is exactly one
 * (the orchestrator may name the limit differently). Without any params the key's "#noParams"
 * variant is used when there is one; otherwise an unfilled placeholder is dropped.
 */
export function fillMessage(messages: Messages, key: string, params?: MessageParams, fallbackKey: string = SOMETHING_WENT_WRONG_KEY): string {
  const values = toRecord(params);
  const entries = Object.values(values);
  const template =
    (entries.length === 0 ? lookUp(messages, `${key}${NO_PARAMS_SUFFIX}`) : undefined) ??
    lookUp(messages, key) ??
    lookUp(messages, fallbackKey) ??
    lookUp(messages, SOMETHING_WENT_WRONG_KEY) ??
    '';
  const onlyValue = entries.length === 1 ? entries[0] : undefined;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? onlyValue ?? '').replace(/\s+([.,!?])/g, '$1');
}

function lookUp(messages: Messages, key: string): string | undefined {
  return Object.hasOwn(messages, key) ? messages[key] : undefined;
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
  /** A message key from elsewhere (orchestrator, upstream, domain): unknown keys fall back as `fillMessage` does. */
  message(key: string, params?: MessageParams, fallbackKey?: string): string;
  /** True when this translator has a text for the key. */
  has(key: string): boolean;
}

/**
 * A translator over `messages`. `onMissingText` hears of every key `t` or `message` looks up that
 * the messages lack: in the browser that is a key its page did not hand over (see components/i18n)
 * — or, for `message`, one no catalogue has — which then shows the fallback, never the key.
 */
export function makeTranslator(locale: ShopLocale, messages: Messages, onMissingText?: (key: string) => void): Translator {
  const language = languageOf(locale);
  return {
    locale,
    language,
    intlLocale: INTL_LOCALE[language],
    t: (key, params) => {
      if (onMissingText && !Object.hasOwn(messages, key)) onMissingText(key);
      return fillMessage(messages, key, params);
    },
    message: (key, params, fallbackKey) => {
      if (onMissingText && !Object.hasOwn(messages, key)) onMissingText(key);
      return fillMessage(messages, key, params, fallbackKey);
    },
    has: (key) => Object.hasOwn(messages, key),
  };
}
