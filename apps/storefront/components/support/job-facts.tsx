import { formatDateTime } from '@/lib/support/labels';

/** The BullMQ job fields both support detail pages show; the submission page adds its timing and result. */
export interface JobFactsJob {
  id: string;
  state: string;
  attemptsMade: number;
  maxAttempts: number;
  error?: string | null;
  finishedAt?: string | null;
  createdAt?: string | null;
  processedAt?: string | null;
  resultJson?: string | null;
}

/** The job's facts as a definition list; `detailed` adds created, started and result (the submission page). */
export function JobFacts({ job, detailed = false }: { job: JobFactsJob; detailed?: boolean }) {
  return (
    <dl className="sc-dl">
      <dt>Job</dt>
      <dd className="sc-mono">{job.id}</dd>
      <dt>Status</dt>
      <dd>{job.state}</dd>
      <dt>Versuche</dt>
      <dd>
        {job.attemptsMade} von {job.maxAttempts}
      </dd>
      <dt>Letzter Fehler</dt>
      <dd className="sc-mono">{job.error ?? '—'}</dd>
      {detailed && (
        <>
          <dt>Angelegt</dt>
          <dd>{formatDateTime(job.createdAt)}</dd>
          <dt>Begonnen</dt>
          <dd>{formatDateTime(job.processedAt)}</dd>
        </>
      )}
      <dt>Beendet</dt>
      <dd>{formatDateTime(job.finishedAt)}</dd>
      {detailed && (
        <>
          <dt>Ergebnis</dt>
          <dd className="sc-mono">{job.resultJson ?? '—'}</dd>
        </>
      )}
    </dl>
  );
}
