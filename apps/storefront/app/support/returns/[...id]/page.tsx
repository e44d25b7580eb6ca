import { FailedReturnDetailDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { replayReturnAction } from '@/components/support/actions';
import { AuditTable } from '@/components/support/audit-table';
import { JobFacts } from '@/components/support/job-facts';
import { CATEGORY_LABELS, formatDateTime, KIND_LABELS, label, PHOTO_STATE_LABELS, RETURN_PREDICTION_LABELS, RETURN_REFUSAL_LABELS, statusLabel } from '@/lib/support/labels';
import { staffRequest } from '@/lib/support/staff';
import { pathSegment, workflowPath } from '@/lib/support/workflow-kinds';

export const metadata: Metadata = { title: 'Fehlgeschlagene Retoure' };

/**
 * A failed return submission (/support/returns/rt-…) or photo upload (/support/returns/rt-…/ph-…):
 * order, items, reason, message key, field, attempts, the job, what a replay does, and the replay
 * button for the support role (return.retry / photo.retry as actor support).
 */
export default async function FailedReturnPage({ params, searchParams }: { params: Promise<{ id: string[] }>; searchParams: Promise<{ replayed?: string }> }) {
  const { id: segments } = await params;
  const { replayed } = await searchParams;
  const id = segments.map(pathSegment).join('/');
  if (segments.length > 2 || id.length > 200) notFound();
  const { failedReturn: detail } = await staffRequest(FailedReturnDetailDocument, { id });
  if (!detail) notFound();
  const { failure, job } = detail;
  const isPhoto = detail.kind === 'PHOTO_UPLOAD';
  return (
    <>
      <p className="sc-links">
        <Link href={`/support/submissions?kind=${detail.kind}`}>← Fehlgeschlagene Übermittlungen ({label(KIND_LABELS, detail.kind)})</Link>
        <Link href={workflowPath('returns', detail.workflowId)}>Zustandsdiagramm und Verlauf →</Link>
      </p>
      <h1>
        {isPhoto ? 'Foto-Upload' : 'Retoure'} <span className="sc-mono sc-break">{detail.id}</span>
      </h1>
      {replayed && (
        <p role="status" className="sc-notice" data-testid="replay-outcome">
          Wiederholung: {replayed}
        </p>
      )}
      <div className="sc-grid">
        <section className="sc-card">
          <h2>Fehler</h2>
          <dl className="sc-dl">
            <dt>Art</dt>
            <dd data-testid="failure-kind">{label(KIND_LABELS, detail.kind)}</dd>
            <dt>Grund</dt>
            <dd>
              <strong data-testid="failure-category">{label(CATEGORY_LABELS, failure.category)}</strong> <span className="sc-mono sc-muted">{detail.errorCode}</span>
            </dd>
            <dt>Meldungsschlüssel</dt>
            <dd className="sc-mono" data-testid="message-key">
              {detail.messageKey ?? '—'}
            </dd>
            <dt>Feld</dt>
            <dd className="sc-mono" data-testid="field">
              {detail.field ?? '—'}
            </dd>
            <dt>Versuche</dt>
            <dd data-testid="attempts">
              {detail.attempts}
              {failure.failures > 1 ? ` (${failure.failures}× fehlgeschlagen)` : ''}
            </dd>
            <dt>Fehlgeschlagen</dt>
            <dd>{formatDateTime(failure.failedAt)}</dd>
            <dt>Status</dt>
            <dd>
              <span className={`sc-pill sc-pill-${failure.status}`}>{statusLabel(failure.status, detail.kind)}</span>
            </dd>
            <dt>Zustand jetzt</dt>
            <dd className="sc-mono" data-testid="workflow-state">
              {detail.state}
            </dd>
            <dt>RMA</dt>
            <dd className="sc-mono" data-testid="rma">
              {detail.rma ?? '—'}
            </dd>
          </dl>
        </section>
        <section className="sc-card">
          <h2>Auftrag</h2>
          <dl className="sc-dl">
            <dt>Auftragsnummer</dt>
            <dd className="sc-mono" data-testid="order-number">
              {detail.orderNumber ?? '—'}
            </dd>
            <dt>Bestell-ID</dt>
            <dd className="sc-mono">{detail.orderId ?? '—'}</dd>
            <dt>Shop</dt>
            <dd className="sc-mono">{detail.site}</dd>
            <dt>Workflow</dt>
            <dd className="sc-mono sc-break">
              <Link href={workflowPath('returns', detail.workflowId)}>{detail.workflowId}</Link>
            </dd>
          </dl>
        </section>
      </div>
      <section className="sc-card" style={{ marginTop: 16 }} data-testid="return-replay">
        <h2>Wiederholen</h2>
        <p data-testid="replay-prediction">{label(RETURN_PREDICTION_LABELS, detail.prediction)}</p>
        {detail.replayJobId && (
          <p className="sc-muted">
            Job: <span className="sc-mono">{detail.replayJobId}</span> (Auslöser support)
          </p>
        )}
        {detail.replay.allowed ? (
          <form action={replayReturnAction}>
            <input type="hidden" name="id" value={detail.id} />
            <button type="submit" className="sc-button sc-button-danger">
              {isPhoto ? 'Upload wiederholen' : 'Übermittlung wiederholen'}
            </button>
          </form>
        ) : (
          <p className="sc-muted" data-testid="replay-refused">
            Wiederholen nicht möglich: {label(RETURN_REFUSAL_LABELS, detail.replay.reason)}
          </p>
        )}
      </section>
      <h2>Artikel der Retoure</h2>
      <div className="sc-scroll">
        <table className="sc-table" data-testid="return-items">
          <thead>
            <tr>
              <th>Pos.</th>
              <th>Artikel</th>
              <th>Menge</th>
              <th>Grund</th>
              <th>Kommentar</th>
              <th>Fotos</th>
            </tr>
          </thead>
          <tbody>
            {detail.items.map((item) => {
              const photos = detail.photos.filter((p) => p.itemId === item.itemId);
              return (
                <tr key={item.itemId}>
                  <td>{item.lineNo}</td>
                  <td>
                    {item.name}
                    <div className="sc-muted sc-mono">{item.itemId}</div>
                  </td>
                  <td>{item.quantity}</td>
                  <td className="sc-mono">{item.reason ?? '—'}</td>
                  <td>{item.comment || '—'}</td>
                  <td>
                    {photos.length === 0
                      ? '—'
                      : photos.map((p) => (
                          <div key={p.id} className="sc-mono" data-photo={p.id}>
                            {p.id}: {label(PHOTO_STATE_LABELS, p.state)} ({p.attempts}×){p.messageKey ? ` ${p.messageKey}` : ''}
                            {p.id === detail.photo?.id ? ' ←' : ''}
                          </div>
                        ))}
                  </td>
                </tr>
              );
            })}
            {detail.items.length === 0 && (
              <tr>
                <td colSpan={6} className="sc-muted">
                  Keine Artikel ausgewählt.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <h2>BullMQ-Job</h2>
      {job ? (
        <section className="sc-card">
          <JobFacts job={job} />
        </section>
      ) : (
        <p className="sc-muted">Kein Job gefunden.</p>
      )}
      <h2>Wiederholungen (Audit)</h2>
      <AuditTable entries={detail.audit} />
    </>
  );
}
