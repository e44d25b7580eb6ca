import type { AddressBook, CheckoutAddress, NotFoundError } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { TypedValidationError } from '../../cart/index.js';
import type { Typed } from '../../request/index.js';

/** The upstream's keys of the address book (its AddressResult.errorMessage). */
export const AddressBookKeys = {
  notFound: 'vue.address.error.notFound',
  customerAddressNotDeletable: 'vue.address.error.customerAddressNotDeletable',
} as const;

export type AddressBookView = Typed<AddressBook, 'AddressBook'>;
export type AddressNotFoundResult = Typed<NotFoundError, 'NotFoundError'>;
export interface AddressBookChangedResult {
  __typename: 'AddressBookChanged';
  addressBook: AddressBookView;
  address: CheckoutAddress;
}

/** Unknown, malformed and foreign addresses answer alike: ids of other customers stay secret. */
export function addressNotFound(message = 'No such address in this address book'): AddressNotFoundResult {
  return { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', messageKey: AddressBookKeys.notFound, message };
}

/** A refusal of the whole form (no field to mark), e.g. the customer address cannot be removed. */
export function addressRefused(messageKey: string): TypedValidationError {
  return { __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', messageKey, message: `The address book refused the change: ${messageKey}`, fieldErrors: [] };
}
