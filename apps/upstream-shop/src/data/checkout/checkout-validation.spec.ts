import { buyerReferenceProblem, isWellFormedId, leitwegId, lineProblem, phoneCharacters, printable, textProblem } from './checkout-validation.js';

const key = (problem: { messageKey: string } | null) => problem?.messageKey ?? null;

describe('checkout field rules', () => {
  it('accepts Leitweg-IDs with and without a fine address', () => {
    expect(key(leitwegId('991-12345-67'))).toBeNull();
    expect(key(leitwegId('04011000-1234512345-06'))).toBeNull();
    expect(key(leitwegId('99-12'))).toBeNull();
    expect(key(leitwegId('991_12345_67'))).toBe('vue.form.error.buyerReference.incorrect');
    expect(key(leitwegId('9-12'))).toBe('vue.form.error.buyerReference.incorrect');
  });

  it('requires a buyer reference of at most 46 characters', () => {
    expect(key(buyerReferenceProblem(''))).toBe('vue.form.error.requiredField');
    expect(key(buyerReferenceProblem(`991-${'A'.repeat(40)}-67`))).toBe('vue.form.error.maxLength');
    expect(key(buyerReferenceProblem('991-12345-67'))).toBeNull();
  });

  it('checks phone characters', () => {
    expect(key(phoneCharacters('+49 30 123-45'))).toBeNull();
    expect(key(phoneCharacters('030/12345'))).toBe('vue.form.error.phone.incorrect');
  });

  it('refuses control characters, and line breaks in single-line texts', () => {
    expect(key(printable(false)('Klasse 3b'))).toBeNull();
    expect(key(printable(false)('a\nb'))).toBe('vue.form.error.invalidCharacters');
    expect(key(printable(true)('a\nb'))).toBeNull();
    expect(key(printable(true)('a\u0007b'))).toBe('vue.form.error.invalidCharacters');
  });

  it('limits the order reference and comment', () => {
    expect(key(lineProblem('x'.repeat(35), 35))).toBeNull();
    expect(key(lineProblem('x'.repeat(36), 35))).toBe('vue.form.error.maxLength');
    expect(key(textProblem('Bitte beim Hausmeister abgeben.\nDanke!', 1000))).toBeNull();
  });

  it('knows well-formed ids', () => {
    expect(isWellFormedId('abc')).toBe(true);
    expect(isWellFormedId(' ')).toBe(false);
    expect(isWellFormedId('x'.repeat(101))).toBe(false);
  });
});
