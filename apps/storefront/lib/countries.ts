/** German names of the countries the shop delivers to and bills (libs/domain ADDRESS_COUNTRIES). */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', LI: 'Liechtenstein', IT: 'Italien' };

/** The German name of a country code, or the code when the shop does not know it. */
export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
}
