import type { TextKey, Translator } from '@/lib/i18n/i18n';

/** Text keys of the countries the shop delivers to and bills (libs/domain ADDRESS_COUNTRIES). */
export const COUNTRY_NAMES: Readonly<Record<string, TextKey>> = {
  DE: 'ui.country.DE',
  AT: 'ui.country.AT',
  CH: 'ui.country.CH',
  LI: 'ui.country.LI',
  IT: 'ui.country.IT',
};

/** The name of a country code in the shop language, or the code when the shop does not know it. */
export function countryName(code: string, i18n: Pick<Translator, 't'>): string {
  const key = COUNTRY_NAMES[code];
  return key ? i18n.t(key) : code;
}
