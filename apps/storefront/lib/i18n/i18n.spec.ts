import { describe, expect, it } from '@jest/globals';
import { ValidationKeys } from '@tafel/domain';
import { CHECKOUT_MESSAGE_KEYS } from '@/lib/checkout/checkout-messages';
import { hasMessage, languageOf, MESSAGES_DE, MESSAGES_EN, translate, translator } from './i18n';

const de = translator('de-DE');
const en = translator('en-DE');

/** The {placeholders} of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('t', () => {
  it('fills named placeholders from records and param lists', () => {
    expect(de.message('vue.buybox.text.quantity.error', { limit: 20 })).toBe('Die maximale Bestellmenge für diesen Artikel ist 20.');
    expect(de.message('vue.pdp.minQuantity', [{ name: 'limit', value: '3' }])).toBe('Die Mindestbestellmenge für diesen Artikel ist 3.');
    expect(de.message('vue.form.error.password.invalidLength', { min: 3, max: 35 })).toBe('Das Passwort muss zwischen 3 und 35 Zeichen lang sein.');
  });
  it('falls back to the generic message for unknown keys', () => {
    expect(de.message('no.such.key')).toBe('Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es erneut.');
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
    expect(de.message('vue.buybox.text.quantity.error', [])).toBe('Die gewünschte Menge übersteigt die maximale Bestellmenge für diesen Artikel.');
    expect(de.message('vue.pdp.minQuantity')).toBe('Die gewünschte Menge liegt unter der Mindestbestellmenge für diesen Artikel.');
    expect(de.message('vue.form.error.maxLength')).toBe('Ihre Eingabe ist zu lang.');
    expect(de.message('vue.form.error.password.invalidLength')).toBe('Das Passwort ist zu kurz oder zu lang.');
    expect(en.message('vue.form.error.maxLength')).toBe('Your entry is too long.');
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
    expect(de.message('Internal error')).toBe('Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.');
    expect(de.message('Request timed out (5000ms)')).toMatch(/^Der Shop antwortet gerade nicht/);
  });
});

describe('wording', () => {
  // The shop addresses its customers formally ("Sie") throughout.
  const informal = /\b(du|dich|dir|dein\w*|euch|euer\w*|fülle|lade|gib|wähle|prüfe|melde)\b/i;
  it.each(Object.entries(MESSAGES_DE))('%s uses the polite form', (_key, text) => {
    expect(text).not.toMatch(informal);
  });
});

describe('English texts', () => {
  it('exist for exactly the German keys', () => {
    expect(Object.keys(MESSAGES_EN).sort()).toEqual(Object.keys(MESSAGES_DE).sort());
  });

  it.each(Object.entries(MESSAGES_DE))('%s has the same placeholders in English', (key, german) => {
    const english = (MESSAGES_EN as Readonly<Record<string, string>>)[key];
    expect(english).toBeDefined();
    expect(placeholders(english!)).toEqual(placeholders(german));
  });

  it.each(Object.entries(MESSAGES_EN))('%s is English (no German letters, not empty)', (_key, text) => {
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/[äöüÄÖÜß„“]/);
  });
});

describe('lookup by language', () => {
  it('takes the language from the shop locale', () => {
    expect(languageOf('en-DE')).toBe('en');
    expect(languageOf('de-DE')).toBe('de');
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf('de-CH')).toBe('de');
  });

  it('answers in the language of the translator', () => {
    expect(en.message('vue.minicart.emptyMessage')).toBe('Your basket is empty.');
    expect(de.message('vue.minicart.emptyMessage')).toBe('Ihr Warenkorb ist leer.');
    expect(translator('de-CH').t('ui.cart.toCheckout')).toBe('Zur Kasse');
    expect(en.t('ui.cart.toCheckout')).toBe('Proceed to checkout');
    expect(en.message('vue.buybox.text.quantity.error', { limit: 20 })).toBe('The maximum order quantity for this article is 20.');
    expect(translate('en', 'vue.pdp.minQuantity', [{ name: 'limit', value: '3' }])).toBe('The minimum order quantity for this article is 3.');
  });

  it('falls back to the generic message in the same language', () => {
    expect(en.message('no.such.key')).toBe('Unfortunately, something went wrong. Please try again.');
    expect(en.message('no.such.key', undefined, 'tafel.checkout.addressRejected')).toBe(
      'Your address was not accepted. Please check your delivery and billing details.',
    );
  });

  it('keeps the locale for html lang and the Intl locale for formats', () => {
    expect(en).toMatchObject({ locale: 'en-DE', language: 'en', intlLocale: 'en-DE' });
    expect(translator('de-AT')).toMatchObject({ locale: 'de-AT', language: 'de', intlLocale: 'de-DE' });
    expect(translator('en-DE')).toBe(en);
  });
});
