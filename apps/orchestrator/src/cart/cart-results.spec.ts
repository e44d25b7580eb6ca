import { cartNotFound, fromRefusedUpdate } from './cart-results.js';

describe('cart results', () => {
  it('builds the spec CartNotFoundError', () => {
    expect(cartNotFound('gone')).toEqual({
      __typename: 'CartNotFoundError',
      errorCode: 'CART_NOT_FOUND',
      messageKey: 'vue.cart.error.somethingWentWrong',
      message: 'gone',
    });
  });

  it('turns a refused quantity into a ValidationError with the line limit', () => {
    const result = fromRefusedUpdate(
      [{ messageKey: 'vue.buybox.text.quantity.error', message: 'Quantity exceeds 5', fieldName: 'ops.0.changeQuantity.quantity' }],
      { submitted: false, limits: { maxQuantity: 5, minimumOrderQuantity: 1 } },
    );
    expect(result).toEqual({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      messageKey: 'vue.buybox.text.quantity.error',
      message: 'Invalid input: Quantity exceeds 5',
      fieldErrors: [
        { field: 'quantity', messageKey: 'vue.buybox.text.quantity.error', message: 'Quantity exceeds 5', params: [{ name: 'limit', value: '5' }] },
      ],
    });
    const below = fromRefusedUpdate([{ messageKey: 'vue.pdp.minQuantity', message: 'min 3', fieldName: 'quantity' }], {
      submitted: false,
      limits: { minimumOrderQuantity: 3 },
    });
    expect(below).toMatchObject({ fieldErrors: [{ params: [{ name: 'limit', value: '3' }] }] });
    const unknownLimits = fromRefusedUpdate([{ messageKey: 'k', message: 'm', fieldName: 'ops.0.addPosition.quantity' }], { submitted: false });
    expect(unknownLimits).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ params: [] }] });
  });

  it('turns other refusals into CartUpdateRejectedError with the most specific code', () => {
    const rejected = (message: string, fieldName: string, messageKey = 'vue.cart.error.somethingWentWrong', submitted = false) =>
      fromRefusedUpdate([{ messageKey, message, fieldName }], { submitted });
    expect(rejected('Item "x" does not exist.', 'ops.0.addPosition.itemId')).toMatchObject({
      __typename: 'CartUpdateRejectedError',
      errorCode: 'ITEM_NOT_FOUND',
      messageKey: 'vue.cart.error.somethingWentWrong',
      message: 'Item "x" does not exist.',
    });
    expect(rejected('Item "x" is not available for sale.', 'ops.0.addPosition.itemId')).toMatchObject({ errorCode: 'ITEM_NOT_SALEABLE' });
    expect(rejected('Order already submitted', 'cartId', 'vue.checkout.error.orderAlreadySubmitted')).toMatchObject({ errorCode: 'CART_SUBMITTED' });
    expect(rejected('whatever', 'ops', 'k', true)).toMatchObject({ errorCode: 'CART_SUBMITTED' });
    expect(rejected('Position "p" is not in the cart.', 'ops.0.removePosition.positionId')).toMatchObject({ errorCode: 'UPSTREAM_REJECTED' });
    expect(fromRefusedUpdate([], { submitted: false })).toMatchObject({ errorCode: 'UPSTREAM_REJECTED', messageKey: 'vue.cart.error.somethingWentWrong' });
  });
});
