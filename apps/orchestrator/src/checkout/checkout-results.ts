import {
  GENERIC_ERROR_KEY,
  messageKeyForReason,
  type CheckoutEvent,
  type GuardReason,
} from '@tafel/checkout-machine';
import { CART_CHANGED_KEY } from '@tafel/domain';
import type {
  CartChangedError,
  CheckoutConflictError,
  CheckoutNotFoundError,
  CheckoutRefusedError,
  CheckoutStepFailedError,
  CustomerSession,
  FieldError,
  OrderAlreadySubmittedError,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { TypedCartNotFound, TypedValidationError } from '../cart/index.js';
import type { AccountRateLimitedResult } from '../account/index.js';
import type { LoginFailedResult } from '../request/index.js';
import type { CheckoutView } from './checkout-view.js';

/** Spec §8 general key for a checkout that cannot be found (expired, or never started). */
export const CHECKOUT_NOT_FOUND_KEY = GENERIC_ERROR_KEY;

type Typed<T, N extends string> = Omit<T, 'checkout' | '__typename'> & { __typename: N } & (T extends { checkout: unknown } ? { checkout: CheckoutView } : unknown);

export type NotFoundResult = Typed<CheckoutNotFoundError, 'CheckoutNotFoundError'>;
export type RefusedResult = Typed<CheckoutRefusedError, 'CheckoutRefusedError'>;
export type ConflictResult = Typed<CheckoutConflictError, 'CheckoutConflictError'>;
export type StepFailedResult = Typed<CheckoutStepFailedError, 'CheckoutStepFailedError'>;
export type CartChangedResult = Typed<CartChangedError, 'CartChangedError'>;
export type AlreadySubmittedResult = Typed<OrderAlreadySubmittedError, 'OrderAlreadySubmittedError'>;

/** The session a login or the checkout-auth call started (API CustomerSession). */
export type SessionResult = CustomerSession;
export interface LoggedInResult {
  __typename: 'CheckoutLoggedIn';
  checkout: CheckoutView;
  session: SessionResult;
}
export interface ShippingSavedResult {
  __typename: 'ShippingStepSaved';
  checkout: CheckoutView;
  session: SessionResult | null;
}

/** Answers of the checkout mutations (the API unions, with CheckoutView for Checkout). */
export type CheckoutAnswer = CheckoutView | NotFoundResult | RefusedResult | ConflictResult | TypedValidationError | TypedCartNotFound;
export type LoginAnswer = LoggedInResult | LoginFailedResult | TypedValidationError | NotFoundResult | RefusedResult | ConflictResult | AccountRateLimitedResult;
export type SaveShippingAnswer = ShippingSavedResult | TypedValidationError | StepFailedResult | NotFoundResult | TypedCartNotFound | RefusedResult | ConflictResult;
export type SelectPaymentAnswer = CheckoutView | TypedValidationError | StepFailedResult | NotFoundResult | RefusedResult | ConflictResult;
export type SubmitAnswer = CheckoutView | CartChangedResult | AlreadySubmittedResult | TypedCartNotFound | TypedValidationError | NotFoundResult | RefusedResult | ConflictResult;

export function checkoutNotFound(cartId: string): NotFoundResult {
  return {
    __typename: 'CheckoutNotFoundError',
    errorCode: 'CHECKOUT_NOT_FOUND',
    messageKey: CHECKOUT_NOT_FOUND_KEY,
    message: `No checkout of this shopper for cart ${cartId}`,
  };
}

export function checkoutRefused(checkout: CheckoutView, reason: GuardReason, event: CheckoutEvent): RefusedResult {
  return {
    __typename: 'CheckoutRefusedError',
    errorCode: 'STEP_REFUSED',
    messageKey: messageKeyForReason(reason) ?? GENERIC_ERROR_KEY,
    message: `The checkout refuses ${event.type} in state ${checkout.state}: ${reason}`,
    reason,
    checkout,
  };
}

export function checkoutConflict(message: string): ConflictResult {
  return { __typename: 'CheckoutConflictError', errorCode: 'CONFLICT', messageKey: GENERIC_ERROR_KEY, message };
}

export function stepFailed(
  checkout: CheckoutView,
  errorCode: 'STEP_FAILED' | 'UPSTREAM_UNAVAILABLE' | 'SERVICE_UNAVAILABLE' | 'STEP_IN_PROGRESS',
  messageKey: string,
  message: string,
  fieldErrors: FieldError[],
): StepFailedResult {
  return { __typename: 'CheckoutStepFailedError', errorCode, messageKey, message, fieldErrors, checkout, session: null };
}

export function cartChanged(checkout: CheckoutView): CartChangedResult {
  return {
    __typename: 'CartChangedError',
    errorCode: 'CART_CHANGED',
    messageKey: CART_CHANGED_KEY,
    message: 'The cart changed since the summary was shown',
    checkout,
  };
}
