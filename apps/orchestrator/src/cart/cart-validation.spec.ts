import { AppError } from '../common/app-error.js';
import { AddToCartDto, ChangeCartLineQuantityDto, RemoveCartLineDto } from './cart-input.dto.js';
import { validateCartInput } from './cart-validation.js';

describe('validateCartInput', () => {
  it('passes a good input through', () => {
    expect(validateCartInput(AddToCartDto, { cartId: 'c-1', itemId: 'i_1', quantity: 2 })).toMatchObject({ ok: true, value: { quantity: 2 } });
    expect(validateCartInput(RemoveCartLineDto, { cartId: 'c-1', lineId: 'l1' }).ok).toBe(true);
  });

  it.each([
    [0, 'vue.pdp.minQuantity', '1', 'quantity must be at least 1 (got 0)'],
    [-1, 'vue.pdp.minQuantity', '1', 'quantity must be at least 1 (got -1)'],
    [10000, 'vue.buybox.text.quantity.error', '9999', 'quantity must be at most 9999 (got 10000)'],
    [1.5, 'vue.pdp.minQuantity', '1', 'quantity must be a whole number'],
  ])('refuses quantity %p with the domain rule', (quantity, messageKey, limit, message) => {
    const check = validateCartInput(ChangeCartLineQuantityDto, { cartId: 'c1', lineId: 'l1', quantity });
    expect(check).toEqual({
      ok: false,
      result: {
        __typename: 'ValidationError',
        errorCode: 'VALIDATION_FAILED',
        messageKey,
        message: `Invalid input: ${message}`,
        fieldErrors: [{ field: 'quantity', messageKey, message, params: [{ name: 'limit', value: limit }] }],
      },
    });
  });

  it.each([
    [{ cartId: '', itemId: 'i1', quantity: 1 }, "cartId must be 1-64 characters of A-Z a-z 0-9 - _ (got '')"],
    [{ cartId: 'c1', itemId: 'x'.repeat(65), quantity: 1 }, 'itemId must be 1-64 characters'],
    [{ cartId: 'c1', itemId: 'a b', quantity: 1 }, "itemId must be 1-64 characters of A-Z a-z 0-9 - _ (got 'a b')"],
  ])('refuses malformed ids as BAD_USER_INPUT: %p', (input, message) => {
    expect(() => validateCartInput(AddToCartDto, input)).toThrow(AppError);
    expect(() => validateCartInput(AddToCartDto, input)).toThrow(message);
  });
});
