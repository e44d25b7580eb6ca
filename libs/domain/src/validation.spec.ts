import {
  alphanumericName,
  containsDigit,
  customerNumber,
  digitsOnly,
  email,
  firstProblem,
  lettersDigitsDashPlus,
  lettersMarksNumbersSpaces,
  password,
  phoneCharacters,
  required,
  startsWithLetter,
  ValidationKeys,
  type FieldValidator,
} from './validation.js';

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

function check(validator: FieldValidator, ok: string[], bad: string[], key: string): void {
  expect(validator('')).toBeNull();
  for (const value of ok) expect(validator(value)).toBeNull();
  for (const value of bad) expect(validator(value)).toEqual({ messageKey: key });
}

describe('helper rules (spec §5: "Helper rules exist for …")', () => {
  it('"digits only"', () => {
    check(digitsOnly, ['0', '12345'], ['12a', '1 2', '-1', '1.5'], ValidationKeys.digitsOnly);
  });

  it('"letters/digits/-/+"', () => {
    check(lettersDigitsDashPlus, ['AB-12+3', 'Müß'], ['A B', 'a_b', 'a.b'], ValidationKeys.lettersDigitsDashPlus);
  });

  it('"phone characters (digits, -, +, space)"', () => {
    check(phoneCharacters, ['+49 30 123-456', '0301234'], ['030/1234', '(030) 1234', '030 abc'], ValidationKeys.phoneCharacters);
  });

  it('"letters/marks/numbers/spaces"', () => {
    check(lettersMarksNumbersSpaces, ['Grundschule Am Park 2', 'Zoë', 'e\u0301cole'], ['Schule-Nord', 'A&B', 'x.y'], ValidationKeys.lettersMarksNumbersSpaces);
  });

  it('"alphanumeric names"', () => {
    check(alphanumericName, ["O'Brien", 'Müller-Lüdenscheidt', 'Dr. Anna', 'Meyer & Söhne 2'], ['Anna!', 'a@b', 'x;y'], ValidationKeys.alphanumericName);
  });

  it('"must start with a letter"', () => {
    check(startsWithLetter, ['Anna', 'Ärztin 1'], ['1Anna', ' Anna', '-x'], ValidationKeys.startsWithLetter);
  });

  it('"must contain a digit"', () => {
    check(containsDigit, ['Hauptstr. 5', '7'], ['Hauptstraße', 'abc'], ValidationKeys.containsDigit);
  });

  it('combine with required: "all are run in order"', () => {
    expect(firstProblem('', [required, digitsOnly])).toEqual({ messageKey: ValidationKeys.required });
    expect(firstProblem('12a', [required, digitsOnly])).toEqual({ messageKey: ValidationKeys.digitsOnly });
  });
});
