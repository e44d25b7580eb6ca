import { describe, expect, it } from '@jest/globals';
import { hasMessage, t } from './i18n';

describe('t', () => {
  it('fills named placeholders from records and param lists', () => {
    expect(t('vue.buybox.text.quantity.error', { limit: 20 })).toBe('Die maximale Bestellmenge für diesen Artikel ist 20.');
    expect(t('vue.pdp.minQuantity', [{ name: 'limit', value: '3' }])).toBe('Die Mindestbestellmenge für diesen Artikel ist 3.');
  });
  it('falls back to the generic message for unknown keys', () => {
    expect(t('no.such.key')).toBe('Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es erneut.');
    expect(hasMessage('no.such.key')).toBe(false);
  });
  it('has German texts for the spec keys the storefront shows', () => {
    for (const key of [
      'vue.buybox.text.quantity.error',
      'vue.pdp.minQuantity',
      'vue.cart.error.somethingWentWrong',
      'vue.form.error.requiredField',
      'vue.form.error.email.incorrect',
      'vue.form.error.password.invalidLength',
      'vue.minicart.emptyMessage',
    ]) {
      expect(hasMessage(key)).toBe(true);
    }
  });
});

describe('t without params', () => {
  it('uses the wording without a number when the limit is unknown', () => {
    expect(t('vue.buybox.text.quantity.error', [])).toBe('Die gewünschte Menge übersteigt die maximale Bestellmenge für diesen Artikel.');
    expect(t('vue.pdp.minQuantity')).toBe('Die gewünschte Menge liegt unter der Mindestbestellmenge für diesen Artikel.');
  });
});
