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
  /**
   * Facts about the workflow kept beside the snapshot (owner, site, ...), written with it
   * atomically; names 1-40 of a-z A-Z 0-9 _ -, values strings. Only the given names change.
   */
  meta?: Readonly<Record<string, string>>;
  /** Expire the workflow this long after its last save; 0 or absent: never. */
  ttlMs?: number;
}

/** An accepted event, appended to the workflow's stream together with the new state. */
export interface WorkflowEventInput {
  /** Machine event type, e.g. `shipping.save`. */
  type: string;
  /** Command that caused it, e.g. `SaveShippingStepCommand`. */
  command: string;
  actor: WorkflowActor;
  /** The state the workflow is in after the event (a state value; objects are stored as JSON). */
  resultingState: string | Record<string, unknown>;
  at: Date;
  /** The event's data without secrets (JSON), for the timeline; absent: none. */
  payload?: unknown;
}

/**
 * A hash field kept beside a workflow (e.g. the upstream answer a job keeps for its repeats),
 * written by the same command as a save: under the workflow's key (same hash tag), with an expiry.
 */
export interface WorkflowRecordInput {
  /** A key below the workflow's base key (`<base>:<name>`). */
  key: string;
  field: string;
  value: string;
  ttlMs: number;
}

/**
 * A job a transition asks for, kept in the workflow's outbox by the same compare-and-set that saves
 * the transition, and handed to BullMQ only after that save committed (OutboxRelay).
 */
export interface OutboxEntryInput {
  /** Outbox field, unique per workflow version and job, e.g. `7:order-submit`. */
  key: string;
  /** What the relay enqueues (JSON): queue, job name, job id, data, options. */
  value: string;
}

/**
 * Compare-and-set of one workflow, atomically in one script:
 * KEYS[1] state hash, KEYS[2] events stream, KEYS[3] outbox hash, optionally KEYS[4] a record hash;
 * ARGV: expectedVersion, machine, machineVersion, snapshot JSON, updatedAt, ttlMs,
 *       metaCount, metaCount × (name, value), then per event: time, type, command, actor, state, payload,
 *       then outboxCount × (field, value), outboxCount,
 *       and with KEYS[4]: the record's field, value and ttl ms (last).
 * The record is written first, whatever the version check decides (it is the caller's fact, not
 * the workflow's state). The outbox entries are written only with the new version: a job is never
 * asked for by a state that was not saved. Returns {1, newVersion, lastStreamId} on success,
 * {0, currentVersion} on a version mismatch (then nothing but the record is written). 0 as
 * expectedVersion means "must not exist yet".
 */
export const SAVE_WORKFLOW_SCRIPT = `
local last = #ARGV
if #KEYS == 4 then
  last = last - 3
  redis.call('HSET', KEYS[4], ARGV[last + 1], ARGV[last + 2])
  redis.call('PEXPIRE', KEYS[4], ARGV[last + 3])
end
local outboxCount = tonumber(ARGV[last])
last = last - 1 - outboxCount * 2
local outboxStart = last + 1
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if current ~= tonumber(ARGV[1]) then
  return {0, current}
end
local nextVersion = tostring(current + 1)
local metaCount = tonumber(ARGV[7])
local i = 8 + metaCount * 2
local id = ''
while i <= last do
  id = redis.call('XADD', KEYS[2], '*', 'time', ARGV[i], 'type', ARGV[i + 1], 'command', ARGV[i + 2], 'actor', ARGV[i + 3], 'state', ARGV[i + 4], 'version', nextVersion, 'payload', ARGV[i + 5])
  i = i + 6
end
redis.call('HSET', KEYS[1], 'machine', ARGV[2], 'machineVersion', ARGV[3], 'version', nextVersion, 'snapshot', ARGV[4], 'updatedAt', ARGV[5])
for m = 0, metaCount - 1 do
  redis.call('HSET', KEYS[1], 'meta:' .. ARGV[8 + m * 2], ARGV[9 + m * 2])
end
for o = 0, outboxCount - 1 do
  redis.call('HSET', KEYS[3], ARGV[outboxStart + o * 2], ARGV[outboxStart + o * 2 + 1])
end
local ttl = tonumber(ARGV[6])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
  redis.call('PEXPIRE', KEYS[2], ttl)
  redis.call('PEXPIRE', KEYS[3], ttl)
end
return {1, current + 1, id}
`;

export interface SaveScriptCall {
  /** State hash, events stream and outbox hash, and the record's hash when there is one. */
  keys: [string, string, string] | [string, string, string, string];
  args: string[];
}

/** Names of meta fields and of records below a workflow's key. */
const META_NAME = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_RECORD_VALUE = 64 * 1024;
/** Outbox fields (`<version>:<job>`) and the size of what one entry may carry. */
const OUTBOX_KEY = /^[A-Za-z0-9:_-]{1,120}$/;
const MAX_OUTBOX_VALUE = 64 * 1024;
const MAX_OUTBOX_ENTRIES = 20;

function outboxArgs(entries: readonly OutboxEntryInput[]): string[] {
  if (entries.length > MAX_OUTBOX_ENTRIES) throw badUserInput(`a save may ask for at most ${MAX_OUTBOX_ENTRIES} jobs (got ${entries.length})`);
  const args = entries.flatMap((entry, index) => {
    if (typeof entry?.key !== 'string' || !OUTBOX_KEY.test(entry.key)) throw badUserInput(`outbox[${index}].key must be 1-120 characters of A-Z a-z 0-9 : _ -`);
    if (typeof entry.value !== 'string' || entry.value.length === 0 || entry.value.length > MAX_OUTBOX_VALUE) throw badUserInput(`outbox[${index}].value must be a string of 1-${MAX_OUTBOX_VALUE} characters`);
    return [entry.key, entry.value];
  });
  return [...args, String(entries.length)];
}

function recordArgs(keys: WorkflowKeys, record: WorkflowRecordInput): { key: string; args: string[] } {
  const name = typeof record?.key === 'string' && record.key.startsWith(`${keys.base}:`) ? record.key.slice(keys.base.length + 1) : '';
  if (!META_NAME.test(name)) {
    throw badUserInput(`record key must be ${keys.base}:<name of at most 40 characters> (got ${JSON.stringify(record?.key)?.slice(0, 80)})`);
  }
  const field = requireText('record field', record.field);
  if (typeof record.value !== 'string' || record.value.length > MAX_RECORD_VALUE) throw badUserInput(`record value must be a string of at most ${MAX_RECORD_VALUE} characters`);
  const ttlMs = requireInteger('record ttlMs', record.ttlMs, 1);
  return { key: record.key, args: [field, record.value, String(ttlMs)] };
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

function json(name: string, value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw badUserInput(`${name} is not JSON-serialisable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (text === undefined) throw badUserInput(`${name} is not JSON-serialisable (got undefined)`);
  return text;
}

function eventArgs(event: WorkflowEventInput, index: number): string[] {
  const name = `events[${index}]`;
  const type = requireText(`${name}.type`, event?.type);
  const command = requireText(`${name}.command`, event.command);
  if (!WORKFLOW_ACTORS.includes(event.actor)) throw badUserInput(`${name}.actor must be one of ${WORKFLOW_ACTORS.join(', ')} (got ${String(event.actor)})`);
  const resulting = typeof event.resultingState === 'string' ? event.resultingState : JSON.stringify(event.resultingState);
  const resultingState = requireText(`${name}.resultingState`, resulting, 1000);
  const at = requireDate(`${name}.at`, event.at).toISOString();
  const payload = event.payload === undefined ? '' : json(`${name}.payload`, event.payload);
  return [at, type, command, event.actor, resultingState, payload];
}

/** Validates the input and builds the script's KEYS/ARGV (pure; throws BAD_USER_INPUT before any write). */
export function buildSaveScriptCall(
  keys: WorkflowKeys,
  expectedVersion: number,
  state: WorkflowStateInput,
  events: WorkflowEventInput | readonly WorkflowEventInput[],
  record?: WorkflowRecordInput,
  outbox: readonly OutboxEntryInput[] = [],
): SaveScriptCall {
  requireInteger('expectedVersion', expectedVersion, 0);
  const machine = requireText('machine', state?.machine);
  const machineVersion = requireInteger('machineVersion', state.machineVersion, 1);
  const snapshot = json('snapshot', state.snapshot);
  const ttlMs = requireInteger('ttlMs', state.ttlMs ?? 0, 0);
  const meta = Object.entries(state.meta ?? {});
  for (const [name, value] of meta) {
    if (!META_NAME.test(name)) throw badUserInput(`meta name '${name.slice(0, 60)}' must be 1-40 characters of A-Z a-z 0-9 _ -`);
    if (typeof value !== 'string' || value.length > 1000) throw badUserInput(`meta ${name} must be a string of at most 1000 characters`);
  }
  const list = Array.isArray(events) ? (events as readonly WorkflowEventInput[]) : [events as WorkflowEventInput];
  if (list.length === 0) throw badUserInput('events must hold at least one event');
  const eventFields = list.flatMap((event, index) => eventArgs(event, index));
  const updatedAt = requireDate('events[0].at', list[list.length - 1]?.at).toISOString();
  const args = [String(expectedVersion), machine, String(machineVersion), snapshot, updatedAt, String(ttlMs), String(meta.length), ...meta.flat(), ...eventFields, ...outboxArgs(outbox)];
  if (record === undefined) return { keys: [keys.state, keys.events, keys.outbox], args };
  const kept = recordArgs(keys, record);
  return { keys: [keys.state, keys.events, keys.outbox, kept.key], args: [...args, ...kept.args] };
}
