import { describe, expect, it } from '@jest/globals';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';
import { translate } from './i18n';

describe('GLOBAL_ERROR_TEXTS', () => {
  it.each(['de', 'en'] as const)('are the catalogue texts in %s', (language) => {
    expect(GLOBAL_ERROR_TEXTS[language]).toEqual({
      title: translate(language, 'ui.error.title'),
      text: translate(language, 'ui.globalError.text'),
      retry: translate(language, 'ui.error.retry'),
      search: {
        title: translate(language, 'ui.errorPage.searchTitle'),
        placeholder: translate(language, 'ui.search.placeholder'),
        label: translate(language, 'ui.search.label'),
        submit: translate(language, 'ui.search.submit'),
      },
    });
  });
});
