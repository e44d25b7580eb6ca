import { firstProblem } from '@tafel/domain';
import { FieldErrors } from './field-errors.js';
import { postCodeProblem, RULES } from './field-rules.js';

const key = (value: string, rules: (typeof RULES)[keyof typeof RULES]) => firstProblem(value, rules)?.messageKey ?? null;

describe('account field rules', () => {
  it('names start with a letter and allow umlauts, hyphens and apostrophes', () => {
    for (const ok of ['Jürgen', "O'Neill", 'Anne-Marie', 'José Luis', 'Ørsted']) expect(key(ok, RULES.name)).toBeNull();
    expect(key('', RULES.name)).toBe('vue.form.error.requiredField');
    expect(key('1Anna', RULES.name)).toBe('vue.form.error.invalidFormat');
    expect(key('Anna<script>', RULES.name)).toBe('vue.form.error.invalidFormat');
    expect(key('A'.repeat(61), RULES.name)).toBe('vue.form.error.maxLength');
  });

  it('phone: digits, +, - and space, at most 30', () => {
    expect(key('+49 (30) 1234', RULES.phone)).toBe('vue.form.error.invalidFormat');
    expect(key('+49 30 123-456', RULES.phone)).toBeNull();
    expect(key('', RULES.phone)).toBeNull();
    expect(key('1'.repeat(31), RULES.phone)).toBe('vue.form.error.maxLength');
  });

  it('street needs a house number; salutation and country come from fixed lists', () => {
    expect(key('Hauptstraße', RULES.street)).toBe('vue.form.error.street.numberMissing');
    expect(key('Hauptstraße 5a', RULES.street)).toBeNull();
    expect(key('', RULES.salutation)).toBeNull();
    expect(key('Herr', RULES.salutation)).toBeNull();
    expect(key('herr', RULES.salutation)).toBe('vue.form.error.salutation.incorrect');
    expect(key('LI', RULES.country)).toBeNull();
    expect(key('FR', RULES.country)).toBe('vue.form.error.country.notAllowed');
  });

  it('VAT numbers and customer numbers', () => {
    expect(key('DE123456789', RULES.vat)).toBeNull();
    expect(key('CHE-123.456.789', RULES.vat)).toBeNull();
    expect(key('123456789', RULES.vat)).toBe('vue.form.error.invalidFormat');
    expect(key('4711-001+A', RULES.customerNumber)).toBeNull();
    expect(key('47 11', RULES.customerNumber)).toBe('vue.form.error.invalidFormat');
    expect(key('1'.repeat(81), RULES.customerNumber)).toBe('vue.form.error.maxLength');
  });

  it('postcodes per country', () => {
    expect(postCodeProblem('10115', 'DE')).toBeNull();
    expect(postCodeProblem('00144', 'IT')).toBeNull();
    expect(postCodeProblem('1010', 'AT')).toBeNull();
    expect(postCodeProblem('9490', 'LI')).toBeNull();
    expect(postCodeProblem('8001', 'DE')?.messageKey).toBe('vue.form.error.postcode.incorrect');
    expect(postCodeProblem('80011', 'CH')?.messageKey).toBe('vue.form.error.postcode.incorrect');
    expect(postCodeProblem('', 'DE')?.messageKey).toBe('vue.form.error.requiredField');
  });
});

describe('FieldErrors', () => {
  it('collects trimmed values and nested field names in one list', () => {
    const errors = new FieldErrors('register');
    expect(errors.text('email', '  a@b.de ', RULES.requiredEmail)).toBe('a@b.de');
    errors.nested('address').text('city', '', RULES.city);
    expect(errors.raw('password', ' ab', RULES.password)).toBe(' ab');
    expect(errors.ok).toBe(false);
    expect(errors.list).toEqual([{ fieldName: 'address.city', errorMessage: 'vue.form.error.requiredField', formName: 'register' }]);
  });
});
