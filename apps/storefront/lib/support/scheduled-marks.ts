// The delayed jobs a workflow's current state waits for, marked on its chart (e.g. a lightning
// reservation's expiry on `reserved` and its `reservation.expired` transition). Pure, and free of
// ELK (type imports only): the browser's inspector draws it.
import type { ChartLayout } from './chart-layout';
import { activePaths } from './active-paths';

/** A scheduled job as the Workflow query answers it (WorkflowScheduledJob). */
export interface ScheduledJobFacts {
  job: string;
  jobId: string;
  /** ISO 8601. */
  runAt: string;
  /** BullMQ state, `missing` or `unknown`. */
  state: string;
}

/** One scheduled job on the chart. */
export interface ScheduledMark {
  jobId: string;
  /** The state that waits for it (the current leaf). */
  state: string;
  /** The drawn transitions its event takes from the current state (none when the chart has none). */
  edgeIds: string[];
  /** Drawn on the chart beside a clock: "Ablauf geplant 00:42:10", "verzögerter Job: delayed". */
  lines: [string, string];
  /** For screen readers and the caption: with the date, the job and its event. */
  text: string;
}

/** The event each kind's delayed job sends when it fires, and its name in the console (jobs named in the orchestrator's definitions). */
const JOB_EVENTS: Readonly<Record<string, { event: string; label: string }>> = {
  'lightning-expiry': { event: 'reservation.expired', label: 'Ablauf' },
};

// The console's German, in the shops' time zone (like formatDateTime).
const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Berlin' });
const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Berlin' });

function formatted(iso: string, format: Intl.DateTimeFormat): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : format.format(ms);
}

/**
 * The chart marks of the jobs the workflow waits for in `current` (its state now; a parallel
 * state's first region). A job's transition is the drawn edge with its event from the current
 * state or, failing that, from the nearest ancestor that has one.
 */
export function scheduledMarks(jobs: readonly ScheduledJobFacts[], current: string, layout: Pick<ChartLayout, 'edges'>): ScheduledMark[] {
  const leaf = current.split(', ')[0] ?? current;
  const sources = activePaths(leaf).reverse();
  return jobs.map((job) => {
    const known = JOB_EVENTS[job.job];
    let edgeIds: string[] = [];
    if (known) {
      for (const source of sources) {
        edgeIds = layout.edges.filter((edge) => edge.source === source && edge.label?.lines[0] === known.event).map((edge) => edge.id);
        if (edgeIds.length > 0) break;
      }
    }
    const what = known ? known.label : `Job ${job.job}`;
    const lines: [string, string] = [`${what} geplant ${formatted(job.runAt, time)}`, `verzögerter Job: ${job.state}`];
    const event = known ? ` (${known.event})` : '';
    const text = `${what} geplant am ${formatted(job.runAt, dateTime)}${event} · verzögerter Job ${job.job}: ${job.state}`;
    return { jobId: job.jobId, state: leaf, edgeIds, lines, text };
  });
}
