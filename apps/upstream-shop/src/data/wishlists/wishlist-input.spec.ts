import { clampQuantity, emailError, quantityError, textError, WISHLIST_MAX_QUANTITY } from './wishlist-input.js';

describe('textError', () => {
  it('requires text when asked and trims before counting', () => {
    expect(textError('name', '   ', { required: true, max: 60 })).toEqual({ fieldName: 'name', errorMessage: 'vue.form.error.requiredField', formName: null });
    expect(textError('name', ` ${'x'.repeat(60)} `, { required: true, max: 60 })).toBeNull();
    expect(textError('description', '', { required: false, max: 500 })).toBeNull();
  });
  it('refuses text above the maximum', () => {
    expect(textError('name', 'x'.repeat(61), { required: true, max: 60 })).toEqual({ fieldName: 'name', errorMessage: 'vue.form.error.maxLength', formName: null });
  });
});

describe('emailError', () => {
  it('uses the spec e-mail rules (required, pattern, at most 80)', () => {
    expect(emailError('email', '')).toMatchObject({ errorMessage: 'vue.form.error.requiredField' });
    expect(emailError('email', 'team@tafel')).toMatchObject({ errorMessage: 'vue.form.error.email.incorrect' });
    expect(emailError('email', `${'a'.repeat(76)}@x.de`)).toMatchObject({ errorMessage: 'vue.form.error.email.incorrect' });
    expect(emailError('email', 'team@tafel.example.de')).toBeNull();
  });
});

describe('quantityError (spec §4/§5)', () => {
  it('accepts the item range below 9999', () => {
    expect(quantityError('q', 1, {}, false)).toBeNull();
    expect(quantityError('q', WISHLIST_MAX_QUANTITY, {}, false)).toBeNull();
  });
  it('refuses 9999 and more with the over-limit key', () => {
    expect(quantityError('q', 9999, {}, false)).toMatchObject({ fieldName: 'q', errorMessage: 'vue.buybox.text.quantity.error' });
  });
  it('refuses more than the item maximum', () => {
    expect(quantityError('q', 21, { maxQuantity: 20 }, false)).toMatchObject({ errorMessage: 'vue.buybox.text.quantity.error' });
  });
  it('refuses less than the minimum order quantity', () => {
    expect(quantityError('q', 9, { minimumOrderQuantity: 10 }, false)).toMatchObject({ errorMessage: 'vue.pdp.minQuantity' });
    expect(quantityError('q', -1, {}, true)).toMatchObject({ errorMessage: 'vue.pdp.minQuantity' });
  });
  it('accepts 0 only for a quantity change', () => {
    expect(quantityError('q', 0, { minimumOrderQuantity: 10 }, true)).toBeNull();
    expect(quantityError('q', 0, {}, false)).toMatchObject({ errorMessage: 'vue.pdp.minQuantity' });
  });
});

describe('clampQuantity', () => {
  it('moves a quantity into the item limits', () => {
    expect(clampQuantity(3, { minimumOrderQuantity: 10 })).toBe(10);
    expect(clampQuantity(30, { maxQuantity: 20 })).toBe(20);
    expect(clampQuantity(12_000, {})).toBe(9999);
    expect(clampQuantity(7, { minimumOrderQuantity: 5, maxQuantity: 20 })).toBe(7);
  });
});
