import { FailedSubmissionDetailDocument, ReplayPreviewDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AuditTable } from '@/components/support/audit-table';
import { CartDiff } from '@/components/support/cart-diff';
import { HistoryTable } from '@/components/support/history-table';
import { JobFacts } from '@/components/support/job-facts';
import { ReplayPreviewPanel } from '@/components/support/replay-preview';
import { CATEGORY_LABELS, formatDateTime, label, REFUSAL_LABELS, STATUS_LABELS } from '@/lib/support/labels';
import { staffRequest } from '@/lib/support/staff';
import { workflowPath } from '@/lib/support/workflow-kinds';

export const metadata: Metadata = { title: 'Fehlgeschlagene Bestellung' };

export default async function FailedSubmissionPage({ params, searchParams }: { params: Promise<{ workflowId: string }>; searchParams: Promise<{ preview?: string; replayed?: string }> }) {
  const { workflowId } = await params;
  const { preview: wantsPreview, replayed } = await searchParams;
  const { failedSubmission: detail } = await staffRequest(FailedSubmissionDetailDocument, { workflowId });
  if (!detail) notFound();
  const preview = wantsPreview === '1' && detail.replay.allowed ? (await staffRequest(ReplayPreviewDocument, { workflowId })).replayPreview : null;
  const { failure, workflow, job } = detail;
  return (
    <>
      <p>
        <Link href="/support/submissions">← Fehlgeschlagene Übermittlungen</Link>
      </p>
      <h1>
        Checkout <span className="sc-mono">{detail.workflowId}</span>
      </h1>
      {replayed && (
        <p role="status" className="sc-notice">
          Wiederholung: {replayed}
        </p>
      )}
      <div className="sc-grid">
        <section className="sc-card">
          <h2>Fehler</h2>
          <dl className="sc-dl">
            <dt>Grund</dt>
            <dd>
              <strong>{label(CATEGORY_LABELS, failure?.category)}</strong> <span className="sc-mono sc-muted">{failure?.reason}</span>
            </dd>
            <dt>Fehlgeschlagen</dt>
            <dd>{formatDateTime(failure?.failedAt)}</dd>
            <dt>Status</dt>
            <dd>{failure ? <span className={`sc-pill sc-pill-${failure.status}`}>{label(STATUS_LABELS, failure.status)}</span> : '—'}</dd>
            <dt>Fehler des Shop-Systems</dt>
            <dd className="sc-mono" data-testid="upstream-error">
              {detail.upstreamError ?? '—'}
            </dd>
            <dt>Zustand jetzt</dt>
            <dd className="sc-mono" data-testid="workflow-state">
              {workflow.state}
            </dd>
            <dt>Shop / Warenkorb</dt>
            <dd className="sc-mono">
              {workflow.site} / {workflow.cartId}
            </dd>
          </dl>
          <p style={{ display: 'flex', gap: 14, alignItems: 'center', flexWrap: 'wrap' }}>
            {detail.replay.allowed ? (
              <Link className="sc-button" href={`?preview=1`}>
                Wiederholen …
              </Link>
            ) : (
              <span className="sc-muted">Wiederholen nicht möglich: {label(REFUSAL_LABELS, detail.replay.reason)}</span>
            )}
            <Link href={workflowPath('checkout', detail.workflowId)}>Zustandsdiagramm und Verlauf →</Link>
          </p>
        </section>
        <section className="sc-card">
          <h2>BullMQ-Job</h2>
          {job ? (
            <JobFacts job={job} detailed />
          ) : (
            <p className="sc-muted">Kein Job gefunden.</p>
          )}
        </section>
      </div>
      {preview && <ReplayPreviewPanel preview={preview} />}
      <h2>Warenkorb: bestellt und jetzt</h2>
      <CartDiff cart={detail.cart} />
      <div className="sc-grid" style={{ marginTop: 16 }}>
        <section className="sc-card">
          <h2>Kundin / Kunde</h2>
          <pre className="sc-pre">{detail.customerJson ?? 'Nicht lesbar (Sitzung abgelaufen oder Shop-System nicht erreichbar).'}</pre>
        </section>
        <section className="sc-card">
          <h2>Kontext des Workflows</h2>
          <pre className="sc-pre" data-testid="context">
            {workflow.contextJson}
          </pre>
        </section>
      </div>
      <h2>Wiederholungen (Audit)</h2>
      <AuditTable entries={detail.audit} />
      <h2>Verlauf</h2>
      <HistoryTable history={workflow.history} />
    </>
  );
}
