import { customerNumber, email, firstProblem, password, required, ValidationKeys } from './validation.js';

describe('field validators (spec §5)', () => {
  it('required: empty or blank is invalid', () => {
    expect(required('')).toEqual({ messageKey: ValidationKeys.required });
    expect(required('   ')).toEqual({ messageKey: ValidationKeys.required });
    expect(required('x')).toBeNull();
  });

  it('email: pattern with a dot and at least two letters, max 80, empty allowed', () => {
    expect(email('')).toBeNull();
    expect(email('anna@schule.de')).toBeNull();
    expect(email('anna@schule')).toEqual({ messageKey: ValidationKeys.emailIncorrect });
    expect(email('anna@schule.d')).toEqual({ messageKey: ValidationKeys.emailIncorrect });
    expect(email('an na@schule.de')).toEqual({ messageKey: ValidationKeys.emailIncorrect });
    const local = 'a'.repeat(80 - '@schule.de'.length);
    expect(email(`${local}@schule.de`)).toBeNull();
    expect(email(`${local}a@schule.de`)).toEqual({ messageKey: ValidationKeys.emailIncorrect });
  });

  it('password: 3 to 35 characters when not empty', () => {
    expect(password('')).toBeNull();
    expect(password('ab')?.messageKey).toBe(ValidationKeys.passwordInvalidLength);
    expect(password('abc')).toBeNull();
    expect(password('a'.repeat(35))).toBeNull();
    expect(password('a'.repeat(36))?.messageKey).toBe(ValidationKeys.passwordInvalidLength);
  });

  it('customer number: at most 80 characters', () => {
    expect(customerNumber('1'.repeat(80))).toBeNull();
    expect(customerNumber('1'.repeat(81))).toEqual({ messageKey: ValidationKeys.maxLength, params: { max: '80' } });
  });

  it('runs validators in order and reports the first problem', () => {
    expect(firstProblem('', [required, email])).toEqual({ messageKey: ValidationKeys.required });
    expect(firstProblem('x', [required, email])).toEqual({ messageKey: ValidationKeys.emailIncorrect });
  });
});
