import { expiryJobId } from '@tafel/lightning-machine';
import { badUserInput } from '../../common/app-error.js';
import { WORKFLOW_ID_PATTERN } from '../../workflow/workflow-keys.js';

/** BullMQ queue of the reservations' expiries (one delayed job per reservation end). */
export const LIGHTNING_EXPIRY_QUEUE = 'lightning-expiry';
/** Name of the job in the lightning definition's `jobs`. */
export const LIGHTNING_EXPIRY_JOB = 'lightning-expiry';
/** BullMQ job name. */
export const LIGHTNING_EXPIRY_JOB_NAME = 'expire';

/** What an expiry job carries: the workflow and the end it was scheduled for (a moved end makes it stale). */
export interface LightningExpiryJob {
  workflowId: string;
  expiresAt: string;
}

/** The expiry job's id: the same end scheduled twice is one job (see expiryJobId). */
export const lightningExpiryJobId = (job: LightningExpiryJob): string => expiryJobId(job.workflowId, job.expiresAt);

/** How long from `now` until the job should run (0 once the end has passed). */
export function expiryDelayMs(expiresAt: string, now = Date.now()): number {
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}

/** Job payloads come from Redis: checked like any outside input before the worker acts on them. */
export function parseLightningExpiryJob(data: unknown): LightningExpiryJob {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badUserInput('lightning-expiry job data must be an object');
  const { workflowId, expiresAt } = data as Record<string, unknown>;
  if (typeof workflowId !== 'string' || !WORKFLOW_ID_PATTERN.test(workflowId)) throw badUserInput('lightning-expiry job: bad workflowId');
  if (typeof expiresAt !== 'string' || expiresAt.length > 40 || !Number.isFinite(Date.parse(expiresAt))) throw badUserInput('lightning-expiry job: bad expiresAt');
  return { workflowId, expiresAt };
}
