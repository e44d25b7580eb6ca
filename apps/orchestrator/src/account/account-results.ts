import type { CustomerSession } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { TypedValidationError } from '../cart/index.js';
import type { LoginFailedResult } from '../request/index.js';
import type { AccountRateLimitedResult } from './session-required.js';

export interface LoggedInResult {
  __typename: 'LoggedIn';
  session: CustomerSession;
}

export type LoginAnswer = LoggedInResult | LoginFailedResult | TypedValidationError | AccountRateLimitedResult;
