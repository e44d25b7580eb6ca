import { maxQuantityFor, minQuantityFor, QUANTITY_BELOW_MINIMUM_KEY, type QuantityLimits } from '@tafel/domain';
import type {
  CartNotFoundError,
  CartUpdateRejectedError,
  UndoExpiredError,
  ErrorCode,
  FieldError,
  ValidationError,
} from '@tafel/graphql-schema/orchestrator-resolvers';

/** Spec §8 message key for a cart that cannot be used any more. */
export const CART_ERROR_KEY = 'vue.cart.error.somethingWentWrong';

/** The upstream's key for removing a free article on its own (it goes with its voucher, spec §4). */
export const FREE_ITEM_NOT_REMOVABLE_KEY = 'vue.cart.error.freeItemNotRemovable';

export type TypedCartNotFound = CartNotFoundError & { __typename: 'CartNotFoundError' };
export type TypedValidationError = ValidationError & { __typename: 'ValidationError' };
export type TypedRejected = CartUpdateRejectedError & { __typename: 'CartUpdateRejectedError' };

export function cartNotFound(message: string): TypedCartNotFound {
  return { __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND', messageKey: CART_ERROR_KEY, message };
}

/** Spec §4: the removed line is remembered 8 s; after that (or another removal) there is nothing to undo. */
export function undoExpired(): UndoExpiredError & { __typename: 'UndoExpiredError' } {
  return { __typename: 'UndoExpiredError', errorCode: 'UNDO_EXPIRED', messageKey: 'vue.cart.error.undoExpired', message: 'The removed line can no longer be put back' };
}

export function validationFailed(fieldErrors: FieldError[]): TypedValidationError {
  const first = fieldErrors[0];
  return {
    __typename: 'ValidationError',
    errorCode: 'VALIDATION_FAILED',
    messageKey: first?.messageKey ?? CART_ERROR_KEY,
    message: `Invalid input: ${fieldErrors.map((error) => error.message).join('; ')}`,
    fieldErrors,
  };
}

/** A cart_update message of the upstream (successful: false). */
export interface UpstreamCartMessage {
  messageKey: string;
  message: string;
  fieldName: string | null;
}

/**
 * Where a refused quantity of an update with several operations belongs: the caller's field and
 * the limits of that line, from the upstream's field name (ops.N.addPosition.quantity).
 */
export type QuantityFieldOf = (upstreamFieldName: string | null) => { field: string; limits?: QuantityLimits } | undefined;

const isQuantityMessage = (message: UpstreamCartMessage): boolean => /quantity/i.test(message.fieldName ?? '');

/**
 * Turns a refused cart_update into a typed result: quantity messages become a ValidationError on
 * `quantity` (with the limit when the line's limits are known), anything else a
 * CartUpdateRejectedError with the most specific error code.
 */
export function fromRefusedUpdate(
  messages: readonly UpstreamCartMessage[],
  context: { submitted: boolean; limits?: QuantityLimits; quantityField?: QuantityFieldOf },
): TypedValidationError | TypedRejected {
  const quantityMessages = messages.filter(isQuantityMessage);
  if (quantityMessages.length > 0) {
    return validationFailed(
      quantityMessages.map((message) => {
        const named = context.quantityField?.(message.fieldName);
        const limits = named ? named.limits : context.limits;
        return {
          field: named?.field ?? 'quantity',
          messageKey: message.messageKey,
          message: message.message,
          params: limits ? [{ name: 'limit', value: String(limitFor(message.messageKey, limits)) }] : [],
        };
      }),
    );
  }
  const first = messages[0];
  return {
    __typename: 'CartUpdateRejectedError',
    errorCode: first ? rejectionCode(first, context.submitted) : 'UPSTREAM_REJECTED',
    messageKey: first?.messageKey ?? CART_ERROR_KEY,
    message: first?.message ?? 'The cart was not changed',
  };
}

function limitFor(messageKey: string, limits: QuantityLimits): number {
  return messageKey === QUANTITY_BELOW_MINIMUM_KEY ? minQuantityFor(limits) : maxQuantityFor(limits);
}

// The upstream reports unknown and unsaleable items under its general message key, told apart
// only by the field (ops.N.addPosition.itemId) and the text; a submitted cart has its own key.
function rejectionCode(message: UpstreamCartMessage, submitted: boolean): ErrorCode {
  if (submitted || /submitted/i.test(message.messageKey)) return 'CART_SUBMITTED';
  if (message.messageKey === FREE_ITEM_NOT_REMOVABLE_KEY) return 'FREE_ITEM_NOT_REMOVABLE';
  if (/itemId$/.test(message.fieldName ?? '')) {
    if (/not available for sale|not saleable|sold out/i.test(message.message)) return 'ITEM_NOT_SALEABLE';
    if (/does not exist|not found|unknown/i.test(message.message)) return 'ITEM_NOT_FOUND';
  }
  return 'UPSTREAM_REJECTED';
}
