/** What submitOrder answered, as far as it tells whether the order was placed before this press. */
export interface SubmitAnswerLike {
  __typename: string;
  state?: string;
  orderId?: string | null;
}

/**
 * The order a submit answer names as placed before the order button was pressed this time, or
 * null. A fresh submission answers the checkout `submitting`; a checkout already `confirmed` (the
 * summary brought back by the browser after the confirmation, a second tab) or
 * OrderAlreadySubmittedError with its order means spec §4 Submit step 2: "already submitted",
 * shown with the way to that order, not a new submission to follow.
 */
export function orderPlacedBefore(answer: SubmitAnswerLike): string | null {
  const placed = (answer.__typename === 'Checkout' && answer.state === 'confirmed') || answer.__typename === 'OrderAlreadySubmittedError';
  return placed && answer.orderId ? answer.orderId : null;
}
