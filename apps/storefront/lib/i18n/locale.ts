import type { StorefrontVariant } from '@tafel/domain';

/** Spec §1 (catalogue §9 "html lang from the shop language"): de-DE, de-AT, de-CH or en-DE. */
export type ShopLocale = StorefrontVariant['language'];

/** The language of the texts: German for the country shops and the German B2B shop, English for en-DE. */
export type Language = 'de' | 'en';

/** The German shop's locale, also used where no host can be read. */
export const DEFAULT_LOCALE: ShopLocale = 'de-DE';

/** The language of a shop locale. */
export function languageOf(locale: ShopLocale): Language {
  return locale.startsWith('en') ? 'en' : 'de';
}
