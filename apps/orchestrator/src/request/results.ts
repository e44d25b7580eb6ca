import type { FieldError, LoginFailedError } from '@tafel/graphql-schema/orchestrator-resolvers';

/** An API result as a resolver returns it: the schema type with its __typename fixed. */
export type Typed<T, N extends string> = Omit<T, '__typename'> & { __typename: N };

export type LoginFailedResult = Typed<LoginFailedError, 'LoginFailedError'>;

/** A refused login (the account's login and the checkout's login step answer it alike). */
export function loginFailed(messageKey: string, fieldErrors: FieldError[]): LoginFailedResult {
  return { __typename: 'LoginFailedError', errorCode: 'LOGIN_FAILED', messageKey, message: `Login refused: ${messageKey}`, fieldErrors };
}

/** A field error of the API from a message key. */
export function fieldError(field: string, messageKey: string, message = messageKey, params: Record<string, string> = {}): FieldError {
  return { field, messageKey, message, params: Object.entries(params).map(([name, value]) => ({ name, value })) };
}
