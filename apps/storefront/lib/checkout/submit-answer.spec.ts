import { describe, expect, it } from '@jest/globals';
import { orderPlacedBefore } from './submit-answer';

describe('orderPlacedBefore (the summary\'s answer to the order button)', () => {
  it('names the order of a checkout confirmed before this press', () => {
    expect(orderPlacedBefore({ __typename: 'Checkout', state: 'confirmed', orderId: '100042' })).toBe('100042');
    expect(orderPlacedBefore({ __typename: 'OrderAlreadySubmittedError', orderId: '100043' })).toBe('100043');
  });

  it('is null for a submission to follow, a payment to make and every refusal', () => {
    expect(orderPlacedBefore({ __typename: 'Checkout', state: 'submitting', orderId: null })).toBeNull();
    expect(orderPlacedBefore({ __typename: 'Checkout', state: 'awaitingPaymentProvider', orderId: '100044' })).toBeNull();
    expect(orderPlacedBefore({ __typename: 'CheckoutNotFoundError' })).toBeNull();
    expect(orderPlacedBefore({ __typename: 'CartChangedError' })).toBeNull();
    // Already submitted elsewhere without an order to show: the spec's home-with-toast path.
    expect(orderPlacedBefore({ __typename: 'OrderAlreadySubmittedError', orderId: null })).toBeNull();
    expect(orderPlacedBefore({ __typename: 'Checkout', state: 'confirmed', orderId: '' })).toBeNull();
  });
});
