import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * True when the orchestrator marked every error of a failed Apollo call retryable
 * (extensions.retryable, sent with SERVICE_UNAVAILABLE: its Redis or workers away for a moment):
 * a read that may simply be asked again a little later.
 */
export function isRetryableAnswer(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return false;
  return error.errors.every((e) => e.extensions?.retryable === true);
}
