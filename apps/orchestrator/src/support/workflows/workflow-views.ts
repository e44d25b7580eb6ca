import { Inject, Injectable } from '@nestjs/common';
import { machineGraph, stateExits, type MachineGraph, type StateExits } from '@tafel/workflow-machine';
import type { RedisClient } from '../../redis/redis-client.js';
import { badUserInput } from '../../common/app-error.js';
import { inputExcerpt } from '../../common/input-excerpt.js';
import { JobQueues } from '../../queues/index.js';
import { REDIS } from '../../redis/redis.module.js';
import {
  parseHistoryEntry,
  parseStoredWorkflow,
  recordOf,
  WORKFLOW_ID_PATTERN,
  WORKFLOW_ID_RULE,
  WorkflowRegistry,
  workflowStateName,
  WorkflowStoreService,
  type AnyWorkflowDefinition,
} from '../../workflow/index.js';
import { may, type StaffMember } from '../auth/staff.js';
import { redact } from '../redact.js';
import type { HistoryView } from '../support-views.js';

/** A registered kind as the inspector draws it. */
export interface MachineChartView extends MachineGraph {
  kind: string;
  /** The GraphQL field of before kinds existed (deprecated): the kind. */
  name: string;
  title: string;
  version: number;
  /** The regions of a parallel root (all active at once); empty for a machine that is one chain. */
  regions: string[];
  hostActors: { name: string; description: string }[];
}

export interface PendingJobView {
  key: string;
  job: string;
  jobId: string;
  version: number;
  dataJson: string;
}

/** A delayed job the workflow waits for, with its state in its queue (missing: not there, e.g. still in the outbox). */
export interface ScheduledJobView {
  job: string;
  queue: string;
  jobId: string;
  runAt: string;
  state: string;
}

/** Any workflow as support shows it: what the kernel stores, read through its kind's definition. */
export interface GenericWorkflowView {
  id: string;
  kind: string;
  machineVersion: number;
  state: string;
  /** One leaf state per region of a parallel root (one for other machines). */
  activeStates: string[];
  /** The ways out of each active state (from the chart). */
  exits: StateExits[];
  version: number;
  updatedAt: string;
  contextJson: string;
  metaJson: string;
  history: HistoryView[];
  pendingJobs: PendingJobView[];
  scheduledJobs: ScheduledJobView[];
  chart: MachineChartView;
}

/** Refuses an id the store could never hold with BAD_USER_INPUT (before anything reads Redis). */
export function requireGenericWorkflowId(value: unknown): string {
  if (typeof value === 'string' && WORKFLOW_ID_PATTERN.test(value)) return value;
  throw badUserInput(`id ${WORKFLOW_ID_RULE} (got ${inputExcerpt(value)})`);
}

/**
 * The active leaf states of a snapshot value, dotted from the root: one per region of a parallel
 * state (the returns' flow and uploads), one for a plain chain.
 */
export function activeStates(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (!isRecord(value)) return prefix ? [prefix] : [];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, child]) => activeStates(child, prefix ? `${prefix}.${key}` : key));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The state-chart inspector and the workflow page for every kind in the WorkflowRegistry: nothing
 * here names a kind, so a workflow a feature registers appears with no support code of its own.
 */
@Injectable()
export class WorkflowViews {
  // A chart only changes with a build: drawn once per definition (kinds may still register later).
  private readonly charts = new WeakMap<AnyWorkflowDefinition, MachineChartView>();
  private readonly exits = new WeakMap<AnyWorkflowDefinition, Map<string, StateExits>>();

  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly store: WorkflowStoreService,
    @Inject(REDIS) private readonly redis: RedisClient,
    private readonly queues: JobQueues,
  ) {}

  machines(): MachineChartView[] {
    return this.registry.all().map((definition) => this.chart(definition));
  }

  /** The definition of a registered kind; BAD_USER_INPUT (naming the registered ones) for any other. */
  definition(kind: unknown): AnyWorkflowDefinition {
    const definition = typeof kind === 'string' ? this.registry.find(kind) : undefined;
    if (definition !== undefined) return definition;
    const kinds = this.registry.all().map((d) => d.kind);
    throw badUserInput(`kind must be a registered workflow kind (${kinds.join(', ')}); got ${inputExcerpt(kind)}`);
  }

  /**
   * One workflow of `kind`, or null when the store holds none under this id or one of another kind.
   * State, history and outbox are read in one MULTI: one round trip, one consistent moment.
   */
  async workflow(definition: AnyWorkflowDefinition, workflowId: string, viewer: StaffMember): Promise<GenericWorkflowView | null> {
    const keys = this.store.keys(workflowId);
    const answers = await this.redis.multi().hgetall(keys.state).xrange(keys.events, '-', '+').hgetall(keys.outbox).exec();
    if (answers === null) throw new Error(`Workflow ${workflowId}: the read was aborted`);
    for (const [error] of answers) if (error) throw error;
    const [state, events, outbox] = answers.map(([, value]) => value) as [Record<string, string>, [string, string[]][], Record<string, string>];
    const stored = parseStoredWorkflow(workflowId, state);
    if (stored === null || stored.machine !== definition.kind) return null;
    const record = recordOf(definition, stored, workflowId);
    const snapshot = record.snapshot as { value: unknown; context: unknown };
    const show = may(viewer.role, 'personalData') ? <T>(value: T): T => value : redact;
    const active = activeStates(snapshot.value);
    const exits = this.exitsOf(definition);
    return {
      id: workflowId,
      kind: definition.kind,
      machineVersion: definition.version,
      state: workflowStateName(snapshot.value),
      activeStates: active,
      exits: active.map((state) => exits.get(state) ?? { state, events: [] }),
      version: record.version,
      updatedAt: record.updatedAt,
      contextJson: JSON.stringify(show(snapshot.context) ?? null, null, 2),
      // As stored (strings), so the page shows what the kernel keeps, whatever the kind's meta type.
      metaJson: JSON.stringify(show(stored.meta), null, 2),
      history: events.map(([id, fields]) => {
        const entry = parseHistoryEntry(workflowId, id, fields);
        return { ...entry, payloadJson: entry.payload === null ? null : JSON.stringify(show(entry.payload)) };
      }),
      pendingJobs: Object.entries(outbox)
        .sort(([a], [b]) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
        .map(([key, value]) => pendingJob(key, value, show)),
      scheduledJobs: await this.scheduledJobs(definition, record),
      chart: this.chart(definition),
    };
  }

  /** The delayed jobs the kind says the workflow waits for, each with its BullMQ state ('unknown' when the queue cannot be read). */
  private async scheduledJobs(definition: AnyWorkflowDefinition, record: ReturnType<typeof recordOf>): Promise<ScheduledJobView[]> {
    const scheduled = definition.scheduledJobs?.(record) ?? [];
    return Promise.all(
      scheduled.map(async ({ job, jobId, runAt }) => {
        const queue = definition.jobs[job]?.queue ?? '';
        let state = 'missing';
        try {
          const found = queue === '' ? undefined : await this.queues.queue(queue).getJob(jobId);
          if (found !== undefined) state = await found.getState();
        } catch {
          state = 'unknown';
        }
        return { job, queue, jobId, runAt, state };
      }),
    );
  }

  private exitsOf(definition: AnyWorkflowDefinition): Map<string, StateExits> {
    let exits = this.exits.get(definition);
    if (exits === undefined) {
      exits = new Map(stateExits(this.chart(definition)).map((e) => [e.state, e] as const));
      this.exits.set(definition, exits);
    }
    return exits;
  }

  private chart(definition: AnyWorkflowDefinition): MachineChartView {
    let chart = this.charts.get(definition);
    if (chart === undefined) {
      const graph = machineGraph(definition.machine);
      const parallel = (definition.machine.root as { type?: string }).type === 'parallel';
      chart = {
        kind: definition.kind,
        name: definition.kind,
        title: definition.title,
        version: definition.version,
        regions: parallel ? graph.states.filter((s) => s.parent === null).map((s) => s.id) : [],
        hostActors: Object.entries(definition.hostActors ?? {}).map(([name, description]) => ({ name, description })),
        ...graph,
      };
      this.charts.set(definition, chart);
    }
    return chart;
  }
}

/** An outbox entry as shown; one the page cannot read is shown as such rather than failing the page. */
function pendingJob(key: string, value: string, show: <T>(value: T) => T): PendingJobView {
  const version = Number.parseInt(key, 10);
  let entry: unknown = null;
  try {
    entry = JSON.parse(value);
  } catch {
    // left null: shown as unreadable below
  }
  if (!isRecord(entry)) return { key, job: '(unreadable)', jobId: '', version, dataJson: 'null' };
  return {
    key,
    job: typeof entry.job === 'string' ? entry.job : '',
    jobId: typeof entry.jobId === 'string' ? entry.jobId : '',
    version,
    dataJson: JSON.stringify(show(entry.data ?? null)),
  };
}
