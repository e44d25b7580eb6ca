import { missingSpeditionFields, validateSpeditionFields } from './spedition-fields.js';

const complete = [
  { fieldName: 'ansprechpartner', fieldValue: ' Herr Huber ' },
  { fieldName: 'telefonAvis', fieldValue: '+49 89 7654321' },
  { fieldName: 'hebebuehne', fieldValue: 'ja' },
];

describe('validateSpeditionFields', () => {
  it('accepts the required fields, trims and orders them', () => {
    expect(validateSpeditionFields([...complete].reverse())).toEqual({
      ok: true,
      values: [
        { fieldName: 'ansprechpartner', fieldValue: 'Herr Huber' },
        { fieldName: 'telefonAvis', fieldValue: '+49 89 7654321' },
        { fieldName: 'hebebuehne', fieldValue: 'ja' },
      ],
    });
  });

  it('reports every problem at once', () => {
    const outcome = validateSpeditionFields([
      { fieldName: 'telefonAvis', fieldValue: 'ruf an' },
      { fieldName: 'hebebuehne', fieldValue: 'vielleicht' },
      { fieldName: 'anlieferzeit', fieldValue: 'x'.repeat(101) },
      { fieldName: 'rampe', fieldValue: 'ja' },
    ]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((e) => [e.fieldName, e.errorMessage, e.formName])).toEqual([
      ['rampe', 'vue.form.error.unknownField', 'speditionsFields'],
      ['ansprechpartner', 'vue.form.error.requiredField', 'speditionsFields'],
      ['telefonAvis', 'vue.form.error.phone.incorrect', 'speditionsFields'],
      ['anlieferzeit', 'vue.form.error.maxLength', 'speditionsFields'],
      ['hebebuehne', 'vue.form.error.invalidOption', 'speditionsFields'],
    ]);
  });

  it('refuses a field named twice', () => {
    const outcome = validateSpeditionFields([...complete, { fieldName: 'hebebuehne', fieldValue: 'nein' }]);
    expect(outcome.ok ? [] : outcome.errors.map((e) => e.fieldName)).toEqual(['hebebuehne']);
  });
});

describe('missingSpeditionFields', () => {
  it('names the required fields without a value', () => {
    expect(missingSpeditionFields([])).toEqual(['ansprechpartner', 'telefonAvis', 'hebebuehne']);
    expect(missingSpeditionFields(complete)).toEqual([]);
  });
});
