import { isShopId, SHOP_ID_RULE } from '@tafel/domain';

/** Prefix of the lightning workflow ids: one reservation workflow per cart. */
export const LIGHTNING_WORKFLOW_PREFIX = 'lightning-';

/** Thrown for an id or timestamp a lightning id cannot be built from; nothing is built. */
export class LightningIdError extends Error {
  readonly code = 'LIGHTNING_ID_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'LightningIdError';
  }
}

/** The workflow id of a cart's lightning reservation (the cart id must be a shop id, @tafel/domain). */
export function lightningWorkflowId(cartId: string): string {
  if (!isShopId(cartId)) throw new LightningIdError(`cartId ${SHOP_ID_RULE}`);
  return `${LIGHTNING_WORKFLOW_PREFIX}${cartId}`;
}

// BullMQ 6 refuses custom job ids that are integers or contain ':' (outside its own repeat ids).
const JOB_ID_PART = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The BullMQ job id of the delayed expiry job of one reservation end: the same end scheduled twice
 * is one job, and a moved end (refresh, extend, new add) is a new job, so a stale one can be told apart.
 */
export function expiryJobId(workflowId: string, expiresAt: string): string {
  if (typeof workflowId !== 'string' || !JOB_ID_PART.test(workflowId)) {
    throw new LightningIdError('workflowId must be 1-128 characters of A-Z a-z 0-9 - _');
  }
  const at = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN;
  if (!Number.isFinite(at)) throw new LightningIdError(`expiresAt must be an ISO 8601 timestamp (got ${String(expiresAt).slice(0, 40)})`);
  return `lightning-expiry-${workflowId}-${at}`;
}
