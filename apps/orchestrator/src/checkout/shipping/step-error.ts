import { GENERIC_ERROR_KEY } from '@tafel/checkout-machine';
import { SERVICE_UNAVAILABLE_KEY } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { AppError } from '../../common/app-error.js';
import { isTransientUpstreamError } from '../../upstream/upstream-errors.js';
import { stepFailed } from '../checkout-results.js';
import type { CheckoutView } from '../checkout-view.js';
import { SpeditionTimeoutError } from '../jobs/checkout-queues.js';
import { stepCause, StepFailedError } from './step-runner.js';

/**
 * The upstream refused a step (successful false): its general message key, which the machine
 * records as the step's lastError (it reads `messageKey`), and the field errors for the form.
 */
export class StepError extends Error {
  constructor(
    readonly messageKey: string,
    readonly fieldErrors: FieldError[],
  ) {
    super(`The upstream refused the step: ${messageKey}${fieldErrors.length ? ` (${fieldErrors.map((e) => `${e.field}: ${e.messageKey}`).join(', ')})` : ''}`);
    this.name = 'StepError';
  }
}

/**
 * The typed answer for a step whose host actor failed; the machine has already recorded it
 * (validated false, lastError). A named step's failure (StepFailedError) is answered by its
 * cause, with a message that names the step. Errors that are not the upstream's are rethrown:
 * they are bugs and reach the GraphQL error path (INTERNAL, logged).
 */
export function stepFailure(view: CheckoutView, error: unknown) {
  const cause = stepCause(error);
  const message = error instanceof StepFailedError ? error.message : cause instanceof Error ? cause.message : String(cause);
  if (cause instanceof StepError) return stepFailed(view, 'STEP_FAILED', cause.messageKey, message, cause.fieldErrors);
  // The spedition job was not done in time: no worker of ours took it (our fault, worth a retry),
  // or the worker took it and the upstream call is slow or failing (the upstream's).
  if (cause instanceof SpeditionTimeoutError) {
    return cause.workerMissing
      ? stepFailed(view, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_KEY, message, [])
      : stepFailed(view, 'UPSTREAM_UNAVAILABLE', GENERIC_ERROR_KEY, message, []);
  }
  if (isTransientUpstreamError(cause)) return stepFailed(view, 'UPSTREAM_UNAVAILABLE', GENERIC_ERROR_KEY, message, []);
  if (cause instanceof AppError && cause.code !== 'INTERNAL') return stepFailed(view, 'STEP_FAILED', cause.messageKey ?? GENERIC_ERROR_KEY, message, []);
  throw cause;
}
