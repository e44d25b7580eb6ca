import { describe, expect, it } from '@jest/globals';
import { ValidationKeys } from '@tafel/domain';
import { CHECKOUT_MESSAGE_KEYS } from './checkout-messages';
import { hasMessage, MESSAGES_DE, t } from './i18n';

describe('t', () => {
  it('fills named placeholders from records and param lists', () => {
    expect(t('vue.buybox.text.quantity.error', { limit: 20 })).toBe('Die maximale Bestellmenge für diesen Artikel ist 20.');
    expect(t('vue.pdp.minQuantity', [{ name: 'limit', value: '3' }])).toBe('Die Mindestbestellmenge für diesen Artikel ist 3.');
    expect(t('vue.form.error.password.invalidLength', { min: 3, max: 35 })).toBe('Das Passwort muss zwischen 3 und 35 Zeichen lang sein.');
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
    expect(t('vue.form.error.maxLength')).toBe('Ihre Eingabe ist zu lang.');
    expect(t('vue.form.error.password.invalidLength')).toBe('Das Passwort ist zu kurz oder zu lang.');
  });
});

describe('checkout texts', () => {
  it.each(CHECKOUT_MESSAGE_KEYS.map((key) => [key]))('%s has a German text', (key) => {
    expect(hasMessage(key)).toBe(true);
  });

  it('covers every helper rule of @tafel/domain', () => {
    expect(CHECKOUT_MESSAGE_KEYS).toEqual(expect.arrayContaining(Object.values(ValidationKeys)));
  });

  it('shows the literal spec messages in German', () => {
    expect(t('Internal error')).toBe('Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.');
    expect(t('Request timed out (5000ms)')).toMatch(/^Der Shop antwortet gerade nicht/);
  });
});

describe('wording', () => {
  // The shop addresses its customers formally ("Sie") throughout.
  const informal = /\b(du|dich|dir|dein\w*|euch|euer\w*|fülle|lade|gib|wähle|prüfe|melde)\b/i;
  it.each(Object.entries(MESSAGES_DE))('%s uses the polite form', (_key, text) => {
    expect(text).not.toMatch(informal);
  });
});
