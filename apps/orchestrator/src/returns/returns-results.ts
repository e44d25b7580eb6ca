import { GENERIC_ERROR_KEY, messageKeyForReason, type ReturnsEvent, type ReturnsGuardReason } from '@tafel/returns-machine';
import type {
  ReturnConflictError,
  ReturnNotFoundError,
  ReturnRateLimitedError,
  ReturnRefusedError,
  ReturnsDisabledError,
  ReturnUpstreamUnavailableError,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { TypedValidationError } from '../cart/index.js';
import type { ReturnFlowView } from './returns-view.js';

type Typed<T, N extends string> = Omit<T, '__typename' | 'returnFlow'> & { __typename: N };

export type ReturnNotFoundResult = Typed<ReturnNotFoundError, 'ReturnNotFoundError'>;
export type ReturnsDisabledResult = Typed<ReturnsDisabledError, 'ReturnsDisabledError'>;
export type ReturnRefusedResult = Typed<ReturnRefusedError, 'ReturnRefusedError'> & { returnFlow: ReturnFlowView };
export type ReturnConflictResult = Typed<ReturnConflictError, 'ReturnConflictError'>;
export type ReturnRateLimitedResult = Typed<ReturnRateLimitedError, 'ReturnRateLimitedError'>;
export type ReturnUnavailableResult = Typed<ReturnUpstreamUnavailableError, 'ReturnUpstreamUnavailableError'>;

/** Every answer of the returns fields (the API union ReturnFlowResult). */
export type ReturnFlowAnswer =
  | ReturnFlowView
  | ReturnNotFoundResult
  | ReturnsDisabledResult
  | ReturnRefusedResult
  | ReturnConflictResult
  | ReturnRateLimitedResult
  | ReturnUnavailableResult
  | TypedValidationError;

/** Our own key for switched-off returns (the storefront answers 404 anyway; spec §2 names none). */
export const RETURNS_DISABLED_KEY = 'tafel.returns.disabled';
/** Our own key for too many lookups (spec §8 names none). */
export const RETURN_RATE_LIMITED_KEY = 'tafel.returns.tooManyLookups';

export function returnNotFound(): ReturnNotFoundResult {
  return { __typename: 'ReturnNotFoundError', errorCode: 'RETURN_NOT_FOUND', messageKey: GENERIC_ERROR_KEY, message: 'No such return for this visitor' };
}

export function returnsDisabled(): ReturnsDisabledResult {
  return { __typename: 'ReturnsDisabledError', errorCode: 'RETURNS_DISABLED', messageKey: RETURNS_DISABLED_KEY, message: "Returns are switched off (the return switch is not 'true')" };
}

export function returnRefused(view: ReturnFlowView, reason: ReturnsGuardReason, event: Pick<ReturnsEvent, 'type'>): ReturnRefusedResult {
  return {
    __typename: 'ReturnRefusedError',
    errorCode: 'STEP_REFUSED',
    messageKey: messageKeyForReason(reason) ?? GENERIC_ERROR_KEY,
    message: `The return refuses ${event.type} in state ${view.state}: ${reason}`,
    reason,
    returnFlow: view,
  };
}

export function returnConflict(): ReturnConflictResult {
  return { __typename: 'ReturnConflictError', errorCode: 'CONFLICT', messageKey: GENERIC_ERROR_KEY, message: 'Another change of this return won the race; read it again and retry' };
}

export function returnRateLimited(retryAfterSeconds: number): ReturnRateLimitedResult {
  return { __typename: 'ReturnRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: RETURN_RATE_LIMITED_KEY, message: `Too many return lookups; try again in ${retryAfterSeconds} s`, retryAfterSeconds };
}

export function returnUnavailable(what: string): ReturnUnavailableResult {
  return { __typename: 'ReturnUpstreamUnavailableError', errorCode: 'UPSTREAM_UNAVAILABLE', messageKey: GENERIC_ERROR_KEY, message: `The shop did not answer (${what}); nothing was changed` };
}
