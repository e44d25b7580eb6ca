'use client';

import type { BulkReplayProgressQuery, FailedSubmissionFilter } from '@tafel/graphql-schema/storefront';
import { useEffect, useState } from 'react';
import { OUTCOME_LABELS } from '@/lib/support/labels';
import { bulkProgressAction, startBulkReplayAction } from './actions';

type Progress = NonNullable<BulkReplayProgressQuery['bulkReplay']>;

/** Bulk replay of the filtered selection, with progress polled every second until it is done. */
export function BulkReplay({ filter, openCount }: { filter: FailedSubmissionFilter; openCount: number }) {
  const [bulkId, setBulkId] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!bulkId) return undefined;
    let stopped = false;
    const poll = async (): Promise<void> => {
      const next = await bulkProgressAction(bulkId).catch(() => null);
      if (stopped) return;
      if (next) setProgress(next);
      if (!next?.finishedAt) setTimeout(() => void poll(), 1000);
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [bulkId]);

  const start = async (): Promise<void> => {
    setConfirming(false);
    setError(null);
    const started = await startBulkReplayAction(filter);
    if ('error' in started) setError(started.error);
    else setBulkId(started.id);
  };

  if (progress) {
    const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
    return (
      <section className="sc-card" aria-label="Sammel-Wiederholung" data-testid="bulk-progress">
        <h2>Sammel-Wiederholung {progress.finishedAt ? 'abgeschlossen' : 'läuft'}</h2>
        <div className="sc-progress" role="progressbar" aria-valuenow={progress.done} aria-valuemin={0} aria-valuemax={progress.total}>
          <span style={{ width: `${percent}%` }} />
        </div>
        <p>
          {progress.done} von {progress.total} wiederholt
          {progress.counts.length > 0 && ': '}
          {progress.counts.map((c) => `${OUTCOME_LABELS[c.outcome] ?? c.outcome} ${c.count}`).join(', ')}
        </p>
      </section>
    );
  }
  return (
    <div className="sc-bulk">
      {error && (
        <p role="alert" className="sc-alert">
          {error}
        </p>
      )}
      {confirming ? (
        <p>
          {openCount} offene Fehler dieser Auswahl erneut übermitteln? Jede Wiederholung nutzt denselben Idempotenz-Schlüssel; es entsteht keine doppelte Bestellung.{' '}
          <button type="button" className="sc-button sc-button-danger" onClick={() => void start()}>
            Ja, alle wiederholen
          </button>{' '}
          <button type="button" className="sc-link-button" style={{ color: 'inherit', borderColor: '#999' }} onClick={() => setConfirming(false)}>
            Abbrechen
          </button>
        </p>
      ) : (
        <button type="button" className="sc-button" disabled={openCount === 0} onClick={() => setConfirming(true)}>
          Auswahl wiederholen ({openCount} offen)
        </button>
      )}
    </div>
  );
}
