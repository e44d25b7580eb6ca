import {
  MAX_TRACKING_EVENT_NAME_LENGTH,
  MAX_TRACKING_EVENTS_PER_CALL,
  MAX_TRACKING_PAYLOAD_BYTES,
  TrackingKeys,
  ValidationKeys,
  type TrackingProblem,
} from '@tafel/domain';
import type { FieldError, TrackedEvents } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { TypedValidationError } from '../cart/index.js';
import { fieldError } from '../request/index.js';

export type TypedTrackedEvents = TrackedEvents & { __typename: 'TrackedEvents' };
export type TrackEventsAnswer = TypedTrackedEvents | TypedValidationError;

/** A field error of tracking_addEvents as the upstream reports it. */
export interface UpstreamTrackingFieldError {
  fieldName: string;
  errorMessage: string;
}

export function trackedEvents(accepted: number): TypedTrackedEvents {
  return { __typename: 'TrackedEvents', accepted };
}

// English text for logs and developers; never the value, since payloads are analytics data.
function describe(field: string, messageKey: string): string {
  switch (messageKey) {
    case TrackingKeys.tooManyEvents:
      return `${field}: at most ${MAX_TRACKING_EVENTS_PER_CALL} events per call`;
    case TrackingKeys.invalidName:
      return `${field} must start with a letter, followed by letters, digits, '_', '-' or '.'`;
    case TrackingKeys.invalidJson:
      return `${field} must be a JSON text`;
    case TrackingKeys.invalidId:
      return `${field} must be 8 to 64 letters, digits, '_' or '-'`;
    case TrackingKeys.duplicateId:
      return `${field} is given to an earlier event of the batch`;
    case TrackingKeys.invalidTimestamp:
      return `${field} must be an ISO 8601 date-time with seconds and a zone`;
    case ValidationKeys.required:
      return `${field} must not be empty`;
    case ValidationKeys.maxLength:
      return field.endsWith('.payload')
        ? `${field} must be at most ${MAX_TRACKING_PAYLOAD_BYTES} bytes (UTF-8)`
        : `${field} must be at most ${MAX_TRACKING_EVENT_NAME_LENGTH} characters`;
    default:
      return `${field}: ${messageKey}`;
  }
}

/** A refused batch: nothing was recorded. The result's key is the upstream's for a refused batch. */
export function batchRefused(fieldErrors: FieldError[], messageKey: string = TrackingKeys.invalidInput): TypedValidationError {
  const fields = fieldErrors.map((error) => error.message).join('; ');
  return {
    __typename: 'ValidationError',
    errorCode: 'VALIDATION_FAILED',
    messageKey,
    message: fields ? `Tracking events refused: ${fields}` : 'Tracking events refused',
    fieldErrors,
  };
}

/** The shared domain rules' problems as the API's field errors. */
export function fromTrackingProblems(problems: readonly TrackingProblem[]): TypedValidationError {
  return batchRefused(problems.map((problem) => fieldError(problem.field, problem.messageKey, describe(problem.field, problem.messageKey), problem.params)));
}

/** tracking_addEvents answered successful: false: its field errors, under its message key when it gives one. */
export function fromUpstreamRefusal(errorMessage: string | null, fieldErrors: readonly UpstreamTrackingFieldError[]): TypedValidationError {
  return batchRefused(
    fieldErrors.map((error) => fieldError(error.fieldName, error.errorMessage, describe(error.fieldName, error.errorMessage))),
    errorMessage ?? TrackingKeys.invalidInput,
  );
}
