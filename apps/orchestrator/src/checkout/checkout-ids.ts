import { requireSafeId } from '../common/ids.js';

/**
 * The workflow id of the checkout started for a cart. Deterministic, so two concurrent starts for
 * one cart race on the same workflow (one creates it, the other resumes it) instead of making two.
 */
export function checkoutIdForCart(cartId: string): string {
  return `co-${requireSafeId('cartId', cartId)}`;
}

/** BullMQ job id of one submission attempt: a duplicate enqueue of the same attempt is a no-op. */
export function submitJobId(workflowId: string, attempt: number): string {
  return `submit-${workflowId}-${attempt}`;
}

/** BullMQ job id of the spedition fields of one shipping-step save (workflow version it started from). */
export function speditionJobId(workflowId: string, version: number, digest: string): string {
  return `spedition-${workflowId}-${version}-${digest}`;
}
