import { badUserInput } from '../../common/app-error.js';
import { isSafeId } from '../../common/ids.js';
import { isSite, type Site } from '../../common/site.js';
import { WORKFLOW_ID_PATTERN } from '../../workflow/workflow-keys.js';

/** BullMQ queue of order submissions (one job per submission attempt). */
export const ORDER_SUBMIT_QUEUE = 'order-submit';
/** BullMQ queue of spedition (freight) field saves (spec §4 save shipping step 2). */
export const SPEDITION_FIELDS_QUEUE = 'spedition-fields';

/** What an order-submit job carries: references only, never a session token or personal data. */
export interface OrderSubmitJob {
  workflowId: string;
  attempt: number;
  cartId: string;
  userId: string;
  site: Site;
  /** The cart as the shopper confirmed it on the summary (spec §4 Submit step 2). */
  expectedCartFingerprint: string;
}

export interface SpeditionFieldsJob {
  workflowId: string;
  cartId: string;
  userId: string;
  site: Site;
  fields: { fieldName: string; fieldValue: string }[];
}

/** What a spedition-fields job answers (the upstream's refusal is a result, not a failure). */
export interface SpeditionFieldsResult {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: { fieldName: string; errorMessage: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * Job payloads come from Redis, which anyone with access could write to: they are checked like
 * any outside input before a worker acts on them (a bad one fails the job, unretried).
 */
export function parseOrderSubmitJob(data: unknown): OrderSubmitJob {
  if (!isRecord(data)) throw badUserInput('order-submit job data must be an object');
  const { workflowId, attempt, cartId, userId, site, expectedCartFingerprint } = data;
  if (typeof workflowId !== 'string' || !WORKFLOW_ID_PATTERN.test(workflowId)) throw badUserInput('order-submit job: bad workflowId');
  if (typeof attempt !== 'number' || !Number.isSafeInteger(attempt) || attempt < 1) throw badUserInput('order-submit job: bad attempt');
  if (!isSafeId(cartId) || !isSafeId(userId)) throw badUserInput('order-submit job: bad cartId or userId');
  if (!isSite(site)) throw badUserInput('order-submit job: bad site');
  if (!text(expectedCartFingerprint, 64)) throw badUserInput('order-submit job: bad expectedCartFingerprint');
  return { workflowId, attempt, cartId, userId, site, expectedCartFingerprint };
}

export function parseSpeditionFieldsJob(data: unknown): SpeditionFieldsJob {
  if (!isRecord(data)) throw badUserInput('spedition-fields job data must be an object');
  const { workflowId, cartId, userId, site, fields } = data;
  if (typeof workflowId !== 'string' || !WORKFLOW_ID_PATTERN.test(workflowId)) throw badUserInput('spedition-fields job: bad workflowId');
  if (!isSafeId(cartId) || !isSafeId(userId)) throw badUserInput('spedition-fields job: bad cartId or userId');
  if (!isSite(site)) throw badUserInput('spedition-fields job: bad site');
  if (!Array.isArray(fields) || fields.length > 20) throw badUserInput('spedition-fields job: fields must be a list of at most 20');
  const parsed = fields.map((field) => {
    if (!isRecord(field) || !text(field.fieldName, 100) || typeof field.fieldValue !== 'string' || field.fieldValue.length > 1000) {
      throw badUserInput('spedition-fields job: bad field');
    }
    return { fieldName: field.fieldName, fieldValue: field.fieldValue };
  });
  return { workflowId, cartId, userId, site, fields: parsed };
}

/** The order-submit job of one submission attempt: references only, never a token or personal data. */
export function orderSubmitJob(checkout: { id: string; meta: { owner: string; site: Site } }, attempt: number, cartId: string, expectedCartFingerprint: string): OrderSubmitJob {
  return { workflowId: checkout.id, attempt, cartId, userId: checkout.meta.owner, site: checkout.meta.site, expectedCartFingerprint };
}
