import { describe, expect, it } from '@jest/globals';
import { fieldId, fieldTexts } from './form-errors';
import { translator } from '@/lib/i18n/i18n';

describe('form errors', () => {
  it('keeps the first error of each field, in German', () => {
    expect(
      fieldTexts([
        { field: 'billingAddress.firstName', messageKey: 'vue.form.error.requiredField' },
        { field: 'billingAddress.firstName', messageKey: 'vue.form.error.maxLength', params: { max: '60' } },
        { field: 'email', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '80' }] },
      ], translator('de-DE')),
    ).toEqual({ 'billingAddress.firstName': 'Bitte füllen Sie dieses Pflichtfeld aus.', email: 'Bitte geben Sie höchstens 80 Zeichen ein.' });
  });

  it('speaks English on the English shop', () => {
    expect(fieldTexts([{ field: 'email', messageKey: 'vue.form.error.email.incorrect' }], translator('en-DE'))).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('derives DOM ids from dotted field names', () => {
    expect(fieldId('billingAddress.postcode')).toBe('field-billingAddress-postcode');
    expect(fieldId('speditionFields.telefonAvis')).toBe('field-speditionFields-telefonAvis');
  });
});
