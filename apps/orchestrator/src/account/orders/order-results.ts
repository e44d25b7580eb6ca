import type { NotFoundError } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Typed } from '../../request/index.js';

/** The upstream's key for an order that is not the caller's or does not exist. */
export const ORDER_NOT_FOUND_KEY = 'ishop.api.error.order_not_found';

export type OrderNotFoundResult = Typed<NotFoundError, 'NotFoundError'>;

/** Unknown, malformed and foreign orders answer alike, so existence never leaks. */
export function orderNotFound(): OrderNotFoundResult {
  return { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', messageKey: ORDER_NOT_FOUND_KEY, message: 'No such order of this customer' };
}
