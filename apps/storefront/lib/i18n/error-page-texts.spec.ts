import { describe, expect, it } from '@jest/globals';
import { ERROR_PAGE_KEYS, ERROR_PAGE_TEXTS } from './error-page-texts';
import { CATALOGUES } from './i18n';

describe('ERROR_PAGE_TEXTS', () => {
  it.each(['de', 'en'] as const)('are the catalogue texts in %s', (language) => {
    expect(ERROR_PAGE_TEXTS[language]).toEqual(Object.fromEntries(ERROR_PAGE_KEYS.map((key) => [key, CATALOGUES[language][key]])));
  });

  it('has no "#noParams" wording to miss (the page fills every parameter it names)', () => {
    for (const key of ERROR_PAGE_KEYS) expect([key, Object.hasOwn(CATALOGUES.de, `${key}#noParams`)]).toEqual([key, false]);
  });
});
