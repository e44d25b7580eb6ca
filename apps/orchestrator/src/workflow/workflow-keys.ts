import { badUserInput } from '../common/app-error.js';
import { inputExcerpt } from '../common/input-excerpt.js';

/** Workflow ids: 1-128 characters of A-Z a-z 0-9 : _ - (no braces, so the hash tag stays intact). */
export const WORKFLOW_ID_PATTERN = /^[A-Za-z0-9:_-]{1,128}$/;
export const WORKFLOW_ID_RULE = 'must be 1-128 characters of A-Z a-z 0-9 : _ -';

/** Refuses a bad workflow id with BAD_USER_INPUT (value shown as a short excerpt), before anything touches Redis. */
export function requireWorkflowId(value: unknown): string {
  if (typeof value === 'string' && WORKFLOW_ID_PATTERN.test(value)) return value;
  throw badUserInput(`workflowId ${WORKFLOW_ID_RULE} (got ${inputExcerpt(value)})`);
}

export interface WorkflowKeys {
  /** `<prefix>:wf:{<id>}`: further per-workflow keys go below it (same hash tag, same slot). */
  base: string;
  /** Hash: machine, machineVersion, version, snapshot (JSON), updatedAt. */
  state: string;
  /** Stream: one entry per accepted event (time, type, command, actor, state, version). */
  events: string;
  /** Hash: jobs a saved transition asked for and the relay has not enqueued yet (field `<version>:<job>`). */
  outbox: string;
}

/**
 * The Redis keys of one workflow. The `{workflowId}` hash tag keeps them on one Redis Cluster
 * slot, which the save script (touching state, events and outbox at once) requires.
 */
export function workflowKeys(prefix: string, workflowId: string): WorkflowKeys {
  const base = `${prefix}:wf:{${requireWorkflowId(workflowId)}}`;
  return { base, state: `${base}:state`, events: `${base}:events`, outbox: `${base}:outbox` };
}
