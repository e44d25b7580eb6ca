import type { RedisClient } from '../redis/redis-client.js';
import { LuaScript } from '../redis/lua-script.js';
import { WORKFLOW_ACTORS, type OutboxEntryInput, type WorkflowActor, type WorkflowEventInput, type WorkflowRecordInput, type WorkflowStateInput, SAVE_WORKFLOW_SCRIPT, buildSaveScriptCall } from './workflow-save-script.js';
import { workflowKeys, type WorkflowKeys } from './workflow-keys.js';

/** A stored workflow: its optimistic-lock version and the machine snapshot. */
export interface StoredWorkflow {
  /** Increments by one on every accepted save; the first save makes it 1. */
  version: number;
  machine: string;
  machineVersion: number;
  snapshot: unknown;
  updatedAt: string;
  /** Facts kept beside the snapshot (see WorkflowStateInput.meta). */
  meta: Record<string, string>;
}

/** One entry of a workflow's event stream. */
export interface WorkflowHistoryEntry {
  /** Redis stream id (usable as `from` of history()). */
  id: string;
  time: string;
  type: string;
  command: string;
  actor: WorkflowActor;
  state: string;
  /** The workflow version this event produced. */
  version: number;
  /** The event's data as saved (JSON), or null. */
  payload: unknown;
}

/** What a save wrote. */
export interface SavedWorkflow {
  version: number;
  eventId: string;
}

/** What a withRetry step decides: the new state and the event(s) that led to it. */
export interface WorkflowChange {
  state: WorkflowStateInput;
  event: WorkflowEventInput | readonly WorkflowEventInput[];
}

/** Thrown when another writer got there first: nothing was written. */
export class WorkflowConflictError extends Error {
  readonly code = 'WORKFLOW_CONFLICT';
  constructor(
    readonly workflowId: string,
    readonly expectedVersion: number,
    readonly currentVersion: number,
    readonly attempts = 1,
  ) {
    super(
      `Workflow ${workflowId} was changed concurrently: expected version ${expectedVersion}, found ${currentVersion}` +
        (attempts > 1 ? ` (gave up after ${attempts} attempts)` : ''),
    );
    this.name = 'WorkflowConflictError';
  }
}

/** Thrown when a stored hash or stream entry cannot be read back (corrupt or foreign data). */
export class WorkflowDataError extends Error {
  constructor(workflowId: string, what: string) {
    super(`Workflow ${workflowId}: ${what}`);
    this.name = 'WorkflowDataError';
  }
}

/** State hash, events stream and outbox, and optionally a record kept beside the workflow (KEYS[4]). */
const SAVE_SCRIPT = new LuaScript(SAVE_WORKFLOW_SCRIPT, [3, 4]);

/**
 * A workflow's state hash as read from Redis (HGETALL, or the flat field/value list a script
 * returns), or null when it holds no workflow. Throws WorkflowDataError for a corrupt hash.
 */
export function parseStoredWorkflow(workflowId: string, read: Record<string, string> | readonly string[]): StoredWorkflow | null {
  const hash: Record<string, string> = {};
  if (Array.isArray(read)) for (let i = 0; i + 1 < read.length; i += 2) hash[read[i]] = read[i + 1];
  else Object.assign(hash, read);
  if (hash.version === undefined) return null;
  const version = Number(hash.version);
  const machineVersion = Number(hash.machineVersion);
  if (!Number.isSafeInteger(version) || version < 1) throw new WorkflowDataError(workflowId, `stored version '${hash.version}' is not a positive integer`);
  if (!Number.isSafeInteger(machineVersion)) throw new WorkflowDataError(workflowId, `stored machineVersion '${hash.machineVersion}' is not an integer`);
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(hash.snapshot ?? '');
  } catch {
    throw new WorkflowDataError(workflowId, 'stored snapshot is not valid JSON');
  }
  const meta: Record<string, string> = {};
  for (const [field, value] of Object.entries(hash)) if (field.startsWith('meta:')) meta[field.slice(5)] = value;
  return { version, machine: hash.machine ?? '', machineVersion, snapshot, updatedAt: hash.updatedAt ?? '', meta };
}

/**
 * Redis persistence of workflows: a hash (snapshot + version) and a stream (event history) per
 * workflow, written together by one Lua compare-and-set script. No Nest dependency; see
 * WorkflowStoreService for the injectable form.
 */
export class WorkflowStore {
  constructor(
    private readonly redis: RedisClient,
    readonly prefix: string,
  ) {}

  keys(workflowId: string): WorkflowKeys {
    return workflowKeys(this.prefix, workflowId);
  }

  /** The stored workflow, or null when none exists. */
  async load(workflowId: string): Promise<StoredWorkflow | null> {
    return parseStoredWorkflow(workflowId, await this.redis.hgetall(this.keys(workflowId).state));
  }

  /**
   * Compare-and-set: writes the state as version expectedVersion + 1 and appends the event(s) to
   * the stream, all or nothing. expectedVersion 0 means the workflow must not exist yet.
   * Throws WorkflowConflictError (nothing written) when the stored version differs.
   * A `record` (a hash field below the workflow's key) is written by the same command, before the
   * version check and whatever it decides. `outbox` entries (jobs the transition asks for) are
   * written only with the new version, for OutboxRelay to enqueue once this returns.
   */
  async save(
    workflowId: string,
    expectedVersion: number,
    state: WorkflowStateInput,
    event: WorkflowEventInput | readonly WorkflowEventInput[],
    record?: WorkflowRecordInput,
    outbox?: readonly OutboxEntryInput[],
  ): Promise<SavedWorkflow> {
    const { keys, args } = buildSaveScriptCall(this.keys(workflowId), expectedVersion, state, event, record, outbox);
    const result = (await SAVE_SCRIPT.run(this.redis, keys, args)) as [number, number, string?];
    const [ok, version, eventId] = result;
    if (ok !== 1) throw new WorkflowConflictError(workflowId, expectedVersion, Number(version));
    return { version: Number(version), eventId: String(eventId) };
  }

  /** The workflow's events in order, from the stream id `from` on (inclusive; prefix it with `(` to exclude it, e.g. the last id seen), at most `count`. */
  async history(workflowId: string, options: { from?: string; count?: number } = {}): Promise<WorkflowHistoryEntry[]> {
    const keys = this.keys(workflowId);
    const from = options.from ?? '-';
    if (from !== '-' && !/^\(?\d+(-\d+)?$/.test(from)) throw new TypeError(`history from must be a stream id like 1700000000000-0 (got '${from}')`);
    const count = options.count;
    if (count !== undefined && (!Number.isSafeInteger(count) || count < 1)) throw new TypeError(`history count must be a whole number >= 1 (got ${count})`);
    const entries = count === undefined ? await this.redis.xrange(keys.events, from, '+') : await this.redis.xrange(keys.events, from, '+', 'COUNT', count);
    return entries.map(([id, fields]) => parseHistoryEntry(workflowId, id, fields));
  }

  /**
   * load → change(current) → save, reloading and retrying on a conflict; after `attempts`
   * conflicts the last one is rethrown (with the attempt count in its message). Errors thrown
   * by `change` propagate unchanged, nothing written.
   */
  async withRetry(
    workflowId: string,
    change: (current: StoredWorkflow | null, attempt: number) => WorkflowChange | Promise<WorkflowChange>,
    attempts = 3,
  ): Promise<SavedWorkflow> {
    this.keys(workflowId);
    if (!Number.isSafeInteger(attempts) || attempts < 1) throw new TypeError(`attempts must be a whole number >= 1 (got ${attempts})`);
    for (let attempt = 1; ; attempt += 1) {
      const current = await this.load(workflowId);
      const { state, event } = await change(current, attempt);
      try {
        return await this.save(workflowId, current?.version ?? 0, state, event);
      } catch (error) {
        if (!(error instanceof WorkflowConflictError)) throw error;
        if (attempt >= attempts) throw new WorkflowConflictError(workflowId, error.expectedVersion, error.currentVersion, attempt);
      }
    }
  }
}

/** Turns a stream entry's flat field list into a history entry (pure). */
export function parseHistoryEntry(workflowId: string, id: string, fields: string[]): WorkflowHistoryEntry {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [name, value] = [fields[i], fields[i + 1]];
    if (name !== undefined && value !== undefined) map.set(name, value);
  }
  const field = (name: string): string => {
    const value = map.get(name);
    if (value === undefined) throw new WorkflowDataError(workflowId, `event ${id} has no '${name}' field`);
    return value;
  };
  const actor = field('actor') as WorkflowActor;
  if (!WORKFLOW_ACTORS.includes(actor)) throw new WorkflowDataError(workflowId, `event ${id} has an unknown actor '${actor}'`);
  const version = Number(field('version'));
  if (!Number.isSafeInteger(version)) throw new WorkflowDataError(workflowId, `event ${id} has a non-integer version`);
  const payloadText = map.get('payload');
  let payload: unknown = null;
  if (payloadText) {
    try {
      payload = JSON.parse(payloadText);
    } catch {
      throw new WorkflowDataError(workflowId, `event ${id} has a payload that is not JSON`);
    }
  }
  return { id, time: field('time'), type: field('type'), command: field('command'), actor, state: field('state'), version, payload };
}
