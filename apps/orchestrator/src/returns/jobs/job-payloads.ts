import { badUserInput } from '../../common/app-error.js';
import { WORKFLOW_ID_PATTERN } from '../../workflow/workflow-keys.js';

/** BullMQ queue of return submissions (one job per submission attempt). */
export const RETURN_SUBMIT_QUEUE = 'return-submit';
/** Name of the job in the returns definition's `jobs`. */
export const RETURN_SUBMIT_JOB = 'return-submit';

/** What a return-submit job carries: references only (the payload is built from the saved workflow). */
export interface ReturnSubmitJob {
  workflowId: string;
  attempt: number;
}

/** BullMQ job id of one submission attempt: a duplicate enqueue of the same attempt is a no-op. */
export function returnSubmitJobId(workflowId: string, attempt: number): string {
  return `return-submit-${workflowId.replaceAll(':', '.')}-${attempt}`;
}

/** Job payloads come from Redis: checked like any outside input before a worker acts on them. */
export function parseReturnSubmitJob(data: unknown): ReturnSubmitJob {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badUserInput('return-submit job data must be an object');
  const { workflowId, attempt } = data as Record<string, unknown>;
  if (typeof workflowId !== 'string' || !WORKFLOW_ID_PATTERN.test(workflowId)) throw badUserInput('return-submit job: bad workflowId');
  if (typeof attempt !== 'number' || !Number.isSafeInteger(attempt) || attempt < 1) throw badUserInput('return-submit job: bad attempt');
  return { workflowId, attempt };
}
