'use client';

import type { SupportHistoryFragment } from '@tafel/graphql-schema/storefront';
import { useState } from 'react';
import type { ChartLayout } from '@/lib/support/chart-layout';
import { formatDateTime } from '@/lib/support/labels';
import { scheduledMarks, type ScheduledJobFacts } from '@/lib/support/scheduled-marks';
import { ChartFrame } from './chart-frame';
import { StateChart } from './state-chart';

/**
 * One live workflow of any kind: its chart with the current state highlighted and its history as a timeline.
 * Choosing an event (or ← / →) highlights the state the workflow was in after it (time travel).
 * The delayed jobs the state waits for now (e.g. a lightning reservation's expiry) are marked on
 * the chart while it shows "Jetzt": they belong to the current state, not to earlier ones.
 */
export function WorkflowInspector({
  workflow,
  layout,
  regions = [],
}: {
  workflow: { state: string; history: readonly SupportHistoryFragment[]; scheduledJobs?: readonly ScheduledJobFacts[] };
  layout: ChartLayout;
  regions?: readonly string[];
}) {
  const last = workflow.history.length - 1;
  const [step, setStep] = useState(last);
  const current = step >= 0 ? (workflow.history[step]?.state ?? workflow.state) : workflow.state;
  const scheduled = step === last ? scheduledMarks(workflow.scheduledJobs ?? [], workflow.state, layout) : [];
  const go = (next: number): void => setStep(Math.max(0, Math.min(last, next)));
  return (
    <div className="sc-inspector">
      <div>
        <p>
          {step === last ? 'Jetzt' : `Nach Ereignis ${step + 1} von ${last + 1}`}: <strong className="sc-mono" data-testid="highlighted-state">{current}</strong>
        </p>
        <div data-testid="workflow-chart">
          {/* A parallel state centres its first region's state (the returns' flow). */}
          <ChartFrame focus={current.split(', ')[0] ?? null}>
            <StateChart layout={layout} current={current} regions={regions} scheduled={scheduled} title={`Zustandsdiagramm, hervorgehoben: ${current}`} />
          </ChartFrame>
        </div>
        {scheduled.length > 0 && (
          <ul className="sc-muted" data-testid="chart-scheduled" style={{ margin: '8px 0 0', paddingLeft: 18 }}>
            {scheduled.map((mark) => (
              <li key={mark.jobId}>
                <span className="sc-mono">{mark.state}</span> wartet: {mark.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <aside aria-label="Zeitleiste">
        <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <button type="button" className="sc-button" onClick={() => go(step - 1)} disabled={step <= 0} aria-label="Vorheriges Ereignis">
            ←
          </button>
          <button type="button" className="sc-button" onClick={() => go(step + 1)} disabled={step >= last} aria-label="Nächstes Ereignis">
            →
          </button>
          <button type="button" className="sc-button" onClick={() => go(last)} disabled={step === last}>
            Jetzt
          </button>
        </div>
        <ol className="sc-timeline" data-testid="timeline">
          {workflow.history.map((entry, index) => (
            <li key={entry.id}>
              <button type="button" aria-current={index === step ? 'step' : undefined} onClick={() => setStep(index)}>
                <strong className="sc-mono">{entry.type}</strong> <span className={entry.actor === 'support' ? 'sc-actor-support' : 'sc-muted'}>({entry.actor})</span>
                <br />
                <span className="sc-muted">{formatDateTime(entry.time)}</span> → <span className="sc-mono">{entry.state}</span>
              </button>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
