import { badUserInput } from '../common/app-error.js';
import type { WorkflowKeys } from './workflow-keys.js';

/** Who caused an event. */
export const WORKFLOW_ACTORS = ['shopper', 'system', 'support'] as const;
export type WorkflowActor = (typeof WORKFLOW_ACTORS)[number];

/** What is stored of a workflow (the snapshot must be JSON-serialisable). */
export interface WorkflowStateInput {
  machine: string;
  machineVersion: number;
  snapshot: unknown;
}

/** An accepted event, appended to the workflow's stream together with the new state. */
export interface WorkflowEventInput {
  /** Machine event type, e.g. `SAVE_SHIPPING`. */
  type: string;
  /** Command that caused it, e.g. `SaveShippingStepCommand`. */
  command: string;
  actor: WorkflowActor;
  /** The state the workflow is in after the event (a state value; objects are stored as JSON). */
  resultingState: string | Record<string, unknown>;
  at: Date;
}

/**
 * Compare-and-set of one workflow, atomically in one script:
 * KEYS[1] state hash, KEYS[2] events stream;
 * ARGV: expectedVersion, machine, machineVersion, snapshot JSON, updatedAt,
 *       event time, type, command, actor, state.
 * Returns {1, newVersion, streamId} on success, {0, currentVersion} on a version mismatch
 * (then nothing is written). 0 as expectedVersion means "must not exist yet".
 */
export const SAVE_WORKFLOW_SCRIPT = `
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if current ~= tonumber(ARGV[1]) then
  return {0, current}
end
local nextVersion = tostring(current + 1)
local id = redis.call('XADD', KEYS[2], '*', 'time', ARGV[6], 'type', ARGV[7], 'command', ARGV[8], 'actor', ARGV[9], 'state', ARGV[10], 'version', nextVersion)
redis.call('HSET', KEYS[1], 'machine', ARGV[2], 'machineVersion', ARGV[3], 'version', nextVersion, 'snapshot', ARGV[4], 'updatedAt', ARGV[5])
return {1, current + 1, id}
`;

export interface SaveScriptCall {
  keys: [string, string];
  args: string[];
}

function requireText(name: string, value: unknown, max = 200): string {
  if (typeof value === 'string' && value.length > 0 && value.length <= max) return value;
  throw badUserInput(`${name} must be a non-empty string of at most ${max} characters (got ${JSON.stringify(value)?.slice(0, 80)})`);
}

function requireInteger(name: string, value: unknown, min: number): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) return value;
  throw badUserInput(`${name} must be a whole number >= ${min} (got ${String(value)})`);
}

function requireDate(name: string, value: unknown): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  throw badUserInput(`${name} must be a valid Date (got ${String(value)})`);
}

/** Validates the input and builds the script's KEYS/ARGV (pure; throws BAD_USER_INPUT before any write). */
export function buildSaveScriptCall(keys: WorkflowKeys, expectedVersion: number, state: WorkflowStateInput, event: WorkflowEventInput): SaveScriptCall {
  requireInteger('expectedVersion', expectedVersion, 0);
  const machine = requireText('machine', state?.machine);
  const machineVersion = requireInteger('machineVersion', state.machineVersion, 1);
  let snapshot: string | undefined;
  try {
    snapshot = JSON.stringify(state.snapshot);
  } catch (error) {
    throw badUserInput(`snapshot is not JSON-serialisable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (snapshot === undefined) throw badUserInput('snapshot is not JSON-serialisable (got undefined)');
  const type = requireText('event.type', event?.type);
  const command = requireText('event.command', event.command);
  if (!WORKFLOW_ACTORS.includes(event.actor)) throw badUserInput(`event.actor must be one of ${WORKFLOW_ACTORS.join(', ')} (got ${String(event.actor)})`);
  const resulting = typeof event.resultingState === 'string' ? event.resultingState : JSON.stringify(event.resultingState);
  const resultingState = requireText('event.resultingState', resulting, 1000);
  const at = requireDate('event.at', event.at).toISOString();
  return {
    keys: [keys.state, keys.events],
    args: [String(expectedVersion), machine, String(machineVersion), snapshot, at, at, type, command, event.actor, resultingState],
  };
}
