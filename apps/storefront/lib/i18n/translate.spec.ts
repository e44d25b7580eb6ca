import { describe, expect, it } from '@jest/globals';
import { makeTranslator } from './translate';

// The browser's translator works on the part of a catalogue its page was handed.
const handed = {
  'vue.cart.error.somethingWentWrong': 'Da ist leider etwas schiefgelaufen.',
  'ui.search.label': 'Suche',
  'vue.pdp.minQuantity': 'Mindestens {limit}.',
  'vue.pdp.minQuantity#noParams': 'Zu wenig.',
};

describe('makeTranslator over handed messages', () => {
  it('fills the texts it was handed', () => {
    const i18n = makeTranslator('de-DE', handed);
    expect(i18n.t('ui.search.label')).toBe('Suche');
    expect(i18n.message('vue.pdp.minQuantity', { limit: 3 })).toBe('Mindestens 3.');
    expect(i18n.message('vue.pdp.minQuantity')).toBe('Zu wenig.');
    expect(i18n).toMatchObject({ locale: 'de-DE', language: 'de', intlLocale: 'de-DE' });
  });

  it('shows the generic message for a text it was not handed, never the key, and reports it', () => {
    const missing: string[] = [];
    const i18n = makeTranslator('de-DE', handed, (key) => missing.push(key));
    expect(i18n.t('ui.toast.close')).toBe('Da ist leider etwas schiefgelaufen.');
    expect(missing).toEqual(['ui.toast.close']);
  });

  it('shows the generic message for a message key it was not handed and reports it (the browser cannot tell a key not handed over from one no catalogue has)', () => {
    const missing: string[] = [];
    const i18n = makeTranslator('en-DE', handed, (key) => missing.push(key));
    expect(i18n.message('vue.form.error.requiredField')).toBe('Da ist leider etwas schiefgelaufen.');
    expect(i18n.message('upstream.unknown', undefined, 'ui.search.label')).toBe('Suche');
    expect(i18n.message('vue.pdp.minQuantity')).toBe('Zu wenig.');
    expect(missing).toEqual(['vue.form.error.requiredField', 'upstream.unknown']);
  });

  it('knows which keys it has', () => {
    const i18n = makeTranslator('de-DE', handed);
    expect(i18n.has('ui.search.label')).toBe(true);
    expect(i18n.has('ui.toast.close')).toBe(false);
    expect(i18n.has('toString')).toBe(false);
  });
});
